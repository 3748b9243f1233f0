import type { PromotionCampaign } from "~/models/campaign";
import type { CampaignPageData } from "~/models/campaign-page";
import { CouponCodesSection, DealsSection, LocalCouponsSection } from "./CampaignOffers";

/** A seasonal or category promotion: curated local coupons near the visitor, then coupon codes and Clipp deals. */
export function PromotionView(props: CampaignPageData & { campaign: PromotionCampaign; zone: string }) {
  return (
    <>
      <LocalCouponsSection {...props} />
      {/* Codes come from the promotion's shop categories, not only its theme: the heading says what they are. */}
      <CouponCodesSection heading="Coupon codes for online shops" couponCodes={props.couponCodes} />
      <DealsSection {...props} />
    </>
  );
}
