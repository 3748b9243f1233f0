import type { LoaderFunctionArgs } from "@remix-run/node";
import { locationLabel } from "~/models/location";
import type { VisitorPlaceAnswer } from "~/models/visitor-distances";
import { jsonResponse } from "~/http/json-response.server";
import { readLocationCookie } from "~/services/location-cookie.server";

/**
 * Not counted against the instances' budget per address (server/address-budget.mjs): every page view of every phone
 * behind a carrier's address asks it, and it costs no more than a static file.
 */
export const addressBudgetExemption = "reads the location cookie: no upstream call, no render";

/**
 * The visitor's own place, for the browser to measure distances from (decision 040): `/local/…` pages are shared by
 * every visitor of a city, so their HTML measures from the city's point and the visitor's ZIP and coordinates reach
 * only their own browser, through this private answer. The location cookie is HttpOnly, so a script cannot read it;
 * no upstream is asked (the cookie is read by the one rule of decision 020 and believed only as the site issued it).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const location = readLocationCookie(request);
  const answer: VisitorPlaceAnswer = {
    place: location && { label: locationLabel(location), zip: location.zip, coords: location.coords },
  };
  return jsonResponse(answer, { headers: { "Cache-Control": "private, no-store", Vary: "Cookie" } });
}
