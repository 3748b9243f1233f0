import type { IconName } from "~/models/icons";

/**
 * One outline path per icon on a 24-unit grid, drawn with a 2-unit round stroke; a zero-length segment
 * (`h.01`) draws a dot, and a circle is two arcs.
 */
const PATHS: Readonly<Record<IconName, string>> = {
  shirt: "M8 3 3 6l-1 5 3 1V21h14v-9l3-1-1-5-5-3c0 2-2 3-4 3S8 5 8 3z",
  palette:
    "M12 3a9 9 0 1 0 0 18c1.4 0 2-1 2-2 0-1.2-1-1.6-1-2.6 0-1 .8-1.4 2-1.4h2a4 4 0 0 0 4-4c0-4.4-4-8-9-8zM7.5 11h.01M9.5 7h.01M14.5 7h.01",
  car: "M5 17H3v-5l2-5h14l2 5v5h-2M3 12h18M9 17h6M5 17a2 2 0 1 0 4 0 2 2 0 1 0-4 0M15 17a2 2 0 1 0 4 0 2 2 0 1 0-4 0",
  sparkles: "M10 3l1.8 4.7L16.5 9.5l-4.7 1.8L10 16l-1.8-4.7L3.5 9.5l4.7-1.8zM18 14l.9 2.1 2.1.9-2.1.9L18 20l-.9-2.1L15 17l2.1-.9z",
  book: "M3 5h6a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H3zM21 5h-6a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h7z",
  briefcase: "M3 7h18v13H3zM8 7V4h8v3M3 13h18M11 13h2",
  phone: "M7 2h10v20H7zM11 18h2",
  laptop: "M5 5h14v10H5zM2 19h20l-2-4H4z",
  "graduation-cap": "M2 9l10-5 10 5-10 5zM6 11v5c3 3 9 3 12 0v-5M22 9v6",
  tv: "M3 7h18v12H3zM8 3l4 4 4-4M8 22h8",
  gift: "M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8C10 4 6 4 6 6.5S12 8 12 8zm0 0c2-4 6-4 6-1.5S12 8 12 8z",
  utensils: "M6 3v18M3 3v5a3 3 0 0 0 6 0V3M18 21V3c-2 1-3 4-3 9h3",
  "shopping-cart": "M2 3h3l3 12h11l2-8H6M8 20a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M16 20a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0",
  "heart-pulse": "M12 21C5 16.5 3 12.5 3 9a4.5 4.5 0 0 1 9-1.5A4.5 4.5 0 0 1 21 9c0 3.5-2 7.5-9 12zM3 12h5l2-3 3 6 2-3h6",
  house: "M3 11l9-8 9 8M5 9v12h14V9M10 21v-6h4v6",
  baby: "M9 8h6v12a2 2 0 0 1-2 2h-2a2 2 0 0 1-2-2zM10 8V5h4v3M11 2h2v3h-2zM9 12h3M9 16h3",
  snowflake: "M12 2v20M3.3 7l17.4 10M3.3 17L20.7 7M9 3.5l3 2 3-2M9 20.5l3-2 3 2",
  football: "M4.5 19.5C3 14 5.5 7.5 11 5c4.5-2 8.5-.5 8.5-.5s1.5 4-.5 8.5c-2.5 5.5-9 8-14.5 6.5zM9 15l6-6M10 11l3 3M12 9l3 3",
  "puzzle-piece": "M4 7h4a2 2 0 1 1 4 0h4v4a2 2 0 1 1 0 4v4H4v-4a2 2 0 1 0 0-4z",
  plane: "M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z",
  tag: "M3 3h8l10 10-8 8L3 11zM7.5 7.5h.01",
  flower:
    "M10 8a2 2 0 1 0 4 0 2 2 0 1 0-4 0M10 4.5a2 2 0 1 0 4 0 2 2 0 1 0-4 0M13.5 8a2 2 0 1 0 4 0 2 2 0 1 0-4 0M10 11.5a2 2 0 1 0 4 0 2 2 0 1 0-4 0M6.5 8a2 2 0 1 0 4 0 2 2 0 1 0-4 0M12 13.5V22M12 19c-2 0-4-1-4-3 2 0 4 1 4 3z",
  ticket: "M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM15 7v2M15 11v2M15 15v2",
  paw: "M8 17c0-3 2-5 4-5s4 2 4 5c0 2-2 3-4 3s-4-1-4-3zM4.5 10a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M8.5 6a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M12.5 6a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M16.5 10a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0",
  pizza: "M12 22L3 6c6-3 12-3 18 0zM4.6 9c5-2 9.8-2 14.8 0M10 12h.01M14 13h.01M12 17h.01",
  star: "M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z",
};

/** A decorative icon in the text colour: the label beside it names the link, so it is hidden from assistive technology. */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon-name={name}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
