import type { MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { CouponOfferOverlay } from "~/components/coupon-codes/CouponOfferOverlay";
import { errorMeta } from "~/components/layout/meta";
import { ShellError, ShellOutlet } from "~/components/layout/ShellRoute";
import { revalidateOnlyOnFormPost } from "~/models/url-state";
import { routeHeaders } from "~/pages/cache-headers";
import { shellWithCouponOfferLoader } from "~/pages/shell.server";

export const headers = routeHeaders;

export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

export const loader = shellWithCouponOfferLoader;

// SPEC §2: the promotions shell keeps its pages alive; only a form post (a location change) refreshes it.
export const shouldRevalidate: ShouldRevalidateFunction = revalidateOnlyOnFormPost;

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
