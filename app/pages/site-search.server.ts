import { dealsMatchingKeywords } from "~/models/deal";
import type { Coords } from "~/models/location";
import { searchGroups, type SearchGroups } from "~/models/search-results";
import { getServices } from "~/services/index.server";
import { settle } from "~/pages/settle.server";
import { visitorOf } from "./visitor.server";
import { log } from "~/services/log.server";
import { dealsAnswerAt } from "~/pages/deal-alternatives.server";

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
  /** Tell whether the place has local coupons at all (the results page's location message; not the type-ahead). */
  withCoverage = false,
): Promise<{
  groups: SearchGroups;
  message: string | null;
  notFound: boolean;
  slug: string | null;
  placeHasCoupons: boolean | null;
}> {
  const visitor = await visitorOf(request, context);
  const coords = visitor.place?.coords;
  const dealsAllowed = visitor.place !== null && visitor.corporateOwned;
  const services = getServices();
  const [search, nearbyDeals] = await Promise.all([
    settle(services.search.searchSite(term, coords)),
    dealsAllowed && coords ? dealsAnswerAt(coords) : null,
  ]);
  if (!search.ok) log.warn({ termLength: term.length, error: search.message }, "site search failed");
  const deals = nearbyDeals?.ok ? dealsMatchingKeywords(nearbyDeals.data.deals, term) : [];
  const groups = searchGroups(
    search.ok ? search.data : null,
    deals,
    { hasPlace: visitor.place !== null, dealsAllowed },
    perGroup,
  );
  return {
    groups,
    message: search.ok ? null : search.message,
    notFound: search.ok && search.data.notFound,
    slug: visitor.place?.slug ?? null,
    placeHasCoupons:
      withCoverage && search.ok && visitor.place ? await placeHasCoupons(visitor.place.coords, groups) : null,
  };
}

/**
 * Whether the visitor's place has local coupons at all (issue 25: the location message only when the location is
 * why nothing local was found): yes when the search found some; else the place's own listings (the same cached
 * answers its local page shows) tell. Unknown (null) when they cannot be had.
 */
async function placeHasCoupons(coords: Coords, groups: SearchGroups): Promise<boolean | null> {
  if (groups.near.length + groups.serving.length > 0) return true;
  const { listings } = getServices();
  const [near, serving] = await Promise.all([
    settle(listings.getLocalListings(coords)),
    settle(listings.getServiceListings(coords)),
  ]);
  if (!near.ok || !serving.ok) return null;
  return near.data.listings.length + serving.data.listings.length > 0;
}
