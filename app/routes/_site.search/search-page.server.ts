import { dealsMatchingKeywords } from "~/models/deal";
import { locationLabel } from "~/models/location";
import { MIN_SEARCH_LENGTH, type SearchPageData } from "~/models/search-results";
import { locationSlug } from "~/models/slug";
import { getServices } from "~/services/index.server";
import { readLocationCookie } from "~/services/location-cookie.server";
import { settle } from "~/pages/settle.server";

const MAX_TERM_LENGTH = 100;

/**
 * `/search?term=`: the site search feed (with the visitor's coordinates when known) and nearby partner deals, in
 * parallel. Under 3 characters nothing is asked. A failed search is logged and its message shown; never a 500.
 */
export async function loadSearch(request: Request): Promise<SearchPageData> {
  const term = (new URL(request.url).searchParams.get("term") ?? "").trim().slice(0, MAX_TERM_LENGTH);
  const location = readLocationCookie(request);
  const place = location && { label: locationLabel(location), slug: locationSlug(location.city, location.state) };
  if (term.length < MIN_SEARCH_LENGTH) return { term, place, results: null, deals: [], message: null };

  const services = getServices();
  const [search, nearbyDeals] = await Promise.all([
    settle(services.search.searchSite(term, location?.coords)),
    settle(services.deals.getDeals(location?.coords)),
  ]);
  if (!search.ok) console.warn(`site search failed for a ${term.length}-character term: ${search.message}`);
  const deals = nearbyDeals.ok ? dealsMatchingKeywords(nearbyDeals.data.deals, term) : [];
  const results = search.ok ? search.data : null;
  return {
    term,
    place,
    results: results?.notFound ? { ...results, locationListings: [], serviceListings: [], sdcListings: [] } : results,
    deals,
    message: search.ok ? null : search.message,
  };
}
