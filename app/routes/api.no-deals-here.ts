import type { LoaderFunctionArgs } from "@remix-run/node";
import { dealsAvailableTo, loadNoDealsHere } from "~/pages/deal-alternatives.server";
import { visitorOf } from "~/pages/visitor.server";
import { jsonResponse, methodNotAllowed } from "~/http/json-response.server";

/**
 * The location dialog opened on Deals for a place without deals: why, and the nearest cities with deals (null when
 * the place has deals or there is no place). It answers for the visitor's own place cookie, so nothing shares it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const visitor = await visitorOf(request, context);
  const noDeals = dealsAvailableTo(visitor) ? null : await loadNoDealsHere(visitor, false);
  return jsonResponse({ noDeals }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Read-only: the dialog only loads from here. */
export function action() {
  return methodNotAllowed("GET, HEAD");
}
