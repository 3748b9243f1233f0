import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCouponOffer } from "~/pages/coupon-offer.server";
import { jsonResponse } from "~/http/json-response.server";

/**
 * The offer a `?cpncode=` names, for the online-offer dialog opened in the browser: the shells render it on a
 * document request, and this answers it on client navigations so opening a dialog reloads no shell (DESIGN §3).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return jsonResponse(
    { couponOffer: await loadCouponOffer(request, context) },
    { headers: { "Cache-Control": "no-store" } },
  );
}
