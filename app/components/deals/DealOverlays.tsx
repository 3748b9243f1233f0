import { useLocation, useSearchParams } from "@remix-run/react";
import { lazy, Suspense } from "react";
import type { Deal } from "~/models/deal";
import { closeRedeemHref, offerActionWorks, readOverlayState } from "~/shared";

const DealOverlayView = lazy(() => import("./DealOverlayView"));
const DealCertificate = lazy(() => import("./DealCertificate"));

/**
 * The partner-deal quick view of the deal `?deal=` names among the page's deals, or with `&redeem=1` its printable
 * certificate (server-rendered, loaded on demand). A certificate is only shown for a deal that has one.
 */
export function DealOverlays({ deals }: { deals: readonly Deal[] }) {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const { dealId, redeem } = readOverlayState(params);
  const deal = dealId ? deals.find((d) => d.id === dealId) : undefined;
  if (!deal) return null;
  const certificate = redeem && deal.printableCertificate && offerActionWorks({ kind: "deal", ...deal });
  return (
    <Suspense fallback={null}>
      {certificate ? (
        <DealCertificate deal={deal} closeTo={closeRedeemHref(pathname, search)} />
      ) : (
        <DealOverlayView deal={deal} />
      )}
    </Suspense>
  );
}
