import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { FeaturedCouponView } from "~/components/featured/FeaturedCouponView";
import { FEATURED_COUPONS_PATH, featuredCouponPath } from "~/models/featured";
import { revalidateUnlessOnlyOverlayChanged } from "~/shared";
import { itemRoute } from "~/route-exports/item-page";
import { loadFeaturedCoupon, type FeaturedCouponData } from "./featured-coupon.server";

// Home › Featured Coupons › the business's name.
export const { headers, meta, handle } = itemRoute<FeaturedCouponData>({
  fallbackTitle: "Featured Coupon",
  meta: ({ coupon, message }) =>
    coupon && {
      title: `${coupon.title} | ${coupon.city}, ${coupon.state}`,
      description: coupon.summary,
      canonicalPath: featuredCouponPath(coupon.slug),
      noindex: message !== null,
    },
  parents: [{ label: "Featured Coupons", to: FEATURED_COUPONS_PATH }],
  param: "slug",
  crumb: (data) => data?.coupon?.businessName,
});

export const loader = ({ params }: LoaderFunctionArgs) => loadFeaturedCoupon(params.slug ?? "");

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function FeaturedCouponPage() {
  return <FeaturedCouponView data={useLoaderData<typeof loader>()} />;
}
