/**
 * The icons the site draws: the names SPEC §3 gives the coupon-code categories and the names the store may give a
 * specialty link (SPEC §2). They are drawn as inline SVG (components/Icon.tsx), not as emoji: a system without a
 * colour-emoji font shows emoji as empty boxes, and finding out that it has none costs the browser a search through
 * its fonts during the page's first layout.
 */
export const ICON_NAMES = [
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
  "tag",
  "flower",
  "ticket",
  "paw",
  "pizza",
  "star",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const KNOWN: ReadonlySet<string> = new Set(ICON_NAMES);

/** Other names for a drawn icon that the store uses. */
const ALIASES: Readonly<Record<string, IconName>> = { home: "house" };

/** The drawn icon a name from upstream stands for, or `fallback` when the site draws no such icon. */
export function iconNamed(name: string | undefined, fallback: IconName): IconName {
  if (!name) return fallback;
  if (KNOWN.has(name)) return name as IconName;
  return Object.hasOwn(ALIASES, name) ? ALIASES[name]! : fallback;
}
