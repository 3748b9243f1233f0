import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeaturedCouponList } from "~/components/featured/FeaturedCouponList";
import { pageMeta } from "~/components/layout/meta";
import { FEATURED_COUPONS_PATH } from "~/models/featured";
import { routeHeaders } from "~/pages/cache-headers";
import { loadFeaturedCoupons } from "./featured-coupons.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: "Featured Local Coupons",
    description: "Local coupons our editors picked this month: restaurants, salons, fun and services from businesses near you.",
    canonicalPath: FEATURED_COUPONS_PATH,
    noindex: !args.data?.coupons,
  });

export const loader = () => loadFeaturedCoupons();

export default function FeaturedCoupons() {
  return <FeaturedCouponList {...useLoaderData<typeof loader>()} />;
}
