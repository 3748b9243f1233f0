import { distanceMiles, roundMiles } from "./distance";
import { everydayCategoryName } from "./category-names";
import { featuredFirst, isFeatured } from "./featured-sort";
import { decodeHtmlEntities } from "./html-entities";
import type { LocalListing } from "./local-listing";
import type { Coords } from "./location";

/**
 * One listing as the site shows it: the business name decoded once (SPEC §5), the everyday name of its trade, and
 * the distance in miles with one decimal, measured from the visitor when the upstream left it out but both points are known.
 */
export function presentListing<T extends LocalListing>(listing: T): T {
  const { location, userLocation } = listing;
  let distance = listing.distance === null ? null : roundMiles(listing.distance);
  if (distance === null && location !== null) {
    distance = distanceMiles(
      { lat: userLocation.latitude, lng: userLocation.longitude },
      { lat: location.latitude, lng: location.longitude },
    );
  }
  return {
    ...listing,
    businessName: decodeHtmlEntities(listing.businessName),
    categoryName: everydayCategoryName(listing.naicDescription),
    distance,
  };
}

/**
 * The order of every list of listings: the featured organisation first (SPEC §9), then nearest first, the way a
 * shopper scans for what is close; listings without a distance last. The sort is stable, so ties keep the
 * upstream's order (the feed's own order is not by distance: it read 2.2, 11.3 … 1.4 mi).
 */
export function nearestFirst<T extends Pick<LocalListing, "orgIds" | "distance">>(listings: readonly T[]): T[] {
  const away = (listing: T) =>
    listing.distance === null || !Number.isFinite(listing.distance) ? Infinity : listing.distance;
  return [...listings].sort((a, b) => Number(isFeatured(b)) - Number(isFeatured(a)) || away(a) - away(b));
}

/**
 * A list as the site shows it: each listing presented, the featured organisation first (SPEC §9), nothing dropped,
 * the upstream's order otherwise kept: a search answer is ranked by relevance. Lists of what is near a place are
 * put nearest first where they are measured from the visitor (`measuredFrom`).
 */
export function presentListings<T extends LocalListing>(listings: readonly T[]): T[] {
  return featuredFirst(listings.map(presentListing));
}

// Answers are fetched and cached at a rounded point (coordinates.ts), but SPEC §5 measures from the visitor's own
// place: the same store must read the same distance on the home, local and search pages (issue 25: 0.2 mi on one,
// 0.0 mi on another). Visitors of one ZIP share a point, so each cached list keeps its few re-measured copies.
const MEASURED_PER_LIST = 32;
const measured = new WeakMap<readonly LocalListing[], Map<string, LocalListing[]>>();

/**
 * `listings` with each storefront's distance measured from `from` (great-circle, one decimal), in `nearestFirst`
 * order again: the visitor's own place can change which store is nearer than the rounded point's answer said.
 */
export function measuredFrom<T extends LocalListing>(listings: readonly T[], from: Coords): T[] {
  const key = `${from.lat},${from.lng}`;
  let copies = measured.get(listings);
  const known = copies?.get(key);
  if (known) return known as T[];
  const result = nearestFirst(
    listings.map((listing) => {
      const { location } = listing;
      if (location === null || !Number.isFinite(location.latitude) || !Number.isFinite(location.longitude))
        return listing;
      const distance = distanceMiles(from, { lat: location.latitude, lng: location.longitude });
      return distance === listing.distance ? listing : { ...listing, distance };
    }),
  );
  if (!copies) {
    copies = new Map();
    measured.set(listings, copies);
  }
  if (copies.size >= MEASURED_PER_LIST) copies.clear();
  copies.set(key, result);
  return result;
}
