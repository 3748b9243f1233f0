import type { SiteOffer } from "~/models/offer-overlay-pages";
import { findOfferView } from "~/models/listing-view";
import { readOverlayState } from "~/models/url-state";
import { getServices } from "~/services/index.server";
import { settle } from "~/pages/settle.server";
import { visitorOf } from "./visitor.server";
import { dealsAnswerAt } from "~/pages/deal-alternatives.server";
import { answerPrivatelyUnlessOpened } from "~/http/answer-notes.server";

/**
 * For the layouts' offer dialogs on pages that do not list offers themselves (SPEC §2, issue 25: `/about-valuvo?offer=`
 * showed nothing): the offer is looked up in the visitor's place's local and service listings, the deal in its
 * partner deals (only in a corporate-owned territory, SPEC §4) — the same cached answers its pages show. Nothing is
 * asked when the URL names neither; a failure finds nothing (the page stays as it is, and is answered privately).
 */
export async function loadSiteOffer(request: Request, context: unknown): Promise<SiteOffer | null> {
  const { offerId, dealId } = readOverlayState(new URL(request.url).searchParams);
  if (!offerId && !dealId) return null;
  const visitor = await visitorOf(request, context);
  const place = visitor.place;
  const result: SiteOffer = {
    offerId,
    offer: null,
    dealId,
    deal: null,
    slug: place?.slug ?? null,
    renderedAt: new Date().toISOString(),
  };
  const services = getServices();
  if (place && offerId) {
    const [near, serving] = await Promise.all([
      settle(services.listings.getLocalListings(place.coords)),
      settle(services.listings.getServiceListings(place.coords)),
    ]);
    result.offer = findOfferView([near.ok ? near.data.listings : [], serving.ok ? serving.data.listings : []], offerId);
  }
  if (place && dealId && visitor.corporateOwned) {
    const deals = await dealsAnswerAt(place.coords);
    result.deal = deals.ok ? (deals.data.deals.find((deal) => deal.id === dealId) ?? null) : null;
  }
  answerPrivatelyUnlessOpened(context, offerId, result.offer);
  answerPrivatelyUnlessOpened(context, dealId, result.deal);
  return result;
}
