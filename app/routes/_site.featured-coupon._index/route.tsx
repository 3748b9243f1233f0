import { useLoaderData } from "@remix-run/react";
import { FeaturedCouponList } from "~/components/featured/FeaturedCouponList";
import { FEATURED_COUPONS_PATH } from "~/models/featured";
import { listingRoute } from "~/route-exports/listing-page";
import { loadFeaturedCoupons } from "./featured-coupons.server";

export const { headers, meta } = listingRoute(FEATURED_COUPONS_PATH, "coupons");

export const loader = () => loadFeaturedCoupons();

export default function FeaturedCoupons() {
  return <FeaturedCouponList {...useLoaderData<typeof loader>()} />;
}
