import type { Deal } from "./deal";
import type { SdcCoupon } from "./sdc-coupon";

/** Where Valuvo's referral is credited on partner sites (SPEC §7 "referral tag"). */
export const REFERRAL_TAG = "valuvo";
export const CLIPP_ORIGIN = "https://www.clipp.example";

/** SPEC §7: an online coupon opens the merchant's affiliate link with a reference id appended. */
export function affiliateUrl(coupon: Pick<SdcCoupon, "offerURL" | "componentUID">): string | null {
  let url: URL;
  try {
    url = new URL(coupon.offerURL);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  url.searchParams.set("refId", coupon.componentUID);
  return url.toString();
}

/** SPEC §9: 'Get Code' when the coupon has a code, otherwise 'Activate'. */
export function couponActionLabel(coupon: Pick<SdcCoupon, "couponCode">): "Get Code" | "Activate" {
  return coupon.couponCode ? "Get Code" : "Activate";
}

/**
 * SPEC §2/§7: a partner deal links to the partner's deal page, built from business id and url-slug and offer id
 * and url-slug, with an activity and the referral tag.
 */
export function clippDealUrl(
  deal: Pick<Deal, "id" | "slug"> & { business: Pick<Deal["business"], "id" | "slug"> },
  activity: "view" | "share" = "view",
): string {
  const path = `/${encodeURIComponent(deal.business.id)}-${encodeURIComponent(deal.business.slug)}/deals/${encodeURIComponent(deal.id)}-${encodeURIComponent(deal.slug)}`;
  const url = new URL(path, CLIPP_ORIGIN);
  url.searchParams.set("activity", activity);
  url.searchParams.set("ref", REFERRAL_TAG);
  return url.toString();
}
