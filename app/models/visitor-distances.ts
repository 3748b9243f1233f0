import { distanceMiles } from "./distance";
import { locationLabel, toLocation, type Coords } from "./location";
import type { DistanceOriginKind } from "./nearest-cell";

/**
 * Distances from the visitor's own place, measured in the browser (decision 040). `/local/…` pages are shared at the
 * edge by every visitor of a city, so their HTML measures from the page's place (the city's point); once the page
 * has loaded, the browser asks `/api/visitor-place` (a private answer) for the visitor's own place and measures
 * again with the same SPEC §5 rule the server uses (`distanceMiles`: great-circle miles, one decimal).
 */

/** The visitor's own place as `/api/visitor-place` answers it: null without a location cookie the site believes. */
export type VisitorPlace = { label: string; zip: string; coords: Coords };
export type VisitorPlaceAnswer = { place: VisitorPlace | null };

/** The answer narrowed from untrusted JSON; null for anything that is not a place. */
export function parseVisitorPlaceAnswer(value: unknown): VisitorPlace | null {
  if (typeof value !== "object" || value === null || !("place" in value)) return null;
  const place = (value as { place: unknown }).place;
  if (typeof place !== "object" || place === null) return null;
  const { label, zip, coords } = place as Record<string, unknown>;
  const location = toLocation({ city: "-", state: "-", zip, coords });
  if (typeof label !== "string" || label.trim() === "" || location === null) return null;
  return { label: label.trim(), zip: location.zip, coords: location.coords };
}

/** What a card needs to be measured again: its distance, its store's point, and the featured mark. */
type Measurable = {
  distance: number | null;
  location: { latitude?: number; longitude?: number } | null;
  featured?: true;
};

function pointOf(listing: Measurable): Coords | null {
  const lat = listing.location?.latitude;
  const lng = listing.location?.longitude;
  return typeof lat === "number" && typeof lng === "number" && Number.isFinite(lat) && Number.isFinite(lng)
    ? { lat, lng }
    : null;
}

/**
 * `listings` measured from `from`: each storefront's distance again (a service business without a storefront keeps
 * what it had), and, when the list is nearest first, SPEC §9's featured listing first and then nearest first again,
 * so the order stays true for this visitor. Ties keep the list's own order (the sort is stable). Listings are copied
 * only when their distance changes.
 */
export function measuredFromVisitor<T extends Measurable>(
  listings: readonly T[],
  from: Coords,
  order: "nearest-first" | "kept",
): T[] {
  const measured = listings.map((listing) => {
    const point = pointOf(listing);
    if (point === null) return listing;
    const distance = distanceMiles(from, point);
    return distance === listing.distance ? listing : { ...listing, distance };
  });
  if (order === "kept") return measured;
  const away = (listing: T) => (listing.distance === null ? Infinity : listing.distance);
  return measured
    .map((listing, index) => ({ listing, index }))
    .sort(
      (a, b) =>
        Number(b.listing.featured === true) - Number(a.listing.featured === true) ||
        away(a.listing) - away(b.listing) ||
        a.index - b.index,
    )
    .map(({ listing }) => listing);
}

/** True when a list shows any distance at all: only then does the page say where distances are measured from. */
export function showsDistances(listings: readonly { distance: number | null }[]): boolean {
  return listings.some((listing) => typeof listing.distance === "number" && Number.isFinite(listing.distance));
}

/**
 * The line that says where a list's distances are measured from: the page's place in the HTML (no JavaScript, a
 * crawler, before the visitor's place arrives), the visitor's own place once the browser has measured from it.
 */
export function distanceOriginText(
  pagePlace: { city: string; state: string },
  visitor: VisitorPlace | null,
  pageOrigin: DistanceOriginKind = "city",
): string {
  if (visitor) return `Distances from your location, ${visitor.label}${visitor.zip ? ` ${visitor.zip}` : ""}.`;
  // Decision 049: a city's own page is listed for the cell of its visitor's point (its centre under half a mile from any of its points), or for
  // the visitor's own point when it is answered to them alone.
  if (pageOrigin === "cell")
    return `Distances from within half a mile of your location in ${locationLabel(pagePlace)}.`;
  if (pageOrigin === "visitor") return `Distances from your location in ${locationLabel(pagePlace)}.`;
  return `Distances from the center of ${locationLabel(pagePlace)}.`;
}
