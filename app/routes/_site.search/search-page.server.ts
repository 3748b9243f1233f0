import { isSearchable, searchGroups, searchTermOf, type SearchPageData } from "~/models/search-results";
import { runSearch } from "~/pages/site-search.server";
import { visitorOf } from "~/pages/visitor.server";

/** `/search?term=`: under 3 characters nothing is asked. */
export async function loadSearchPage(request: Request, context: unknown): Promise<SearchPageData> {
  const term = searchTermOf(new URL(request.url).searchParams.get("term"));
  const { place } = await visitorOf(request, context);
  const where = place && { label: place.label, slug: place.slug };
  if (!isSearchable(term)) {
    return { term, place: where, groups: searchGroups(null, [], { hasPlace: false, dealsAllowed: false }), message: null, notFound: false, placeHasCoupons: null };
  }
  const { groups, message, notFound, placeHasCoupons } = await runSearch(request, context, term, undefined, true);
  return { term, place: where, groups, message, notFound, placeHasCoupons };
}
