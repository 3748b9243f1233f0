import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadSiteOffer } from "~/pages/site-offer.server";
import { jsonResponse } from "~/http/json-response.server";

/**
 * The local offer or partner deal `?offer=` / `?deal=` names, for the layout's dialogs opened in the browser: the
 * shells render it on a document request, and this answers it on client navigations (like `/api/coupon-offer`).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return jsonResponse(
    { siteOffer: await loadSiteOffer(request, context) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
