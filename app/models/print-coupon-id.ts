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
