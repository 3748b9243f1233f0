import { promotionBySlug, promotionListings } from "~/models/promotions";
import { loadLocalListings } from "~/pages/local-listings.server";
import { visitorOf } from "~/pages/visitor.server";

/**
 * A promotion page's data (SPEC §2 "Special Offers"): its entry in the promotions table, the visitor's place and the
 * matching local listings near it — or no place, and the page asks for one. A slug the table does not know is a
 * 404. Failures of a feed show its message; SPEC §4's critical ones (a 404) are the maintenance page.
 */
export async function loadPromotionPage(request: Request, context: unknown, slug: string) {
  const promotion = promotionBySlug(slug);
  if (!promotion) throw new Response(null, { status: 404 });
  const { place } = await visitorOf(request, context);
  const renderedAt = new Date().toISOString();
  if (!place) return { promotion, place: null, listings: [], message: null, renderedAt };
  const { localOffers, localServices } = await loadLocalListings(place);
  const all = [
    ...(localOffers.ok ? localOffers.data.listings : []),
    ...(localServices.ok ? localServices.data.listings : []),
  ];
  const failed = !localOffers.ok ? localOffers.message : !localServices.ok ? localServices.message : null;
  return { promotion, place, listings: promotionListings(promotion, all), message: failed, renderedAt };
}
