import { useLoaderData } from "@remix-run/react";
import { FeaturedPromotionList } from "~/components/featured/FeaturedPromotionList";
import { FEATURED_PROMOTIONS_PATH } from "~/models/featured";
import { listingRoute } from "~/route-exports/listing-page";
import { loadFeaturedPromotions } from "./featured-promotions.server";

export const { headers, meta } = listingRoute(FEATURED_PROMOTIONS_PATH, "promotions");

export const loader = () => loadFeaturedPromotions();

export default function FeaturedPromotions() {
  return <FeaturedPromotionList {...useLoaderData<typeof loader>()} />;
}
