import { data } from "@remix-run/node";
import type { FeaturedPromotion } from "~/models/featured";
import { newestFirst } from "~/models/newsroom";
import { settle } from "~/pages/settle.server";
import { getServices } from "~/services/index.server";

export type FeaturedPromotionsData = { promotions: FeaturedPromotion[]; message: null } | { promotions: null; message: string };

/** `/featured-promotion`: the landing pages of the billboards and specialty links, newest first. */
export async function loadFeaturedPromotions() {
  const result = await settle(getServices().contentRepository.getFeaturedPromotions());
  return result.ok
    ? data<FeaturedPromotionsData>({ promotions: newestFirst(result.data), message: null })
    : data<FeaturedPromotionsData>({ promotions: null, message: result.message }, { status: 503 });
}
