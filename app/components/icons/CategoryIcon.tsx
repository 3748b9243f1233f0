import { type CategoryIconName, Icon, SPECIALTY_ICON_PATHS } from "~/shared";

/**
 * The coupon-code categories' icons (SPEC §3). Kept apart from the specialty links' icons, which every page's header
 * loads: these are only drawn on the coupon-code pages. Icons both lists name are drawn once.
 */
const CATEGORY_ICON_PATHS: Readonly<Record<CategoryIconName, string>> = {
  shirt: "M8 3 3 6l-1 5 3 1V21h14v-9l3-1-1-5-5-3c0 2-2 3-4 3S8 5 8 3z",
  palette:
    "M12 3a9 9 0 1 0 0 18c1.4 0 2-1 2-2 0-1.2-1-1.6-1-2.6 0-1 .8-1.4 2-1.4h2a4 4 0 0 0 4-4c0-4.4-4-8-9-8zM7.5 11h.01M9.5 7h.01M14.5 7h.01",
  car: "M5 17H3v-5l2-5h14l2 5v5h-2M3 12h18M9 17h6M5 17a2 2 0 1 0 4 0 2 2 0 1 0-4 0M15 17a2 2 0 1 0 4 0 2 2 0 1 0-4 0",
  sparkles:
    "M10 3l1.8 4.7L16.5 9.5l-4.7 1.8L10 16l-1.8-4.7L3.5 9.5l4.7-1.8zM18 14l.9 2.1 2.1.9-2.1.9L18 20l-.9-2.1L15 17l2.1-.9z",
  book: "M3 5h6a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H3zM21 5h-6a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h7z",
  briefcase: "M3 7h18v13H3zM8 7V4h8v3M3 13h18M11 13h2",
  phone: "M7 2h10v20H7zM11 18h2",
  laptop: SPECIALTY_ICON_PATHS.laptop,
  "graduation-cap": "M2 9l10-5 10 5-10 5zM6 11v5c3 3 9 3 12 0v-5M22 9v6",
  tv: "M3 7h18v12H3zM8 3l4 4 4-4M8 22h8",
  gift: SPECIALTY_ICON_PATHS.gift,
  utensils: "M6 3v18M3 3v5a3 3 0 0 0 6 0V3M18 21V3c-2 1-3 4-3 9h3",
  "shopping-cart":
    "M2 3h3l3 12h11l2-8H6M8 20a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M16 20a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0",
  "heart-pulse":
    "M12 21C5 16.5 3 12.5 3 9a4.5 4.5 0 0 1 9-1.5A4.5 4.5 0 0 1 21 9c0 3.5-2 7.5-9 12zM3 12h5l2-3 3 6 2-3h6",
  house: SPECIALTY_ICON_PATHS.house,
  baby: "M9 8h6v12a2 2 0 0 1-2 2h-2a2 2 0 0 1-2-2zM10 8V5h4v3M11 2h2v3h-2zM9 12h3M9 16h3",
  snowflake: "M12 2v20M3.3 7l17.4 10M3.3 17L20.7 7M9 3.5l3 2 3-2M9 20.5l3-2 3 2",
  football: SPECIALTY_ICON_PATHS.football,
  "puzzle-piece": "M4 7h4a2 2 0 1 1 4 0h4v4a2 2 0 1 1 0 4v4H4v-4a2 2 0 1 0 0-4z",
  plane: "M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z",
};

export function CategoryIcon({ name, size }: { name: CategoryIconName; size?: number }) {
  return <Icon name={name} d={CATEGORY_ICON_PATHS[name]} size={size} />;
}
