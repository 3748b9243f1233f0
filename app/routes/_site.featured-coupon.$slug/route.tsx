import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { FeaturedCouponView } from "~/components/featured/FeaturedCouponView";
import { errorMeta, pageMeta } from "~/components/layout/meta";
import type { RouteHandle } from "~/components/layout/route-handle";
import { segmentLabel } from "~/models/breadcrumbs";
import { FEATURED_COUPONS_PATH, featuredCouponPath } from "~/models/featured";
import { revalidateUnlessOnlyOverlayChanged } from "~/models/url-state";
import { routeHeaders } from "~/pages/cache-headers";
import { loadFeaturedCoupon, type FeaturedCouponData } from "./featured-coupon.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) => {
  if (args.error) return errorMeta(args.error);
  const coupon = args.data?.coupon;
  if (!coupon) return pageMeta(args, { title: "Featured Coupon", noindex: true });
  return pageMeta(args, {
    title: `${coupon.title} | ${coupon.city}, ${coupon.state}`,
    description: coupon.summary,
    canonicalPath: featuredCouponPath(coupon.slug),
    noindex: args.data?.message !== null,
  });
};

// Home › Featured Coupons › the business's name.
export const handle: RouteHandle = {
  breadcrumbs: (match) => {
    const coupon = (match.data as FeaturedCouponData | undefined)?.coupon;
    return [
      { label: "Featured Coupons", to: FEATURED_COUPONS_PATH },
      { label: coupon?.businessName ?? segmentLabel(match.params.slug ?? ""), to: match.pathname },
    ];
  },
};

export const loader = ({ params }: LoaderFunctionArgs) => loadFeaturedCoupon(params.slug ?? "");

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function FeaturedCouponPage() {
  return <FeaturedCouponView data={useLoaderData<typeof loader>()} />;
}
