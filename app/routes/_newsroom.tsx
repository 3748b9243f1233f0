import { SectionNav } from "~/components/layout/SectionNav";
import { layoutMeta, NEWSROOM_NAV, revalidateUnlessOnlyOverlayChanged, ShellError, ShellOutlet } from "~/shared";
import { routeHeaders } from "~/http/cache-headers.server";
import { shellLoader } from "~/pages/shell.server";

/** The newsroom shell (SPEC §2 "Layouts"): the default frame plus its sub-navigation. */
export const loader = shellLoader;
export const headers = routeHeaders;
export const meta = layoutMeta;
export const shouldRevalidate = revalidateUnlessOnlyOverlayChanged;

export default function NewsroomLayout() {
  return <ShellOutlet routeId="routes/_newsroom" subNav={<SectionNav label="Newsroom" links={NEWSROOM_NAV} />} />;
}

export function ErrorBoundary() {
  return <ShellError routeId="routes/_newsroom" subNav={<SectionNav label="Newsroom" links={NEWSROOM_NAV} />} />;
}
