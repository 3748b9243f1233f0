import type { LoaderFunctionArgs } from "@remix-run/node";
import { suggestionTerm } from "~/models/location-destination";
import { BRIEF_PAGE_LIFETIMES } from "~/models/cache-policy";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { isUpstreamError } from "~/services/http.server";
import { offeredPlaces } from "~/pages/place-choice.server";
import { jsonResponse, methodNotAllowed } from "~/http/json-response.server";

/** The location dialog's type-ahead (SPEC §5): suggestions for `q`, or an error for the snackbar. */
export async function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  try {
    const suggestions = await offeredPlaces(suggestionTerm(q.slice(0, 100)));
    // No place at all is most often the search failing quietly: kept seconds, not the minutes a list is.
    const lifetime = suggestions.length > 0 ? 300 : BRIEF_PAGE_LIFETIMES.sMaxage;
    return jsonResponse({ suggestions }, { headers: { "Cache-Control": `public, max-age=${lifetime}` } });
  } catch (error) {
    const message = isUpstreamError(error) ? error.message : UPSTREAM_MESSAGES.location;
    return jsonResponse({ suggestions: [], error: message }, { headers: { "Cache-Control": "no-store" } });
  }
}

/** Read-only: the dialog only loads from here. */
export function action() {
  return methodNotAllowed("GET, HEAD");
}
