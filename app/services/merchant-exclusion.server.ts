import { isExcludedMerchant } from "~/models/excluded-merchants";

/** SPEC §5/§9: the excluded merchants never appear in any list the site shows. */
export function withoutExcludedMerchants<T extends { merchantId: number }>(items: readonly T[]): T[] {
  return items.filter((item) => !isExcludedMerchant(item.merchantId));
}
