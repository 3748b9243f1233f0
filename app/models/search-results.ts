import type { Deal } from "./deal";
import type { LocalListing } from "./local-listing";
import type { SdcCoupon } from "./sdc-coupon";

/** SPEC §9: the feed is asked for 10 per group, 9 are shown. */
export const SEARCH_LIMIT = 10;
export const SEARCH_SHOWN_PER_GROUP = 9;
export const MIN_SEARCH_LENGTH = 3;

export interface SiteSearchResults {
  term: string;
  /** True when the feed answered RESOURCE_NOT_FOUND: the page falls back to keyword-filtered partner deals. */
  notFound: boolean;
  locationListings: LocalListing[];
  serviceListings: LocalListing[];
  sdcListings: SdcCoupon[];
}

/** What the search page shows: the term, the visitor's place, the feed's groups, nearby deals, a failure message. */
export type SearchPageData = {
  term: string;
  place: { label: string; slug: string } | null;
  results: SiteSearchResults | null;
  /** Partner deals near the visitor matching the words (SPEC §8: all that is shown when the feed found nothing). */
  deals: Deal[];
  message: string | null;
};
