import { redirect } from "@remix-run/node";
import type { Deal } from "~/models/deal";
import type { Result } from "~/models/result";
import { locationDialogHref, readOverlayState } from "~/models/url-state";
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
 * page asks for one with the 'Find Deals Near You' dialog open (the parameter is added once, so there is no loop).
 * With a place in a franchised territory the page itself says why there are no deals there and offers another
 * place: reopening the dialog would send a shopper who picks the same place round the same dialog again with no
 * reason given. An empty answer is SPEC §8's 'No Clipp offers for this geography'.
 */
export async function loadDealsPage(request: Request, context: unknown): Promise<DealsPageData> {
  const { place, corporateOwned } = await visitorOf(request, context);
  const where = place && { label: place.label };
  if (!place) {
    if (!readOverlayState(new URL(request.url).search).locationAsked) throw redirect(locationDialogHref("/deals", "", "deals"), 302);
    return { place: where, deals: null };
  }
  if (!corporateOwned) return { place: where, deals: null };
  const found = await settle(getServices().deals.getDeals(place.coords));
  return { place: where, deals: found.ok ? { ok: true, data: found.data.deals } : found };
}
