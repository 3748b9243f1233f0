import { parseIsoDate } from "./recents";
import type { ListingSort } from "./url-state";

// The orders a shopper can choose for a local list (`?sort=`, links that work without JavaScript). Nearest first is
// the list as the listings service gives it: SPEC §9's featured organisation first, then by distance. An order the
// shopper chose is that order alone; a featured card keeps its 'Featured' mark wherever it lands.

export const LISTING_SORT_LABELS: Readonly<Record<ListingSort, string>> = {
  distance: "Nearest",
  "ending-soon": "Ending soon",
  newest: "Newest",
};

type Sortable = {
  offers: readonly { offerId: string; displayExpiration: boolean; offerExpirationDate: string }[];
};

/** When the card's headline offer ends, as the card says it; an offer without a date ends never (sorted last). */
function endsAt(listing: Sortable): number {
  const first = listing.offers[0];
  if (!first?.displayExpiration) return Number.POSITIVE_INFINITY;
  return parseIsoDate(first.offerExpirationDate)?.getTime() ?? Number.POSITIVE_INFINITY;
}

/**
 * How new a listing's coupons are: the id of its newest offer on hand (a card carries its headline offer). The spec
 * gives offers no date of their own; the coupon feed numbers offers as they are added, so a higher id is newer.
 */
function newestOffer(listing: Sortable): number {
  return Math.max(
    -1,
    ...listing.offers.map((offer) => (/^\d{1,15}$/.test(offer.offerId) ? Number(offer.offerId) : -1)),
  );
}

/** A list in the order chosen; ties (and the default order) keep the list's own order. */
export function sortListings<T extends Sortable>(listings: readonly T[], sort: ListingSort): T[] {
  if (sort === "distance") return [...listings];
  const key = sort === "ending-soon" ? endsAt : (listing: T) => -newestOffer(listing);
  return listings
    .map((listing, index) => ({ listing, index, key: key(listing) }))
    .sort((a, b) => (a.key === b.key ? 0 : a.key < b.key ? -1 : 1) || a.index - b.index)
    .map(({ listing }) => listing);
}
