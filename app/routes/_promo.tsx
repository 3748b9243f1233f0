import { layoutMeta, revalidateOnlyOnFormPost, ShellError, ShellOutlet, ShellOverlays } from "~/shared";
import { routeHeaders } from "~/http/cache-headers.server";
import { shellWithCouponOfferLoader } from "~/pages/shell.server";

// The promotions shell: the default frame for marketing pages. SPEC §2: it keeps its pages alive; only a form post
// (a location change) refreshes it.
export const loader = shellWithCouponOfferLoader;
export const headers = routeHeaders;
export const meta = layoutMeta;
export const shouldRevalidate = revalidateOnlyOnFormPost;

export default function PromoLayout() {
  return (
    <>
      <ShellOutlet routeId="routes/_promo" />
      <ShellOverlays routeId="routes/_promo" />
    </>
  );
}

export function ErrorBoundary() {
  return <ShellError routeId="routes/_promo" />;
}
