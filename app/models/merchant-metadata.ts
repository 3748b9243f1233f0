import type { Merchant } from "./sdc-coupon";

/** The merchant slug metadata search's answer: what `/coupon-codes/{merchantSlug}` needs for its meta tags. */
export interface MerchantSlugMetadata {
  merchant: Merchant;
  metaTitle: string;
  metaDescription: string;
}
