import type { ReactNode } from "react";
import styled from "styled-components";
import { AreaMessage, cardGrid, pictureCard, SiteLink, usePageRequestData } from "~/shared";
import { featuredCouponPath, type FeaturedCoupon } from "~/models/featured";

const FeaturedGrid = styled.ul.withConfig({ componentId: "FeaturedCouponList-Grid", displayName: "FeaturedGrid" })`
  ${cardGrid(280, 16)}
  margin-top: 24px;
`;

const FeaturedCard = styled.article.withConfig({ componentId: "FeaturedCouponList-Card", displayName: "FeaturedCard" })`
  ${pictureCard(8, 140)}
  img {
    object-fit: contain;
    background: ${(p) => p.theme.colors.background};
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
    line-height: 1.3;
  }
`;

const Where = styled.p.withConfig({ componentId: "FeaturedCouponList-Where" })`
  color: ${(p) => p.theme.colors.muted};
  font-weight: 600;
`;

/** A list of editors' picks: the area's message when it failed, a sentence when it is empty, else a card a pick. */
export function FeaturedPicks<T extends { slug: string }>({
  picks,
  message,
  label,
  none,
  children,
}: {
  picks: T[] | null;
  message: string | null;
  label: string;
  none: string;
  children: (pick: T) => ReactNode;
}) {
  if (picks === null) return <AreaMessage message={message ?? ""} />;
  if (picks.length === 0) return <p>{none}</p>;
  return (
    <FeaturedGrid aria-label={label}>
      {picks.map((pick) => (
        <li key={pick.slug}>
          <FeaturedCard>{children(pick)}</FeaturedCard>
        </li>
      ))}
    </FeaturedGrid>
  );
}

/** `/featured-coupon`: each pick with its business and town, linking to its own page. */
export function FeaturedCouponList({ coupons, message }: { coupons: FeaturedCoupon[] | null; message: string | null }) {
  usePageRequestData({ page: "featuredCoupons" });
  return (
    <>
      <h1>Featured Local Coupons</h1>
      <p>
        Our editors&apos; picks of coupons from local businesses worth a visit. Open one to see the offer and print it.
      </p>
      <FeaturedPicks
        picks={coupons}
        message={message}
        label="Featured coupons"
        none="No featured coupons right now: see the local coupons near you instead."
      >
        {(coupon) => (
          <>
            <img src={coupon.imageUrl} alt={`${coupon.businessName} logo`} width={280} height={140} loading="lazy" />
            <h2>
              <SiteLink to={featuredCouponPath(coupon.slug)}>{coupon.title}</SiteLink>
            </h2>
            <Where>
              {coupon.businessName} · {coupon.city}, {coupon.state}
            </Where>
            <p>{coupon.summary}</p>
          </>
        )}
      </FeaturedPicks>
    </>
  );
}
