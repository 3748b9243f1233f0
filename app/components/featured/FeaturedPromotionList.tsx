import { usePageRequestData } from "~/components/analytics/PageRequest";
import { SiteLink } from "~/components/layout/SiteLink";
import { AreaMessage } from "~/components/newsroom/AreaMessage";
import { featuredPromotionPath, type FeaturedPromotion } from "~/models/featured";
import { FeaturedCard, FeaturedGrid } from "./FeaturedCouponList";

/** `/featured-promotion`: every current promotion with its picture and story, each linking to its page. */
export function FeaturedPromotionList({ promotions, message }: { promotions: FeaturedPromotion[] | null; message: string | null }) {
  usePageRequestData({ page: "featuredPromotions" });
  return (
    <>
      <h1>Featured Promotions</h1>
      <p>Seasonal ideas from Valuvo, each with the local coupons and coupon codes that go with it.</p>
      {promotions === null ? (
        <AreaMessage message={message ?? ""} />
      ) : promotions.length === 0 ? (
        <p>No featured promotions right now: see the local coupons near you instead.</p>
      ) : (
        <FeaturedGrid aria-label="Featured promotions">
          {promotions.map((promotion) => (
            <li key={promotion.slug}>
              <FeaturedCard>
                <img src={promotion.imageUrl} alt="" width={280} height={140} loading="lazy" />
                <h2>
                  <SiteLink to={featuredPromotionPath(promotion.slug)}>{promotion.title}</SiteLink>
                </h2>
                <p>{promotion.summary}</p>
              </FeaturedCard>
            </li>
          ))}
        </FeaturedGrid>
      )}
    </>
  );
}
