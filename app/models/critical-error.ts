import type { Result } from "./result";

/** The data areas whose failure SPEC §4 calls critical (the page shows the maintenance page instead). */
export type CriticalArea =
  "localOffers" | "localServices" | "topOffers" | "merchantOffers" | "categoryOffers" | "categoryMerchants";

/**
 * SPEC §4: local offers or local services failing with a 404 status, or any failure of top offers, merchant
 * offers, category offers or category merchants, except a time-out.
 */
export function isCriticalFailure(area: CriticalArea, result: Result<unknown>): boolean {
  if (result.ok) return false;
  // SPEC §8 "Timeouts only logged": a slow upstream is not an outage (decision 030); the area shows the cache's
  // last good data, else nothing.
  if (result.timedOut) return false;
  if (area === "localOffers" || area === "localServices") return result.status === 404;
  return true;
}
