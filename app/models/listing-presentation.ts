import { distanceMiles, roundMiles } from "./distance";
import { featuredFirst } from "./featured-sort";
import { decodeHtmlEntities } from "./html-entities";
import type { LocalListing } from "./local-listing";

/**
 * One listing as the site shows it: the business name decoded once (SPEC §5) and the distance in miles with one
 * decimal, measured from the visitor when the upstream left it out but both points are known.
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
  return { ...listing, businessName: decodeHtmlEntities(listing.businessName), distance };
}

/** A list as the site shows it: each listing presented, the featured organisation first (SPEC §9), nothing dropped. */
export function presentListings<T extends LocalListing>(listings: readonly T[]): T[] {
  return featuredFirst(listings.map(presentListing));
}
