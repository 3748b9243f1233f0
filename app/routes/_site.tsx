import { shellRoute } from "~/pages/shell-route";
import { shellWithCouponOfferLoader } from "~/pages/shell.server";

/**
 * The default shell (SPEC §2 "Layouts"): header, breadcrumbs, footer, the online-offer dialog; errors and
 * maintenance inside it.
 */
const shell = shellRoute({ routeId: "routes/_site", couponOffer: true });

export const { headers, meta, shouldRevalidate, ErrorBoundary } = shell;

export const loader = shellWithCouponOfferLoader;

export default shell.Layout;
