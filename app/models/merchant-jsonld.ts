import { AVAILABILITY, SCHEMA_CONTEXT } from "./jsonld";
import type { Merchant, SdcCoupon } from "./sdc-coupon";

/**
 * A coupon-code merchant page's structured data: the merchant as an Organization with its logo and its current
 * online offers. The offers are the merchant's own (no prices or end dates in the feed): each is available online,
 * at the merchant's page here.
 */
export function merchantJsonLd(
  merchant: Pick<Merchant, "businessName" | "logoURL">,
  offers: readonly SdcCoupon[],
  canonicalUrl: string,
) {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Organization",
    name: merchant.businessName,
    url: canonicalUrl,
    ...(merchant.logoURL ? { logo: merchant.logoURL, image: merchant.logoURL } : {}),
    makesOffer: offers.map((offer) => ({
      "@type": "Offer",
      name: offer.title,
      description: offer.description.trim() || offer.title,
      url: canonicalUrl,
      availability: AVAILABILITY.inStock,
      offeredBy: { "@type": "Organization", name: merchant.businessName },
    })),
  };
}
