import type { LoaderFunctionArgs } from "@remix-run/node";
import { isIssuablePrintId } from "~/models/print-coupon-id";
import { printIdBarcodeSvg } from "~/routes/api.barcode.$printId/barcode.server";

/**
 * `/api/barcode/{printId}`: the Code 128 barcode of a coupon's print id (issue 30), an SVG the redeem screen shows as
 * an image so it works without JavaScript and prints sharp. Only an id the site could have issued around now is drawn
 * (issue 35: any 11–30 digits were drawn and kept by the edge for a year, so anyone could fill its cache); anything
 * else is a 404 nobody stores. Each print has its own id, so no second visitor ever asks for the same drawing: the
 * browser may keep it for good, a shared cache has nothing to gain (docs/decisions/036).
 */
export function loader({ params }: LoaderFunctionArgs) {
  const printId = params.printId ?? "";
  if (!isIssuablePrintId(printId, new Date())) {
    throw new Response("Not Found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(printIdBarcodeSvg(printId), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "private, max-age=31536000, immutable",
    },
  });
}
