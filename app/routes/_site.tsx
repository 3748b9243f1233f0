import type { MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { CouponOfferOverlay } from "~/components/coupon-codes/CouponOfferOverlay";
import { errorMeta } from "~/components/layout/meta";
import { ShellError, ShellOutlet } from "~/components/layout/ShellRoute";
import { revalidateUnlessOnlyOverlayChanged } from "~/models/url-state";
import { routeHeaders } from "~/pages/cache-headers";
import { shellWithCouponOfferLoader } from "~/pages/shell.server";

export const headers = routeHeaders;

// Only consulted when this layout renders an error: pages name themselves in their own `meta`.
export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

export const loader = shellWithCouponOfferLoader;

// Opening or closing a dialog asks nothing of the shell (the coupon-code dialog loads its own offer).
export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

/**
 * The default shell (SPEC §2 "Layouts"): header, breadcrumbs, footer, the online-offer dialog; errors and
 * maintenance inside it.
 */
export default function SiteLayout() {
  return (
    <>
      <ShellOutlet routeId="routes/_site" />
      <CouponOfferOverlay routeId="routes/_site" />
    </>
  );
}

export function ErrorBoundary() {
  return <ShellError routeId="routes/_site" />;
}
