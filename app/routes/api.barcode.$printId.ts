import type { LoaderFunctionArgs } from "@remix-run/node";
import { isPrintId } from "~/models/wallet";
import { printIdBarcodeSvg } from "~/server/barcode.server";

/**
 * `/api/barcode/{printId}`: the Code 128 barcode of a coupon's print id (issue 30), an SVG the redeem screen shows as
 * an image so it works without JavaScript and prints sharp. The drawing depends on the id alone, so it may be kept
 * for a year anywhere; it names nothing about the visitor. Anything but a print id is a 404.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const printId = params.printId ?? "";
  if (!isPrintId(printId)) throw new Response("Not Found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(printIdBarcodeSvg(printId), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
