import { layoutMeta, revalidateUnlessOnlyOverlayChanged, ShellError, ShellOutlet, ShellOverlays } from "~/shared";
import { routeHeaders } from "~/http/cache-headers.server";
import { shellWithCouponOfferLoader } from "~/pages/shell.server";

/**
 * The default shell (SPEC §2 "Layouts"): header, breadcrumbs, footer, the online-offer dialog; errors and
 * maintenance inside it.
 */
export const loader = shellWithCouponOfferLoader;
export const headers = routeHeaders;
export const meta = layoutMeta;
export const shouldRevalidate = revalidateUnlessOnlyOverlayChanged;

export default function SiteLayout() {
  return (
    <>
      <ShellOutlet routeId="routes/_site" />
      <ShellOverlays routeId="routes/_site" />
    </>
  );
}

export function ErrorBoundary() {
  return <ShellError routeId="routes/_site" />;
}
