import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeaturedPromotionList } from "~/components/featured/FeaturedPromotionList";
import { pageMeta } from "~/components/layout/meta";
import { FEATURED_PROMOTIONS_PATH } from "~/models/featured";
import { routeHeaders } from "~/pages/cache-headers";
import { loadFeaturedPromotions } from "./featured-promotions.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: "Featured Promotions",
    description: "This season's Valuvo promotions: pizza nights, game days, home projects and more, with the coupons that go with them.",
    canonicalPath: FEATURED_PROMOTIONS_PATH,
    noindex: !args.data?.promotions,
  });

export const loader = () => loadFeaturedPromotions();

export default function FeaturedPromotions() {
  return <FeaturedPromotionList {...useLoaderData<typeof loader>()} />;
}
