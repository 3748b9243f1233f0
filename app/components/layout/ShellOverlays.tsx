import { useLocation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { readOverlayState } from "~/models/url-state";

// The dialogs' code (and the lookups behind them) loads only once a dialog parameter is in the URL: most pages are
// read with none open, and their first load should not carry it. A document asked for with a parameter renders the
// dialog on the server all the same; the browser hydrates it once this chunk has arrived.
const LayoutOverlays = lazy(() => import("./LayoutOverlays"));

/** The offer, deal and coupon-code dialogs of the default and promotions layouts (SPEC §2), when one is asked for. */
export function ShellOverlays({ routeId }: { routeId: string }) {
  const { offerId, dealId, cpncode } = readOverlayState(useLocation().search);
  if (offerId === null && dealId === null && cpncode === null) return null;
  return (
    <Suspense fallback={null}>
      <LayoutOverlays routeId={routeId} />
    </Suspense>
  );
}
