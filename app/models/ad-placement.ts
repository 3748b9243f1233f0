import type { Merchant, MerchantPlacement } from "./sdc-coupon";

// SPEC §2 "Query parameter cpncode": the coupon-code pages carry an ad placement filled from the merchant
// placements, refreshed shortly after an online-offer dialog opens (so the refresh counts as a new impression
// next to the offer the visitor chose, not as part of the page load).

/** The merchant placement list the coupon-code ad slot is filled from. */
export const AD_PLACEMENT: MerchantPlacement = "featuredMerchant";

/** SPEC §2: "an ad placement refresh for coupon codes happens after about 0.9 s". */
export const AD_PLACEMENT_REFRESH_MS = 900;

/** How many placed merchants the slot shows at once. */
export const AD_SLOT_SIZE = 3;

/** The resource route answering a fresh fill of the slot. */
export const AD_PLACEMENT_PATH = "/api/ad-placement";

/**
 * One fill of the slot: `size` consecutive merchants of the placement list (wrapping around), starting where
 * `random` (0 ≤ r < 1) points, so each refresh may show another part of the list in the advertiser's order.
 */
export function fillAdSlot<T extends Pick<Merchant, "merchantId">>(
  merchants: readonly T[],
  random: () => number,
  size: number = AD_SLOT_SIZE,
): T[] {
  if (merchants.length === 0 || size <= 0) return [];
  if (merchants.length <= size) return [...merchants];
  const r = random();
  const start = Number.isFinite(r) ? Math.min(merchants.length - 1, Math.max(0, Math.floor(r * merchants.length))) : 0;
  return Array.from({ length: size }, (_, k) => merchants[(start + k) % merchants.length] as T);
}
