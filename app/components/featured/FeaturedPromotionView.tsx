import styled from "styled-components";
import { usePageRequestData } from "~/components/analytics/PageRequest";
import { RelatedCouponCodes } from "~/components/coupon-codes/RelatedCouponCodes";
import { SiteLink } from "~/components/layout/SiteLink";
import { LocalCategoryLinks } from "~/components/local/LocalCategoryLinks";
import { UnavailablePage } from "~/components/newsroom/AreaMessage";
import { Paragraphs } from "~/components/newsroom/ContentText";
import type { CouponCodeCategory } from "~/models/coupon-code-categories";
import { FEATURED_PROMOTIONS_PATH, type FeaturedPromotion } from "~/models/featured";
import type { LocalCategory } from "~/models/local-categories";
import type { Result } from "~/models/result";
import type { SdcCoupon } from "~/models/sdc-coupon";
import { columnsUntilMd, primaryButton, wrappingRow } from "~/styles/mixins";

export type FeaturedPromotionData =
  | {
      promotion: FeaturedPromotion;
      place: { slug: string; label: string } | null;
      localCategories: LocalCategory[];
      couponCodes: { categories: CouponCodeCategory[]; offers: Result<SdcCoupon[]> | null };
      message: null;
    }
  | { promotion: null; message: string };

const Hero = styled.header.withConfig({ componentId: "FeaturedPromotionView-Hero", displayName: "PromotionHero" })`
  ${columnsUntilMd("minmax(0, 3fr) minmax(0, 2fr)")}
  align-items: center;
  img { width: 100%; max-height: 280px; object-fit: cover; border-radius: 8px; }
  h1 { margin: 0 0 8px; }
`;

const Story = styled.div.withConfig({ componentId: "FeaturedPromotionView-Story" })`
  max-width: 760px;
  p { font-size: 1.05rem; }
`;

const Links = styled.ul.withConfig({ componentId: "FeaturedPromotionView-Links" })`
  ${wrappingRow(12)}
  margin-top: 16px;
  a { ${primaryButton} }
`;

const Section = styled.section.withConfig({ componentId: "FeaturedPromotionView-Section" })`
  margin-top: 32px;
  h2 { font-size: 1.3rem; margin: 0 0 12px; }
`;

/** `/featured-promotion/{slug}`: the promotion's story, its calls to action, and the coupons that go with it. */
export function FeaturedPromotionView({ data }: { data: FeaturedPromotionData }) {
  usePageRequestData({ page: "featuredPromotion", slug: data.promotion?.slug ?? null });
  if (data.promotion === null) {
    return <UnavailablePage title="Featured Promotion" message={data.message} back={{ to: FEATURED_PROMOTIONS_PATH, label: "All featured promotions" }} />;
  }
  const { promotion, place, localCategories, couponCodes } = data;
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
      {localCategories.length > 0 ? (
        <Section aria-labelledby="promotion-local">
          <h2 id="promotion-local">{place ? `Local coupons in ${place.label}` : "Local coupons near you"}</h2>
          <LocalCategoryLinks categories={localCategories} place={place} label="Local coupon categories of this promotion" />
        </Section>
      ) : null}
      <RelatedCouponCodes id="promotion-codes" heading="Coupon codes for online shops" categories={couponCodes.categories} offers={couponCodes.offers} />
      <p>
        <SiteLink to={FEATURED_PROMOTIONS_PATH}>All featured promotions</SiteLink>
      </p>
    </>
  );
}
