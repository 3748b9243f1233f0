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
 * `/deals`: Clipp deals near the visitor, only in a corporate-owned territory (SPEC §4, §6). Without a place the
 * page answers 200 at its own URL as a prompt for one: the 'Find Deals Near You' dialog opens in place once the page
 * is interactive, and by `?location=deals` without JavaScript (a redirect to that URL, which robots.txt keeps
 * crawlers from, hid /deals from them: decision 009). With a place in a franchised territory the page itself says
 * why there are no deals there and offers another place: reopening the dialog would send a shopper who picks the
 * same place round the same dialog again with no reason given. An empty answer is SPEC §8's 'No Clipp offers for
 * this geography'.
 */
export async function loadDealsPage(request: Request, context: unknown): Promise<DealsPageData> {
  const { place, corporateOwned } = await visitorOf(request, context);
  const where = place && { label: place.label };
  if (!place || !corporateOwned) return { place: where, deals: null };
  const found = await settle(getServices().deals.getDeals(place.coords));
  return { place: where, deals: found.ok ? { ok: true, data: found.data.deals } : found };
}
