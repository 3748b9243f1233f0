import type { LoaderFunctionArgs } from "@remix-run/node";
import { suggestionTerm } from "~/models/location-destination";
import { BRIEF_PAGE_LIFETIMES } from "~/models/cache-policy";
import { LOCATION_UNCHECKED } from "~/models/location-messages";
import { offeredPlaces } from "~/pages/place-choice.server";
import { jsonResponse, methodNotAllowed } from "~/http/json-response.server";

/** The location dialog's type-ahead (SPEC §5): suggestions for `q`, or an error for the snackbar (SPEC §8). */
export async function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  try {
    const suggestions = await offeredPlaces(suggestionTerm(q.slice(0, 100)));
    // No place at all is most often the search failing quietly: kept seconds, not the minutes a list is.
    const lifetime = suggestions.length > 0 ? 300 : BRIEF_PAGE_LIFETIMES.sMaxage;
    return jsonResponse({ suggestions }, { headers: { "Cache-Control": `public, max-age=${lifetime}` } });
  } catch {
    // The search failing says nothing of the place typed: the shopper is told to try again, not that it does not exist.
    return jsonResponse({ suggestions: [], error: LOCATION_UNCHECKED }, { headers: { "Cache-Control": "no-store" } });
  }
}

/** Read-only: the dialog only loads from here. */
export function action() {
  return methodNotAllowed("GET, HEAD");
}
