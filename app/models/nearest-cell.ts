import type { PointCell } from "./location-cookie-area";
import type { Coords } from "./location";
import { MAX_FIRST_PAGE_LEAD } from "./listing-paging";

/**
 * The first page of a city's own page for a cell of visitors (docs/decisions/049): one page shared by every visitor
 * whose point lies in the cell (the cookie's coordinates truncated to hundredths of a degree, location-cookie-area.ts),
 * holding each such visitor's own nearest storefronts.
 *
 * The page is fetched for the cell's centre and holds every business whose storefront lies within `d₁₀ + 2·reach` of
 * it, where d₁₀ is the centre's 10th nearest and reach the farthest the cell's corners lie from it (under half a
 * mile). For any point p of the cell a business is among p's 10 nearest only if it is no farther from p than p's own
 * 10th nearest, which is at most d₁₀ + reach; and the business is then at most reach farther from the centre. A business's distance is that of its nearest store,
 * which moves no faster than the point, so the bound holds for businesses of several stores too.
 */

/** How many of the visitor's own nearest storefronts the first page must hold. */
export const OWN_NEAREST = 10;

/**
 * The location-based feed's promise (docs/upstream-contract.md): storefronts within 30 miles of the point, nearest
 * first, at most 100 of them.
 */
export const FEED_RADIUS_MILES = 30;
export const FEED_LIMIT = 100;

// Distances are compared unrounded; this covers floating-point error and nothing else.
const SLACK_MILES = 0.01;
const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle miles, unrounded (distanceMiles rounds to SPEC §5's one decimal). */
export function milesBetween(from: Coords, to: Coords): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(rad(to.lat - from.lat) / 2) ** 2 +
    Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(rad(to.lng - from.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The corner of the cell its texts name. */
function cellCorner(cell: PointCell): Coords {
  return { lat: Number(cell.lat), lng: Number(cell.lng) };
}

/**
 * The cell's four corners, the one its texts name first. Truncation moves toward zero, so a cell runs from its texts
 * away from zero: "27.79" holds 27.79 up to 27.80, "-82.63" holds -82.63 down to -82.64.
 */
export function cellCorners(cell: PointCell): Coords[] {
  const corner = cellCorner(cell);
  const step = (text: string) => (text.startsWith("-") ? -0.01 : 0.01);
  const lat2 = Math.round((corner.lat + step(cell.lat)) * 100) / 100;
  const lng2 = Math.round((corner.lng + step(cell.lng)) * 100) / 100;
  return [corner, { lat: corner.lat, lng: lng2 }, { lat: lat2, lng: corner.lng }, { lat: lat2, lng: lng2 }];
}

/** The cell's centre (three decimals), where its page's storefronts are fetched and measured from. */
export function cellOrigin(cell: PointCell): Coords {
  const corners = cellCorners(cell);
  const middle = (a: number, b: number) => Math.round(((a + b) / 2) * 1000) / 1000;
  return { lat: middle(corners[0]!.lat, corners[3]!.lat), lng: middle(corners[0]!.lng, corners[3]!.lng) };
}

/** The farthest any point of the cell lies from its centre (a corner: the cell is convex). */
export function cellReach(cell: PointCell): number {
  const origin = cellOrigin(cell);
  return Math.max(...cellCorners(cell).map((corner) => milesBetween(origin, corner)));
}

/** True when `point` lies in `cell` (its coordinates truncate to the cell's texts). */
export function cellHolds(cell: PointCell, point: Coords): boolean {
  const corners = cellCorners(cell);
  const within = (value: number, a: number, b: number) => value >= Math.min(a, b) && value <= Math.max(a, b);
  return within(point.lat, corners[0]!.lat, corners[3]!.lat) && within(point.lng, corners[0]!.lng, corners[3]!.lng);
}

type Placed = { location: { latitude: number; longitude: number } | null };

/**
 * How many listings of `listings` (the feed's answer at the cell's origin, in the page's order: SPEC §9's featured
 * lead, then nearest first) the first page must show so that every point of the cell finds its own 10 nearest
 * storefronts on it (0 for an empty answer); null when the answer cannot promise that (fewer than 10 storefronts, or
 * the bound reaches past what the feed answers), or when it would take more cards than a first page may hold
 * (`MAX_FIRST_PAGE_LEAD`, the link budget: a dense cell): that page is then rendered for the visitor's own point,
 * privately, a page of the usual size holding their own nearest.
 */
export function cellLeadCount(listings: readonly Placed[], cell: PointCell): number | null {
  // An empty answer is most often a passing fault of the feed (issue 46): it stays the cell's answer, which the page
  // lets shared caches keep only a few seconds, instead of sending every visitor of the cell to a private page that
  // asks the feed twice.
  if (listings.length === 0) return 0;
  const origin = cellOrigin(cell);
  const away = listings.map((listing) =>
    listing.location && Number.isFinite(listing.location.latitude) && Number.isFinite(listing.location.longitude)
      ? milesBetween(origin, { lat: listing.location.latitude, lng: listing.location.longitude })
      : null,
  );
  const storefronts = away.filter((miles): miles is number => miles !== null).sort((a, b) => a - b);
  if (storefronts.length < OWN_NEAREST) return null;
  const bound = storefronts[OWN_NEAREST - 1]! + 2 * cellReach(cell) + SLACK_MILES;
  // Every business within the bound is in the answer: the feed answered all it has within its radius, or it stopped
  // at its limit beyond the bound.
  const everything = listings.length < FEED_LIMIT && bound <= FEED_RADIUS_MILES;
  const beyond = storefronts.at(-1)! > bound;
  if (!everything && !beyond) return null;
  let lead = 0;
  away.forEach((miles, index) => {
    if (miles !== null && miles <= bound) lead = index + 1;
  });
  return lead <= MAX_FIRST_PAGE_LEAD ? lead : null;
}

/** Whether distances a page shows were measured from the city's point, its visitor's cell, or the visitor. */
export type DistanceOriginKind = "city" | "cell" | "visitor";
