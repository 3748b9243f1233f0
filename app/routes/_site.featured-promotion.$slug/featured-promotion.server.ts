import { data } from "@remix-run/node";
import type { FeaturedPromotionData } from "~/components/featured/FeaturedPromotionView";
import { relatedLocalCategories } from "~/models/related-categories";
import { relatedCouponCodes } from "~/pages/related-offers.server";
import { settle } from "~/pages/settle.server";
import { visitorOf } from "~/pages/visitor.server";
import { getServices } from "~/services/index.server";

export type { FeaturedPromotionData };

/**
 * `/featured-promotion/{slug}`: a billboard's landing page — its story, where it leads on this site, the local
 * categories it is about (for the visitor's place) and a few coupon codes of its categories. Unknown slug: 404.
 */
export async function loadFeaturedPromotion(request: Request, context: unknown, slug: string) {
  const [found, visitor] = await Promise.all([settle(getServices().contentRepository.getFeaturedPromotion(slug)), visitorOf(request, context)]);
  if (!found.ok) {
    if (found.status === 404) throw new Response(null, { status: 404 });
    return data<FeaturedPromotionData>({ promotion: null, message: found.message }, { status: 503 });
  }
  const promotion = found.data;
  return data<FeaturedPromotionData>({
    promotion,
    place: visitor.place && { slug: visitor.place.slug, label: visitor.place.label },
    localCategories: relatedLocalCategories(promotion.localCategoryIds),
    couponCodes: await relatedCouponCodes(promotion.couponCodeCategories),
    message: null,
  });
}
