import type { MetaFunction, ShouldRevalidateFunction } from "@remix-run/react";
import type { ComponentProps } from "react";
import { CouponOfferOverlay } from "~/components/coupon-codes/CouponOfferOverlay";
import { SiteOfferOverlays } from "~/components/local/SiteOfferOverlays";
import { errorMeta } from "~/components/layout/meta";
import { ShellError, ShellOutlet } from "~/components/layout/ShellRoute";
import { revalidateUnlessOnlyOverlayChanged } from "~/models/url-state";
import { routeHeaders } from "~/pages/cache-headers";

type ShellOptions = ComponentProps<typeof ShellOutlet> & {
  /** The default and promotions shells carry the coupon-code dialog (decision 006) and the local-offer and deal ones. */
  couponOffer?: boolean;
  /** Default: opening or closing a dialog asks nothing of the shell (the coupon-code dialog loads its own offer). */
  shouldRevalidate?: ShouldRevalidateFunction;
};

/**
 * The route exports every pathless layout of DESIGN §3 shares besides its loader: the central cache headers, a
 * `meta` only consulted when the layout renders an error (pages name themselves in their own), when to run the
 * loader again, and the shell frame around the page or the error, with the layout's own header or sub-navigation.
 */
export function shellRoute({ couponOffer = false, shouldRevalidate = revalidateUnlessOnlyOverlayChanged, ...frame }: ShellOptions) {
  const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : []);
  function Layout() {
    return (
      <>
        <ShellOutlet {...frame} />
        {couponOffer ? <CouponOfferOverlay routeId={frame.routeId} /> : null}
        {couponOffer ? <SiteOfferOverlays routeId={frame.routeId} /> : null}
      </>
    );
  }
  function ErrorBoundary() {
    return <ShellError {...frame} />;
  }
  return { headers: routeHeaders, meta, shouldRevalidate, Layout, ErrorBoundary };
}
