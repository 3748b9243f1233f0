import { SectionNav } from "~/components/layout/SectionNav";
import { CAREERS_NAV, layoutMeta, revalidateUnlessOnlyOverlayChanged, ShellError, ShellOutlet } from "~/shared";
import { routeHeaders } from "~/http/cache-headers.server";
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
