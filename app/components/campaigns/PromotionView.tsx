import type { PromotionCampaign } from "~/models/campaign";
import type { CampaignPageData } from "~/models/campaign-page";
import { CouponCodesSection, DealsSection, LocalCouponsSection } from "./CampaignOffers";

/** A seasonal or category promotion: curated local coupons near the visitor, then coupon codes and Clipp deals. */
export function PromotionView({
  campaign,
  place,
  listings,
  listingsMessage,
  couponCodes,
  deals,
  renderedAt,
  zone,
}: CampaignPageData & { campaign: PromotionCampaign; zone: string }) {
  return (
    <>
      <LocalCouponsSection title={campaign.title} place={place} listings={listings} message={listingsMessage} renderedAt={renderedAt} zone={zone} />
      <CouponCodesSection heading={`${campaign.title}: coupon codes for online shops`} couponCodes={couponCodes} />
      <DealsSection place={place} deals={deals} />
    </>
  );
}
