import styled from "styled-components";
import { LocalCategoryLinks } from "~/components/local/LocalCategoryLinks";
import { AreaMessage, type LocalCategory } from "~/shared";
import type { CouponCodeCategory } from "~/models/coupon-code-categories";
import type { Result } from "~/models/result";
import type { SdcCoupon } from "~/models/sdc-coupon";
import { CategoryLinks } from "./CategoryLinks";
import { OfferGrid } from "./OfferGrid";

const Section = styled.section.withConfig({ componentId: "RelatedCouponCodes-Section", displayName: "RelatedSection" })`
  margin-top: 32px;
  h2 {
    font-size: 1.3rem;
    margin: 0 0 12px;
  }
`;

const CodesSection = styled(Section).withConfig({
  componentId: "RelatedCouponCodes-CodesSection",
  displayName: "RelatedCouponCodes",
})`
  ul + ul {
    margin-top: 16px;
  }
`;

/** What an editorial page (a blog article, a featured promotion) offers beside its story. */
export type RelatedOffersData = {
  place: { slug: string; label: string } | null;
  localCategories: LocalCategory[];
  couponCodes: { categories: CouponCodeCategory[]; offers: Result<SdcCoupon[]> | null };
};

/**
 * The coupon codes an editorial page is about: its categories as links to their browse pages, and a few offers
 * whose titles open the coupon-code dialog (`?cpncode=`, server-rendered by the shell).
 */
export function RelatedCouponCodes({
  id,
  heading,
  categories,
  offers,
}: {
  id: string;
  heading: string;
  categories: readonly CouponCodeCategory[];
  offers: Result<SdcCoupon[]> | null;
}) {
  if (categories.length === 0) return null;
  return (
    <CodesSection aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <CategoryLinks categories={categories} label={`${heading}: categories`} />
      {offers === null ? null : offers.ok ? (
        offers.data.length > 0 ? (
          <OfferGrid offers={offers.data} label={`${heading}: offers`} />
        ) : null
      ) : (
        <AreaMessage message={offers.message} />
      )}
    </CodesSection>
  );
}

/**
 * Where to use an editorial page's advice: its local coupon categories for the visitor's place, then its coupon
 * codes. `idPrefix` names the two sections' headings; `what` ("article", "promotion") ends the categories' label.
 */
export function RelatedOffers({ data, idPrefix, what }: { data: RelatedOffersData; idPrefix: string; what: string }) {
  const { place, localCategories, couponCodes } = data;
  return (
    <>
      {localCategories.length > 0 ? (
        <Section aria-labelledby={`${idPrefix}-local`}>
          <h2 id={`${idPrefix}-local`}>{place ? `Local coupons in ${place.label}` : "Local coupons near you"}</h2>
          <LocalCategoryLinks
            categories={localCategories}
            place={place}
            label={`Local coupon categories of this ${what}`}
          />
        </Section>
      ) : null}
      <RelatedCouponCodes
        id={`${idPrefix}-codes`}
        heading="Coupon codes for online shops"
        categories={couponCodes.categories}
        offers={couponCodes.offers}
      />
    </>
  );
}
