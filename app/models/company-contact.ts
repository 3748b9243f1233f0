/**
 * Contact points the content pages publish (advertising sales, customer care, privacy and copyright), in one
 * place so the policies, the opt-out pages and the advertising page never disagree.
 */

export type Phone = { readonly display: string; readonly tel: string };

export const ADVERTISING_PHONE: Phone = { display: "1-800-555-0168", tel: "+18005550168" };
export const CUSTOMER_CARE_PHONE: Phone = { display: "1-800-555-0123", tel: "+18005550123" };

export const PRIVACY_EMAIL = "privacy@valuvo.com";
export const COPYRIGHT_EMAIL = "copyright@valuvo.com";
export const CUSTOMER_CARE_EMAIL = "care@valuvo.com";

export const HEADQUARTERS = "Saint Petersburg, Florida";

/** When the legal pages last changed; shown on each so readers can tell which version they agreed to. */
export const POLICIES_UPDATED = "November 2, 2026";

export const APP_STORE_URL = "https://apps.apple.com/us/app/valuvo-local-coupons/id1459843210";
export const GOOGLE_PLAY_URL = "https://play.google.com/store/apps/details?id=com.valuvo.coupons";
