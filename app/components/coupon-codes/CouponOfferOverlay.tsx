import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { closeCouponOfferHref, type CouponOfferData, couponOfferHref, readCpncode } from "~/shared";
import { useAdPlacementRefresh } from "./useAdPlacementRefresh";

const CouponOfferView = lazy(() => import("./CouponOfferView"));

type Loaded = { couponOffer?: CouponOfferData | null };

/**
 * The online-offer dialog of the default and promotions shells (SPEC §2 "Query parameter cpncode", DESIGN §4). A
 * document asked for with `?cpncode=` gets it from the layout's loader, so it renders without JavaScript; a dialog
 * opened in the browser asks `/api/coupon-offer` for its offer, and no shell loader runs again. Its code loads
 * only when a visitor opens an offer.
 */
export function CouponOfferOverlay({ routeId }: { routeId: string }) {
  const fromShell = useRouteLoaderData<Loaded>(routeId)?.couponOffer;
  const fetcher = useFetcher<Loaded>();
  const { pathname, search } = useLocation();
  const wanted = readCpncode(search);
  const matches = (data: CouponOfferData | null | undefined): data is CouponOfferData =>
    !!data && !!wanted && data.componentId === wanted.componentId;
  const loaded = matches(fromShell) ? fromShell : matches(fetcher.data?.couponOffer) ? fetcher.data.couponOffer : null;
  const missing = wanted !== null && loaded === null;
  const { load } = fetcher;
  useAdPlacementRefresh(wanted?.componentId ?? null);
  // Asked once per offer: a failed answer is not asked for again in a loop.
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!missing || asked.current === wanted.componentId) return;
    asked.current = wanted.componentId;
    load(couponOfferHref("/api/coupon-offer", "", wanted.componentId));
  }, [missing, load, wanted?.componentId]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <CouponOfferView key={loaded.componentId} data={loaded} closeTo={closeCouponOfferHref(pathname, search)} />
    </Suspense>
  );
}
