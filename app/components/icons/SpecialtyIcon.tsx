import type { SpecialtyIconName } from "~/models/icons";
import { Icon } from "./Icon";

/** The icons the store may name for a specialty link (SPEC §2), drawn as the header's menu shows them. */
export const SPECIALTY_ICON_PATHS: Readonly<Record<SpecialtyIconName, string>> = {
  tag: "M3 3h8l10 10-8 8L3 11zM7.5 7.5h.01",
  gift: "M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8C10 4 6 4 6 6.5S12 8 12 8zm0 0c2-4 6-4 6-1.5S12 8 12 8z",
  flower:
    "M10 8a2 2 0 1 0 4 0 2 2 0 1 0-4 0M10 4.5a2 2 0 1 0 4 0 2 2 0 1 0-4 0M13.5 8a2 2 0 1 0 4 0 2 2 0 1 0-4 0M10 11.5a2 2 0 1 0 4 0 2 2 0 1 0-4 0M6.5 8a2 2 0 1 0 4 0 2 2 0 1 0-4 0M12 13.5V22M12 19c-2 0-4-1-4-3 2 0 4 1 4 3z",
  ticket: "M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM15 7v2M15 11v2M15 15v2",
  paw: "M8 17c0-3 2-5 4-5s4 2 4 5c0 2-2 3-4 3s-4-1-4-3zM4.5 10a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M8.5 6a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M12.5 6a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M16.5 10a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0",
  laptop: "M5 5h14v10H5zM2 19h20l-2-4H4z",
  pizza: "M12 22L3 6c6-3 12-3 18 0zM4.6 9c5-2 9.8-2 14.8 0M10 12h.01M14 13h.01M12 17h.01",
  football:
    "M4.5 19.5C3 14 5.5 7.5 11 5c4.5-2 8.5-.5 8.5-.5s1.5 4-.5 8.5c-2.5 5.5-9 8-14.5 6.5zM9 15l6-6M10 11l3 3M12 9l3 3",
  house: "M3 11l9-8 9 8M5 9v12h14V9M10 21v-6h4v6",
  star: "M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z",
};

export function SpecialtyIcon({ name, size }: { name: SpecialtyIconName; size?: number }) {
  return <Icon name={name} d={SPECIALTY_ICON_PATHS[name]} size={size} />;
}
