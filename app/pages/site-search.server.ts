import { dealsMatchingKeywords } from "~/models/deal";
import { searchGroups, type SearchGroups } from "~/models/search-results";
import { getServices } from "~/services/index.server";
import { settle } from "~/server/settle.server";
import { visitorOf } from "./visitor.server";

/**
 * One site search (SPEC §7, §8): the feed (with the visitor's point when known) and, in a corporate-owned
 * territory only (SPEC §4), nearby partner deals matching the words, in parallel. A failed search is logged and
 * its message shown; never a 500. Shared by the results page and the header's type-ahead.
 */
export async function runSearch(
  request: Request,
  context: unknown,
  term: string,
  perGroup?: number,
): Promise<{ groups: SearchGroups; message: string | null; notFound: boolean; slug: string | null }> {
  const visitor = await visitorOf(request, context);
  const coords = visitor.place?.coords;
  const dealsAllowed = visitor.place !== null && visitor.corporateOwned;
  const services = getServices();
  const [search, nearbyDeals] = await Promise.all([
    settle(services.search.searchSite(term, coords)),
    dealsAllowed ? settle(services.deals.getDeals(coords)) : null,
  ]);
  if (!search.ok) console.warn(`site search failed for a ${term.length}-character term: ${search.message}`);
  const deals = nearbyDeals?.ok ? dealsMatchingKeywords(nearbyDeals.data.deals, term) : [];
  return {
    groups: searchGroups(search.ok ? search.data : null, deals, { hasPlace: visitor.place !== null, dealsAllowed }, perGroup),
    message: search.ok ? null : search.message,
    notFound: search.ok && search.data.notFound,
    slug: visitor.place?.slug ?? null,
  };
}
