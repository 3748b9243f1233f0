import bwipjs from "bwip-js/node";
import { isPrintId } from "~/models/wallet";

/**
 * Issue 30: a coupon's print id as a Code 128 barcode, drawn by bwip-js (BWIPP's encoders) as SVG so it prints sharp
 * and needs no JavaScript. Bars only: the id is printed as text beneath by the page, where it can be read and copied.
 * Quiet zones of 10 modules each side, as Code 128 scanners need.
 */
export function printIdBarcodeSvg(printId: string): string {
  if (!isPrintId(printId)) throw new Error("not a print id");
  return bwipjs.toSVG({
    bcid: "code128",
    text: printId,
    scale: 2,
    height: 14,
    includetext: false,
    paddingwidth: 20,
    paddingheight: 4,
    backgroundcolor: "FFFFFF",
  });
}
