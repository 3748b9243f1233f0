/** SPEC §3 "Online (SDC) coupon" and the merchants the coupon-code pages list. */

export interface SdcCoupon {
  merchantId: number;
  businessName: string;
  logoURL: string;
  altTitle: string;
  title: string;
  description: string;
  /** Coupon-code category slug. */
  category: string;
  couponCode: string | null;
  printable: boolean;
  offerURL: string;
  componentUID: string;
  /**
   * Not in SPEC §3 (decision 031): the last day the offer can be used (YYYY-MM-DD), or null when it never expires.
   * Absent when the upstream does not say; nothing is shown then.
   */
  expirationDate?: string | null;
  /** Not in SPEC §3 (decision 031): the day the offer was last checked to work (YYYY-MM-DD), absent when unknown. */
  lastVerifiedDate?: string;
}

export interface Merchant {
  merchantId: number;
  businessName: string;
  slug: string;
  logoURL: string;
  category: string;
  offerCount: number;
}

export const MERCHANT_PLACEMENTS = ["welcomePage", "leftNavArea", "featuredMerchant"] as const;
export type MerchantPlacement = (typeof MERCHANT_PLACEMENTS)[number];

/** SPEC §4: the requested offer opens in the overlay, the merchant's other offers are kept beside it. */
export interface MerchantOfferSelection {
  merchantId: number;
  offer: SdcCoupon;
  otherOffers: SdcCoupon[];
}
