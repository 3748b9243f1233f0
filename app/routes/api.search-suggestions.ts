import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonResponse, methodNotAllowed } from "~/http/json-response.server";
import { isSearchable, searchTermOf, suggestionGroups } from "~/models/search-results";
import { runSearch } from "~/pages/site-search.server";

/** The header's type-ahead (SPEC §5, §9): the results page's four groups for `term`, near the visitor when known. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const term = searchTermOf(new URL(request.url).searchParams.get("term"));
  if (!isSearchable(term)) return jsonResponse({ term, groups: [] });
  // SPEC §8: a failed search is only logged; the dropdown stays empty and Enter still leads to the results page.
  const { groups, slug } = await runSearch(request, context, term);
  return jsonResponse(
    { term, groups: suggestionGroups(groups, term, slug) },
    { headers: { "Cache-Control": "private, max-age=60", Vary: "Cookie" } },
  );
}

/** Read-only: the type-ahead only loads from here. */
export function action() {
  return methodNotAllowed("GET, HEAD");
}
