import { FranchiseHeader } from "~/components/layout/FranchiseHeader";
import { layoutMeta, revalidateUnlessOnlyOverlayChanged, ShellError, ShellOutlet } from "~/shared";
import { routeHeaders } from "~/http/cache-headers.server";
import { shellLoader } from "~/pages/shell.server";

/** The franchise shell: its own header with a `tel:` link, no main navigation, the common footer. */
export const loader = shellLoader;
export const headers = routeHeaders;
export const meta = layoutMeta;
export const shouldRevalidate = revalidateUnlessOnlyOverlayChanged;

export default function FranchiseLayout() {
  return <ShellOutlet routeId="routes/_franchise" customHeader={<FranchiseHeader />} />;
}

export function ErrorBoundary() {
  return <ShellError routeId="routes/_franchise" customHeader={<FranchiseHeader />} />;
}
