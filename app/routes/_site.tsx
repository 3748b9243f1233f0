import type { MetaFunction } from "@remix-run/node";
import { errorMeta } from "~/components/layout/meta";
import { ShellError, ShellOutlet } from "~/components/layout/ShellRoute";
import { routeHeaders } from "~/services/cache-headers";
import { shellLoader } from "~/services/shell.server";

export const headers = routeHeaders;

// Only consulted when this layout renders an error: pages name themselves in their own `meta`.
export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

export const loader = shellLoader;

/** The default shell (SPEC §2 "Layouts"): header, breadcrumbs, footer; errors and maintenance inside it. */
export default function SiteLayout() {
  return <ShellOutlet routeId="routes/_site" />;
}

export function ErrorBoundary() {
  return <ShellError routeId="routes/_site" />;
}
