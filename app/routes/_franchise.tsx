import { FranchiseHeader } from "~/components/layout/FranchiseHeader";
import { shellRoute } from "~/pages/shell-route";
import { shellLoader } from "~/pages/shell.server";

/** The franchise shell: its own header with a `tel:` link, no main navigation, the common footer. */
const shell = shellRoute({ routeId: "routes/_franchise", customHeader: <FranchiseHeader /> });

export const { headers, meta, shouldRevalidate, ErrorBoundary } = shell;

export const loader = shellLoader;

export default shell.Layout;
