import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { FeaturedPromotionView } from "~/components/featured/FeaturedPromotionView";
import { errorMeta, pageMeta } from "~/components/layout/meta";
import type { RouteHandle } from "~/components/layout/route-handle";
import { segmentLabel } from "~/models/breadcrumbs";
import { FEATURED_PROMOTIONS_PATH, featuredPromotionPath } from "~/models/featured";
import { revalidateUnlessOnlyOverlayChanged } from "~/models/url-state";
import { routeHeaders } from "~/pages/cache-headers";
import { loadFeaturedPromotion, type FeaturedPromotionData } from "./featured-promotion.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) => {
  if (args.error) return errorMeta(args.error);
  const promotion = args.data?.promotion;
  return promotion
    ? pageMeta(args, { title: promotion.title, description: promotion.summary, canonicalPath: featuredPromotionPath(promotion.slug) })
    : pageMeta(args, { title: "Featured Promotion", noindex: true });
};

// Home › Featured Promotions › the promotion's title.
export const handle: RouteHandle = {
  breadcrumbs: (match) => {
    const promotion = (match.data as FeaturedPromotionData | undefined)?.promotion;
    return [
      { label: "Featured Promotions", to: FEATURED_PROMOTIONS_PATH },
      { label: promotion?.title ?? segmentLabel(match.params.slug ?? ""), to: match.pathname },
    ];
  },
};

export const loader = ({ request, params, context }: LoaderFunctionArgs) => loadFeaturedPromotion(request, context, params.slug ?? "");

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function FeaturedPromotionPage() {
  return <FeaturedPromotionView data={useLoaderData<typeof loader>()} />;
}
