import { useFetcher, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect } from "react";
import type { FoundOfferView, ListingView } from "~/models/listing-view";
import { findOffer } from "~/models/local-page";
import { offerActionWorks } from "~/models/offer-metadata";
import { closeOfferHref, readOverlayState } from "~/models/url-state";

const OfferOverlayView = lazy(() => import("./OfferOverlayView"));

/**
 * The offer overlays of a local page (DESIGN §4): `?offer={id}` shows the quick view and `&redeem=1` the redeem
 * screen, both server-rendered so they work without JavaScript. The offer is looked up in the listings the page
 * shows (appended pages included), then in `openOffer`, the loader's lookup in the full lists (an offer of a later
 * page, or one after a listing's first). Opening such an offer in the browser (the favorites dialog links to any
 * offer) asks the page's loader for it, as the page's own data is not loaded again when only a dialog opens.
 */
export function OfferOverlays({
  lists,
  openOffer,
  slug,
  renderedAt,
  contentZone,
}: {
  lists: readonly (readonly ListingView[])[];
  /** Given (even null) by pages whose loader looks offers up; the others never ask it. */
  openOffer?: FoundOfferView | null;
  slug: string;
  renderedAt: string;
  contentZone: string;
}) {
  const { pathname, search } = useLocation();
  const overlay = readOverlayState(search);
  const lookup = useFetcher<{ openOffer?: FoundOfferView | null }>();
  const fetched = lookup.data?.openOffer ?? null;
  const found =
    findOffer(lists, overlay.offerId) ??
    (openOffer?.offer.offerId === overlay.offerId ? openOffer : null) ??
    (fetched?.offer.offerId === overlay.offerId ? fetched : null);
  const missing = openOffer !== undefined && overlay.offerId !== null && found === null;
  const { load, state } = lookup;
  useEffect(() => {
    if (missing && state === "idle" && lookup.data?.openOffer?.offer.offerId !== overlay.offerId) {
      load(`${pathname}${search}`);
    }
    // Once per offer id the page does not hold.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing, overlay.offerId]);
  if (!found) return null;
  return (
    // The server renders the overlay in full (it waits for everything); the browser hydrates it once its code
    // has arrived, keeping the server's HTML on screen meanwhile.
    <Suspense fallback={null}>
      <OfferOverlayView
        found={found}
        redeem={
          overlay.redeem &&
          found.listing.printable &&
          // An offer without its ids has no redeem screen: its quick view says why (SPEC §8).
          offerActionWorks({ kind: "local", ...found.listing, offerId: found.offer.offerId })
        }
        slug={slug}
        renderedAt={renderedAt}
        contentZone={contentZone}
        closeTo={closeOfferHref(pathname, search)}
      />
    </Suspense>
  );
}
