import type { FeaturedPromotionData } from "~/components/featured/FeaturedPromotionView";
import { loadEditorialPage } from "~/pages/related-offers.server";
import { getServices } from "~/services/index.server";

export type { FeaturedPromotionData };

/**
 * `/featured-promotion/{slug}`: a billboard's landing page — its story, where it leads on this site, and what it is
 * about. Unknown slug: 404.
 */
export const loadFeaturedPromotion = (request: Request, context: unknown, slug: string) =>
  loadEditorialPage("promotion", getServices().contentRepository.getFeaturedPromotion(slug), request, context);
