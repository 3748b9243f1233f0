import styled from "styled-components";
import { usePageRequestData } from "~/components/analytics/PageRequest";
import { SiteLink } from "~/components/layout/SiteLink";
import { AreaMessage } from "~/components/newsroom/AreaMessage";
import { featuredCouponPath, type FeaturedCoupon } from "~/models/featured";
import { gridCard } from "~/styles/mixins";

export const FeaturedGrid = styled.ul.withConfig({ componentId: "FeaturedCouponList-Grid", displayName: "FeaturedGrid" })`
  list-style: none;
  margin: 24px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 16px;
`;

export const FeaturedCard = styled.article.withConfig({ componentId: "FeaturedCouponList-Card", displayName: "FeaturedCard" })`
  ${gridCard}
  display: flex;
  flex-direction: column;
  gap: 8px;
  height: 100%;
  img { width: 100%; height: 140px; object-fit: contain; border-radius: 4px; background: ${(p) => p.theme.colors.background}; }
  h2 { margin: 0; font-size: 1.1rem; line-height: 1.3; }
  p { margin: 0; }
`;

const Where = styled.p.withConfig({ componentId: "FeaturedCouponList-Where" })`
  color: ${(p) => p.theme.colors.muted};
  font-weight: 600;
`;

/** `/featured-coupon`: each pick with its business and town, linking to its own page. */
export function FeaturedCouponList({ coupons, message }: { coupons: FeaturedCoupon[] | null; message: string | null }) {
  usePageRequestData({ page: "featuredCoupons" });
  return (
    <>
      <h1>Featured Local Coupons</h1>
      <p>Our editors&apos; picks of coupons from local businesses worth a visit. Open one to see the offer and print it.</p>
      {coupons === null ? (
        <AreaMessage message={message ?? ""} />
      ) : coupons.length === 0 ? (
        <p>No featured coupons right now: see the local coupons near you instead.</p>
      ) : (
        <FeaturedGrid aria-label="Featured coupons">
          {coupons.map((coupon) => (
            <li key={coupon.slug}>
              <FeaturedCard>
                <img src={coupon.imageUrl} alt={`${coupon.businessName} logo`} width={280} height={140} loading="lazy" />
                <h2>
                  <SiteLink to={featuredCouponPath(coupon.slug)}>{coupon.title}</SiteLink>
                </h2>
                <Where>
                  {coupon.businessName} · {coupon.city}, {coupon.state}
                </Where>
                <p>{coupon.summary}</p>
              </FeaturedCard>
            </li>
          ))}
        </FeaturedGrid>
      )}
    </>
  );
}
