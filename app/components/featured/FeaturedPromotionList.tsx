import { SiteLink, usePageRequestData } from "~/shared";
import { featuredPromotionPath, type FeaturedPromotion } from "~/models/featured";
import { FeaturedPicks } from "./FeaturedCouponList";

/** `/featured-promotion`: every current promotion with its picture and story, each linking to its page. */
export function FeaturedPromotionList({
  promotions,
  message,
}: {
  promotions: FeaturedPromotion[] | null;
  message: string | null;
}) {
  usePageRequestData({ page: "featuredPromotions" });
  return (
    <>
      <h1>Featured Promotions</h1>
      <p>Seasonal ideas from Valuvo, each with the local coupons and coupon codes that go with it.</p>
      <FeaturedPicks
        picks={promotions}
        message={message}
        label="Featured promotions"
        none="No featured promotions right now: see the local coupons near you instead."
      >
        {(promotion) => (
          <>
            <img src={promotion.imageUrl} alt="" width={280} height={140} loading="lazy" />
            <h2>
              <SiteLink to={featuredPromotionPath(promotion.slug)}>{promotion.title}</SiteLink>
            </h2>
            <p>{promotion.summary}</p>
          </>
        )}
      </FeaturedPicks>
    </>
  );
}
