import type { Deal } from "~/models/deal";
import type { Result } from "~/models/result";
import { settle } from "~/server/settle.server";
import { visitorOf } from "~/pages/visitor.server";
import { getServices } from "~/services/index.server";

export type DealsPageData = {
  place: { label: string } | null;
  /** Null when no deals may be shown here: no place, or a territory that is not corporate-owned (SPEC §4). */
  deals: Result<Deal[]> | null;
};

/**
 * `/deals`: Clipp deals near the visitor, only in a corporate-owned territory (SPEC §4, §6). Anywhere else — no
 * place, or a franchised one — the page answers 200 at its own URL as a prompt for a place: the 'Find Deals Near
 * You' dialog opens in place once the page is interactive, and by `?location=deals` without JavaScript. It used to
 * redirect to `?location=deals`, a URL robots.txt keeps crawlers from, so a crawler never saw /deals (decision 009).
 * An empty answer is SPEC §8's 'No Clipp offers for this geography'.
 */
export async function loadDealsPage(request: Request, context: unknown): Promise<DealsPageData> {
  const { place, corporateOwned } = await visitorOf(request, context);
  const where = place && { label: place.label };
  if (!place || !corporateOwned) return { place: where, deals: null };
  const found = await settle(getServices().deals.getDeals(place.coords));
  return { place: where, deals: found.ok ? { ok: true, data: found.data.deals } : found };
}
