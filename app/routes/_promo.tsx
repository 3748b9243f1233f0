import type { MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { CouponOfferOverlay } from "~/components/coupon-codes/CouponOfferOverlay";
import { errorMeta } from "~/components/layout/meta";
import { ShellError, ShellOutlet } from "~/components/layout/ShellRoute";
import { routeHeaders } from "~/pages/cache-headers";
import { CPNCODE_PARAM } from "~/models/coupon-code-pages";
import { shellWithCouponOfferLoader } from "~/pages/coupon-codes.server";

export const headers = routeHeaders;

export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

// The shell's data, plus the offer a `?cpncode=` names (SPEC §2: on the default and promotions layouts).
export const loader = shellWithCouponOfferLoader;

// SPEC §2: the promotions shell keeps its pages alive; only a form submission (a location change) refreshes it, or
// a different `?cpncode=`, whose offer only this loader fetches.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  (formMethod !== undefined && formMethod !== "GET") ||
  currentUrl.searchParams.get(CPNCODE_PARAM) !== nextUrl.searchParams.get(CPNCODE_PARAM)
    ? defaultShouldRevalidate
    : false;

/** The promotions shell: the default frame for marketing pages. */
export default function PromoLayout() {
  return (
    <>
      <ShellOutlet routeId="routes/_promo" />
      <CouponOfferOverlay routeId="routes/_promo" />
    </>
  );
}

export function ErrorBoundary() {
  return <ShellError routeId="routes/_promo" />;
}
