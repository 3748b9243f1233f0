import { CouponOfferOverlay } from "~/components/coupon-codes/CouponOfferOverlay";
import { SiteOfferOverlays } from "~/components/local/SiteOfferOverlays";

/** The layout's dialogs themselves, loaded by `ShellOverlays` when the URL asks for one. */
export default function LayoutOverlays({ routeId }: { routeId: string }) {
  return (
    <>
      <CouponOfferOverlay routeId={routeId} />
      <SiteOfferOverlays routeId={routeId} />
    </>
  );
}
