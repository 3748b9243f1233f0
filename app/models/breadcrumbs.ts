/** SPEC §2 "Breadcrumbs": home, then the path's segments. Routes may name their own crumbs instead. */

export type Crumb = { readonly label: string; readonly to: string };

export const HOME_CRUMB: Crumb = { label: "Home", to: "/" };

/** 'request-envelope' → 'Request Envelope'. */
export function segmentLabel(segment: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    decoded = segment;
  }
  return decoded
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** Crumbs for a pathname from its segments: `/advertise/careers` → Home › Advertise › Careers. */
export function crumbsFromPath(pathname: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  return [
    HOME_CRUMB,
    ...segments.map((segment, i) => ({
      label: segmentLabel(segment),
      to: "/" + segments.slice(0, i + 1).join("/"),
    })),
  ];
}

/** schema.org BreadcrumbList for crawlers; `origin` makes the item URLs absolute. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.label,
      item: new URL(c.to, origin).toString(),
    })),
  };
}

const PLACELESS_LOCAL_PAGES = ["/local/cities", "/local/businesses"];

/**
 * SPEC §2 "Without a location the items open the location dialog": a crumb that leads to a page needing the
 * visitor's place (the local pages, the deals page) opens the dialog instead, with the intent of that page.
 */
export function crumbLocationIntent(crumb: Crumb, hasLocation: boolean): "coupons" | "deals" | null {
  if (hasLocation) return null;
  // The directories under /local (every city, every business by state) need no place: they are where one is found.
  if (PLACELESS_LOCAL_PAGES.some((path) => crumb.to === path || crumb.to.startsWith(`${path}/`))) return null;
  if (crumb.to === "/local" || crumb.to.startsWith("/local/")) return "coupons";
  if (crumb.to === "/deals") return "deals";
  return null;
}
