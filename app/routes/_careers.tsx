import { SectionNav } from "~/components/layout/SectionNav";
import { CAREERS_NAV } from "~/models/navigation";
import { shellRoute } from "~/pages/shell-route";
import { shellLoader } from "~/pages/shell.server";

/** The careers shell (SPEC §2 "Layouts"): the default frame plus its sub-navigation. */
const shell = shellRoute({ routeId: "routes/_careers", subNav: <SectionNav label="Careers" links={CAREERS_NAV} /> });

export const { headers, meta, shouldRevalidate, ErrorBoundary } = shell;

export const loader = shellLoader;

export default shell.Layout;
