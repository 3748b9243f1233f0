import { useFetcher, useLocation, useMatches, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { DealOverlays } from "~/components/deals/DealOverlays";
import { pageShowsOfferOverlays, type SiteOffer } from "~/models/offer-overlay-pages";
import { OfferOverlays, readOverlayState, URL_PARAM } from "~/shared";

type Loaded = { siteOffer?: SiteOffer | null };

/**
 * The local-offer and partner-deal dialogs of the default and promotions layouts (SPEC §2), each on pages that do not
 * show that dialog over lists of their own (issue 25: `/about-valuvo?offer=` showed nothing). A document asked for with
 * `?offer=` / `?deal=` gets the offer from the layout's loader, so it renders without JavaScript; one opened in the
 * browser asks `/api/site-offer`.
 */
export function SiteOfferOverlays({ routeId }: { routeId: string }) {
  const matches = useMatches();
  const fromShell = useRouteLoaderData<Loaded>(routeId)?.siteOffer ?? null;
  const fetcher = useFetcher<Loaded>();
  const { search } = useLocation();
  const { offerId, dealId } = readOverlayState(search);
  const ids = matches.map((match) => match.id);
  const ownOffer = pageShowsOfferOverlays(ids, "offer");
  const ownDeal = pageShowsOfferOverlays(ids, "deal");
  // One dialog at a time: while the page shows one of its own (a URL naming both), the layout shows none.
  const pageShowsOne = (offerId !== null && ownOffer) || (dealId !== null && ownDeal);
  const showsOffer = offerId !== null && !pageShowsOne;
  const showsDeal = dealId !== null && !pageShowsOne;
  const answers = (data: SiteOffer | null | undefined): data is SiteOffer =>
    !!data && data.offerId === offerId && data.dealId === dealId;
  const loaded = answers(fromShell) ? fromShell : answers(fetcher.data?.siteOffer) ? fetcher.data.siteOffer : null;
  const wanted = showsOffer || showsDeal;
  const { load } = fetcher;
  // Asked once per offer: a failed answer is not asked for again in a loop.
  const asked = useRef<string | null>(null);
  const key = `${offerId ?? ""}|${dealId ?? ""}`;
  useEffect(() => {
    if (!wanted || loaded || asked.current === key) return;
    asked.current = key;
    const params = new URLSearchParams();
    if (offerId) params.set(URL_PARAM.offer, offerId);
    if (dealId) params.set(URL_PARAM.deal, dealId);
    load(`/api/site-offer?${params.toString()}`);
  }, [wanted, loaded, key, offerId, dealId, load]);

  if (!wanted || !loaded) return null;
  return (
    <>
      {showsOffer && loaded.offer && loaded.slug ? (
        <OfferOverlays
          lists={[]}
          openOffer={loaded.offer}
          slug={loaded.slug}
          renderedAt={loaded.renderedAt}
          contentZone="layout"
        />
      ) : null}
      {showsDeal && loaded.deal ? <DealOverlays deals={[loaded.deal]} /> : null}
    </>
  );
}
