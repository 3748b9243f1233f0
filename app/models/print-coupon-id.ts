export interface PrintCouponIdSource {
  configId: number | string | null | undefined;
  offerId: number | string;
}

/**
 * DESIGN §8: the config id (or the offer id when there is none) followed by the Unix time in seconds. The suffix is
 * kept at exactly 10 digits so the printed id always has the same shape, whatever the clock says.
 */
export function printCouponId({ configId, offerId }: PrintCouponIdSource, now: Date): string {
  const prefix = configId === null || configId === undefined || configId === "" ? offerId : configId;
  const seconds = Math.max(0, Math.trunc(now.getTime() / 1000)) % 10_000_000_000;
  return `${String(prefix)}${String(seconds).padStart(10, "0")}`;
}

/**
 * How far a print id's time may be from the server's clock when its barcode is asked for. The redeem screen and
 * "Save to phone" ask for it the moment they make the id (saved coupons keep the drawing, paper keeps the ink), so
 * only a browser's wrong clock puts it far off; a day either way covers a clock set to the wrong time zone.
 */
export const PRINT_ID_CLOCK_WINDOW_S = 86_400;

/**
 * Whether `printId` is one the site could have issued around `now` (issue 35, finding 7): the digits of a config or
 * offer id followed by 10 digits of Unix seconds within `PRINT_ID_CLOCK_WINDOW_S` of now. The ids are made in the
 * browser as well as on the server, so the site cannot sign them; this bounds the barcodes anyone can ask for to
 * those of the last and next day, and their answers are never shared (docs/decisions/036).
 */
export function isIssuablePrintId(printId: string, now: Date): boolean {
  if (!/^\d{11,30}$/.test(printId)) return false;
  const seconds = Number(printId.slice(-10));
  const current = Math.trunc(now.getTime() / 1000) % 10_000_000_000;
  return Math.abs(current - seconds) <= PRINT_ID_CLOCK_WINDOW_S;
}
