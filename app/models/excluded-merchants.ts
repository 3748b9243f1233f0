/** SPEC §5/§9: the 14 online-coupon merchants that are never listed on the site. */
export const EXCLUDED_MERCHANT_IDS: readonly number[] = [
  10007, 10018, 10029, 10041, 10056, 10063, 10077, 10088, 10102, 10115, 10131, 10149, 10164, 10178,
];

const EXCLUDED = new Set(EXCLUDED_MERCHANT_IDS);

export function isExcludedMerchant(merchantId: number): boolean {
  return EXCLUDED.has(merchantId);
}

/** SPEC §5/§9: the excluded merchants never appear in any list the site shows. */
export function withoutExcludedMerchants<T extends { merchantId: number }>(items: readonly T[]): T[] {
  return items.filter((item) => !isExcludedMerchant(item.merchantId));
}
