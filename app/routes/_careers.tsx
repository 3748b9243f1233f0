import { SectionNav } from "~/components/layout/SectionNav";
import { ShellError, ShellOutlet } from "~/components/layout/ShellRoute";
import { layoutMeta } from "~/components/layout/meta";
import { CAREERS_NAV } from "~/models/navigation";
import { revalidateUnlessOnlyOverlayChanged } from "~/models/url-state";
import { routeHeaders } from "~/server/cache-headers";
import { shellLoader } from "~/pages/shell.server";

/** The careers shell (SPEC §2 "Layouts"): the default frame plus its sub-navigation. */
export const loader = shellLoader;
export const headers = routeHeaders;
export const meta = layoutMeta;
export const shouldRevalidate = revalidateUnlessOnlyOverlayChanged;

export default function CareersLayout() {
  return <ShellOutlet routeId="routes/_careers" subNav={<SectionNav label="Careers" links={CAREERS_NAV} />} />;
}

export function ErrorBoundary() {
  return <ShellError routeId="routes/_careers" subNav={<SectionNav label="Careers" links={CAREERS_NAV} />} />;
}
