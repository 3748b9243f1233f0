import styled from "styled-components";
import { columnsUntilMd, primaryButton, SiteLink, UnavailablePage, usePageRequestData, wrappingRow } from "~/shared";
import { RelatedOffers, type RelatedOffersData } from "~/components/coupon-codes/RelatedCouponCodes";
import { Paragraphs } from "~/components/newsroom/ContentText";
import { FEATURED_PROMOTIONS_PATH, type FeaturedPromotion } from "~/models/featured";

export type FeaturedPromotionData =
  ({ promotion: FeaturedPromotion; message: null } & RelatedOffersData) | { promotion: null; message: string };

const Hero = styled.header.withConfig({ componentId: "FeaturedPromotionView-Hero", displayName: "PromotionHero" })`
  ${columnsUntilMd("minmax(0, 3fr) minmax(0, 2fr)")}
  align-items: center;
  img {
    width: 100%;
    max-height: 280px;
    object-fit: cover;
    border-radius: 8px;
  }
  h1 {
    margin: 0 0 8px;
  }
`;

const Story = styled.div.withConfig({ componentId: "FeaturedPromotionView-Story" })`
  max-width: 760px;
  p {
    font-size: 1.05rem;
  }
`;

const Links = styled.ul.withConfig({ componentId: "FeaturedPromotionView-Links" })`
  ${wrappingRow(12)}
  margin-top: 16px;
  a {
    ${primaryButton}
  }
`;

/** `/featured-promotion/{slug}`: the promotion's story, its calls to action, and the coupons that go with it. */
export function FeaturedPromotionView({ data }: { data: FeaturedPromotionData }) {
  usePageRequestData({ page: "featuredPromotion", slug: data.promotion?.slug ?? null });
  if (data.promotion === null) {
    return (
      <UnavailablePage
        title="Featured Promotion"
        message={data.message}
        back={{ to: FEATURED_PROMOTIONS_PATH, label: "All featured promotions" }}
      />
    );
  }
  const { promotion } = data;
  return (
    <>
      <Hero>
        <div>
          <h1>{promotion.title}</h1>
          <p>{promotion.summary}</p>
        </div>
        <img src={promotion.imageUrl} alt="" width={480} height={280} />
      </Hero>
      <Story>
        <Paragraphs paragraphs={promotion.paragraphs} />
      </Story>
      {promotion.links.length > 0 ? (
        <nav aria-label={`${promotion.title}: where to start`}>
          <Links>
            {promotion.links.map((link) => (
              <li key={link.href}>
                <SiteLink to={link.href}>{link.label}</SiteLink>
              </li>
            ))}
          </Links>
        </nav>
      ) : null}
      <RelatedOffers data={data} idPrefix="promotion" what="promotion" />
      <p>
        <SiteLink to={FEATURED_PROMOTIONS_PATH}>All featured promotions</SiteLink>
      </p>
    </>
  );
}
