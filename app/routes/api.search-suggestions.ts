import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { isSearchable, searchTermOf, suggestionGroups } from "~/models/search-results";
import { runSearch } from "~/pages/site-search.server";

/** The header's type-ahead (SPEC §5, §9): the results page's four groups for `term`, near the visitor when known. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const term = searchTermOf(new URL(request.url).searchParams.get("term"));
  if (!isSearchable(term)) return data({ term, groups: [] });
  // SPEC §8: a failed search is only logged; the dropdown stays empty and Enter still leads to the results page.
  const { groups, slug } = await runSearch(request, context, term);
  return data(
    { term, groups: suggestionGroups(groups, term, slug) },
    { headers: { "Cache-Control": "private, max-age=60", Vary: "Cookie" } },
  );
}
