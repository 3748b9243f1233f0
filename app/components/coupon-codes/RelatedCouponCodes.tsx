import styled from "styled-components";
import { AreaMessage } from "~/components/newsroom/AreaMessage";
import type { CouponCodeCategory } from "~/models/coupon-code-categories";
import type { Result } from "~/models/result";
import type { SdcCoupon } from "~/models/sdc-coupon";
import { CategoryLinks } from "./CategoryLinks";
import { OfferGrid } from "./OfferGrid";

const Section = styled.section.withConfig({ componentId: "RelatedCouponCodes-Section", displayName: "RelatedCouponCodes" })`
  margin-top: 32px;
  h2 { font-size: 1.3rem; margin: 0 0 12px; }
  ul + ul { margin-top: 16px; }
`;

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
    <Section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <CategoryLinks categories={categories} label={`${heading}: categories`} />
      {offers === null ? null : offers.ok ? (
        offers.data.length > 0 ? <OfferGrid offers={offers.data} label={`${heading}: offers`} /> : null
      ) : (
        <AreaMessage message={offers.message} />
      )}
    </Section>
  );
}
