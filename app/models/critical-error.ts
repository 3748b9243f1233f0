import type { Result } from "./result";

/** The data areas whose failure SPEC §4 calls critical (the page shows the maintenance page instead). */
export type CriticalArea =
  | "localOffers"
  | "localServices"
  | "topOffers"
  | "merchantOffers"
  | "categoryOffers"
  | "categoryMerchants";

/**
 * SPEC §4: local offers or local services failing with a 404 status, or any failure of top offers, merchant
 * offers, category offers or category merchants.
 */
export function isCriticalFailure(area: CriticalArea, result: Result<unknown>): boolean {
  if (result.ok) return false;
  if (area === "localOffers" || area === "localServices") return result.status === 404;
  return true;
}
