import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  type FavoriteCard,
  type FavoritesAnswer,
  localPagePath,
  locationSlug,
  pageWithOfferHref,
  parseFavorites,
} from "~/shared";
import { getServices } from "~/services/index.server";
import { jsonResponse, methodNotAllowed } from "~/http/json-response.server";
import { readLocationCookie } from "~/services/location-cookie.server";
import { settle } from "~/pages/settle.server";

const MAX_IDS = 100;

/**
 * The favorites dialog's cards (SPEC §2): the stored offer ids resolved against the listings of the visitor's
 * location, each opening its offer on the local page. Ids not offered here any more are left out.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const ids = parseFavorites(url.searchParams.get("ids")).slice(0, MAX_IDS).map(String);
  const location = readLocationCookie(request);
  const headers = { "Cache-Control": "private, no-store" };
  if (!location || ids.length === 0) {
    return jsonResponse({ city: location?.city ?? null, cards: [] } satisfies FavoritesAnswer, { headers });
  }
  const slug = locationSlug(location.city, location.state);
  const { listings } = getServices();
  const results = await Promise.all([
    settle(listings.getLocalListings(location.coords)),
    settle(listings.getServiceListings(location.coords)),
  ]);
  const cards: FavoriteCard[] = [];
  for (const id of ids) {
    for (const result of results) {
      if (!result.ok) continue;
      const listing = result.data.listings.find((candidate) => candidate.offers.some((offer) => offer.offerId === id));
      if (!listing) continue;
      const first = listing.offers[0]!;
      cards.push({
        offerId: id,
        businessName: listing.businessName,
        logoURL: listing.logoURL,
        title: first.title,
        href: pageWithOfferHref(localPagePath(slug), id),
      });
      break;
    }
  }
  return jsonResponse({ city: location.city, cards } satisfies FavoritesAnswer, { headers });
}

/** Read-only: the dialog only loads from here. */
export function action() {
  return methodNotAllowed("GET, HEAD");
}
