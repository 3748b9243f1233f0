import type { LoaderFunctionArgs } from "@remix-run/node";
import { locationSlug } from "~/models/slug";
import { MIN_SEARCH_LENGTH } from "~/models/search-results";
import { suggestionGroups } from "~/models/search-suggestions";
import { getServices } from "~/services/index.server";
import { jsonResponse, methodNotAllowed } from "~/services/json-response.server";
import { readLocationCookie } from "~/services/location-cookie.server";
import { settle } from "~/services/settle.server";

/** The header's type-ahead (SPEC §5): a few results of each group for `term`, near the visitor when known. */
export async function loader({ request }: LoaderFunctionArgs) {
  const term = (new URL(request.url).searchParams.get("term") ?? "").trim().slice(0, 100);
  if (term.length < MIN_SEARCH_LENGTH) return jsonResponse({ term, groups: [] });
  const location = readLocationCookie(request);
  const found = await settle(getServices().search.searchSite(term, location?.coords));
  // SPEC §8: a failed search is only logged; the dropdown stays empty and Enter still leads to the results page.
  if (!found.ok) console.warn(`search suggestions failed: ${found.message}`);
  const slug = location ? locationSlug(location.city, location.state) : null;
  return jsonResponse(
    { term, groups: found.ok ? suggestionGroups(found.data, slug) : [] },
    { headers: { "Cache-Control": "private, max-age=60", Vary: "Cookie" } },
  );
}

/** Read-only: the type-ahead only loads from here. */
export function action() {
  return methodNotAllowed("GET, HEAD");
}
