// The paths of the pages that list what an upstream answers, in a module of their own: the listing pages' copy
// (`listing-pages.ts`) is keyed by them and ships with the home page, which must not take the contest, coverage,
// featured or deals-directory rules to the browser just to spell another page's path.

export const COUPON_CODES_PATH = "/coupon-codes";
export const GROCERY_COUPONS_PATH = "/grocery-coupons";
export const CONTESTS_PATH = "/coupons/showcontest";
export const DEALS_DIRECTORY_PATH = "/coupons/deals";
export const SERVICES_PATH = "/services";
export const FEATURED_COUPONS_PATH = "/featured-coupon";
export const FEATURED_PROMOTIONS_PATH = "/featured-promotion";
/** The city directory: every covered place by state, linked from the footer (decision 009). */
export const CITY_DIRECTORY_PATH = "/local/cities";
