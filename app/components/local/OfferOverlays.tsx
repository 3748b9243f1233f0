import { useLocation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import type { LocalListing } from "~/models/local-listing";
import { findOffer } from "~/models/local-page";
import { offerActionWorks } from "~/models/offer-metadata";
import { closeOfferHref, readOverlayState } from "~/models/url-state";

const OfferOverlayView = lazy(() => import("./OfferOverlayView"));

/**
 * The offer overlays of a local page (DESIGN §4): `?offer={id}` shows the quick view and `&redeem=1` the redeem
 * screen, both server-rendered from the page's listings so they work without JavaScript.
 */
export function OfferOverlays({
  lists,
  slug,
  renderedAt,
  contentZone,
}: {
  lists: readonly (readonly LocalListing[])[];
  slug: string;
  renderedAt: string;
  contentZone: string;
}) {
  const { pathname, search } = useLocation();
  const overlay = readOverlayState(search);
  const found = findOffer(lists, overlay.offerId);
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

