/**
 * The icons the site draws (components/icons): the names the store may give a specialty link (SPEC §2) and the names
 * SPEC §3 gives the coupon-code categories. They are inline SVG, not emoji: a system without a colour-emoji font
 * shows emoji as empty boxes, and finding out that it has none costs the browser a search through its fonts during
 * the page's first layout.
 */
export const SPECIALTY_ICON_NAMES = [
  "tag",
  "gift",
  "flower",
  "ticket",
  "paw",
  "laptop",
  "pizza",
  "football",
  "house",
  "star",
] as const;

export const CATEGORY_ICON_NAMES = [
  "shirt",
  "palette",
  "car",
  "sparkles",
  "book",
  "briefcase",
  "phone",
  "laptop",
  "graduation-cap",
  "tv",
  "gift",
  "utensils",
  "shopping-cart",
  "heart-pulse",
  "house",
  "baby",
  "snowflake",
  "football",
  "puzzle-piece",
  "plane",
] as const;

export type SpecialtyIconName = (typeof SPECIALTY_ICON_NAMES)[number];
export type CategoryIconName = (typeof CATEGORY_ICON_NAMES)[number];

/** Other names for a drawn icon that upstream data uses. */
const ALIASES: Readonly<Record<string, string>> = { home: "house" };

/** The drawn icon among `names` that an upstream name stands for, or null. */
function drawnAs<T extends string>(names: readonly T[], name: string | undefined): T | null {
  const drawn = name && Object.hasOwn(ALIASES, name) ? ALIASES[name] : name;
  return drawn && (names as readonly string[]).includes(drawn) ? (drawn as T) : null;
}

/** The icon a specialty link shows for the store's name: one the site draws, else the star. */
export function specialtyIconNamed(name: string | undefined): SpecialtyIconName {
  return drawnAs(SPECIALTY_ICON_NAMES, name) ?? "star";
}

/** The icon a coupon-code category shows for its name (SPEC §3), or null when the site draws no such icon. */
export function categoryIconNamed(name: string | undefined): CategoryIconName | null {
  return drawnAs(CATEGORY_ICON_NAMES, name);
}
