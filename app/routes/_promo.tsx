import { revalidateOnlyOnFormPost } from "~/models/url-state";
import { shellRoute } from "~/pages/shell-route";
import { shellWithCouponOfferLoader } from "~/pages/shell.server";

// The promotions shell: the default frame for marketing pages. SPEC §2: it keeps its pages alive; only a form post
// (a location change) refreshes it.
const shell = shellRoute({ routeId: "routes/_promo", couponOffer: true, shouldRevalidate: revalidateOnlyOnFormPost });

export const { headers, meta, shouldRevalidate, ErrorBoundary } = shell;

export const loader = shellWithCouponOfferLoader;

export default shell.Layout;
