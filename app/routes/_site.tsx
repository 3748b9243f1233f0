import type { MetaFunction } from "@remix-run/node";
import { CouponOfferOverlay } from "~/components/coupon-codes/CouponOfferOverlay";
import { errorMeta } from "~/components/layout/meta";
import { ShellError, ShellOutlet } from "~/components/layout/ShellRoute";
import { routeHeaders } from "~/pages/cache-headers";
import { shellWithCouponOfferLoader } from "~/pages/coupon-codes.server";

export const headers = routeHeaders;

// Only consulted when this layout renders an error: pages name themselves in their own `meta`.
export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

// The shell's data, plus the offer a `?cpncode=` names (SPEC §2: on the default and promotions layouts).
export const loader = shellWithCouponOfferLoader;

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
