import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeaturedPromotionView } from "~/components/featured/FeaturedPromotionView";
import { FEATURED_PROMOTIONS_PATH, featuredPromotionPath } from "~/models/featured";
import { editorialRoute } from "~/route-exports/item-page";
import { loadFeaturedPromotion } from "./featured-promotion.server";

// Home › Featured Promotions › the promotion's title.
const section = { label: "Featured Promotions", to: FEATURED_PROMOTIONS_PATH };
// A billboard's landing page often shares its campaign's title ('Game Day Deals', /football): it says what it is.
export const { headers, meta, handle, shouldRevalidate } = editorialRoute(
  "promotion",
  "slug",
  section,
  featuredPromotionPath,
  "Featured Promotion",
  {
    titleNamesKind: true,
  },
);

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadFeaturedPromotion(request, context, params.slug ?? "");

export default function FeaturedPromotionPage() {
  return <FeaturedPromotionView data={useLoaderData<typeof loader>()} />;
}
