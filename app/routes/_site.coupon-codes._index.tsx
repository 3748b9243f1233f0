import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Link, useLoaderData } from "@remix-run/react";
import {
  AreaMessage,
  BROWSE_PATH,
  COUPON_CODES_PATH,
  revalidateUnlessOnlyOverlayChanged,
  usePageRequestData,
} from "~/shared";
import { AdPlacementSlot } from "~/components/coupon-codes/AdPlacementSlot";
import { CategoryLinks } from "~/components/coupon-codes/CategoryLinks";
import { PageIntro, Section } from "~/components/coupon-codes/CouponCodesPage";
import { MerchantGrid } from "~/components/coupon-codes/MerchantGrid";
import { OfferGrid } from "~/components/coupon-codes/OfferGrid";
import { listingRoute } from "~/route-exports/listing-page";
import { loadCouponCodesHome } from "~/pages/coupon-codes.server";

export const { headers, meta } = listingRoute(COUPON_CODES_PATH);

export const loader = () => loadCouponCodesHome();

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function CouponCodesHome() {
  const { topOffers, featured, welcome, adSlot } = useLoaderData<typeof loader>();
  usePageRequestData({ page: "couponCodes" });
  return (
    <>
      <PageIntro
        title="Coupon Codes for Online Shops"
        lead="Save at your favorite online stores: copy a code or activate a deal, then shop as usual."
      />
      <Section aria-labelledby="top-offers-heading">
        <h2 id="top-offers-heading">Top Coupon Codes</h2>
        <OfferGrid offers={topOffers} label="Top coupon codes" />
      </Section>
      <AdPlacementSlot merchants={adSlot} />
      <Section aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured Brands</h2>
        {featured.ok ? (
          <MerchantGrid merchants={featured.data} label="Featured brands" />
        ) : (
          <AreaMessage message={featured.message} />
        )}
      </Section>
      {welcome.length > 0 ? (
        <Section aria-labelledby="welcome-heading">
          <h2 id="welcome-heading">Popular Stores</h2>
          <MerchantGrid merchants={welcome} label="Popular stores" />
        </Section>
      ) : null}
      <Section aria-labelledby="categories-heading">
        <h2 id="categories-heading">Browse by Category</h2>
        <CategoryLinks label="Coupon code categories" />
        <p>
          <Link to={BROWSE_PATH}>See all categories</Link>
        </p>
      </Section>
    </>
  );
}
