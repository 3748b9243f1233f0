import type { CouponCodeCategory } from "~/models/coupon-code-categories";
import type { Merchant, SdcCoupon } from "~/models/sdc-coupon";
import { AdPlacementSlot } from "./AdPlacementSlot";
import { PageIntro, Section, WithSideMerchants } from "./CouponCodesPage";
import { MerchantGrid } from "./MerchantGrid";
import { OfferGrid } from "./OfferGrid";

/** One coupon-code category: its offers, then its stores, with the left-navigation merchants beside them. */
export function CategoryPage({
  title,
  lead,
  category,
  offers,
  merchants,
  leftNav,
  adSlot,
  storesTitle = `${category.title} Stores`,
}: {
  title: string;
  lead: string;
  category: CouponCodeCategory;
  offers: readonly SdcCoupon[];
  merchants: readonly Merchant[];
  leftNav: readonly Merchant[];
  /** The featuredMerchant ad placement (SPEC §2 "cpncode"). */
  adSlot: readonly Merchant[];
  storesTitle?: string;
}) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <WithSideMerchants merchants={leftNav}>
        <Section aria-labelledby="category-offers-heading">
          <h2 id="category-offers-heading">{category.title} Offers</h2>
          <OfferGrid offers={offers} label={`${category.title} offers`} />
        </Section>
        <AdPlacementSlot merchants={adSlot} />
        <Section aria-labelledby="category-merchants-heading">
          <h2 id="category-merchants-heading">{storesTitle}</h2>
          <MerchantGrid merchants={merchants} label={storesTitle} />
        </Section>
      </WithSideMerchants>
    </>
  );
}
