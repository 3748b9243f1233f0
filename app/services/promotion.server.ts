import { data } from "@remix-run/node";
import { locationLabel } from "~/models/location";
import { promotionListings, type Promotion } from "~/models/promotions";
import { locationSlug } from "~/models/slug";
import { loadLocalListings, localPageHeaders } from "~/pages/local-listings.server";
import { readLocationCookie } from "./location-cookie.server";

/**
 * A promotion page's data: the visitor's place (from the cookie) and the matching local listings near it, or no
 * place at all, in which case the page asks for one. Failures of a feed show its message; SPEC §4's critical ones
 * (a 404) are the maintenance page, as on the local pages.
 */
export async function loadPromotion(request: Request, promotion: Promotion) {
  const location = readLocationCookie(request);
  const renderedAt = new Date().toISOString();
  if (!location) {
    return data({ place: null, listings: [], message: null, renderedAt }, { headers: localPageHeaders(null) });
  }
  const { localOffers, localServices } = await loadLocalListings(location);
  const all = [
    ...(localOffers.ok ? localOffers.data.listings : []),
    ...(localServices.ok ? localServices.data.listings : []),
  ];
  const failed = !localOffers.ok ? localOffers.message : !localServices.ok ? localServices.message : null;
  return data(
    {
      place: { ...location, label: locationLabel(location), slug: locationSlug(location.city, location.state) },
      listings: promotionListings(promotion, all),
      message: failed,
      renderedAt,
    },
    { headers: localPageHeaders(null) },
  );
}

export type PromotionData = Awaited<ReturnType<typeof loadPromotion>>["data"];
