import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { closeCouponOfferHref, readCpncode, type CouponOfferData } from "~/models/coupon-code-pages";

const CouponOfferView = lazy(() => import("./CouponOfferView"));

/**
 * The online-offer dialog of the default and promotions shells (SPEC §2 "Query parameter cpncode", DESIGN §4): the
 * layout's loader fetched what `?cpncode=` names; the dialog is server-rendered, so it works without JavaScript, and
 * its code loads only when a visitor opens an offer.
 */
export function CouponOfferOverlay({ routeId }: { routeId: string }) {
  const loaded = useRouteLoaderData<{ couponOffer?: CouponOfferData | null }>(routeId)?.couponOffer;
  const { pathname, search } = useLocation();
  const wanted = readCpncode(search);
  // A layout that keeps its data between visits (promotions) may still hold an offer the URL no longer names.
  if (!loaded || !wanted || wanted.componentId !== loaded.componentId) return null;
  return (
    <Suspense fallback={null}>
      <CouponOfferView key={loaded.componentId} data={loaded} closeTo={closeCouponOfferHref(pathname, search)} />
    </Suspense>
  );
}
