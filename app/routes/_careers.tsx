import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { MetaFunction } from "@remix-run/node";
import { SectionNav } from "~/components/layout/SectionNav";
import { errorMeta } from "~/components/layout/meta";
import { ShellError, ShellOutlet } from "~/components/layout/ShellRoute";
import { CAREERS_NAV } from "~/models/navigation";
import { revalidateUnlessOnlyOverlayChanged } from "~/models/url-state";
import { routeHeaders } from "~/pages/cache-headers";
import { shellLoader } from "~/pages/shell.server";

export const headers = routeHeaders;

export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

export const loader = shellLoader;

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

const subNav = <SectionNav label="Careers" links={CAREERS_NAV} />;

/** The careers shell (SPEC §2 "Layouts"): the default frame plus its sub-navigation. */
export default function CareersLayout() {
  return <ShellOutlet routeId="routes/_careers" subNav={subNav} />;
}

export function ErrorBoundary() {
  return <ShellError routeId="routes/_careers" subNav={subNav} />;
}
