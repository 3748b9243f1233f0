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
