import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { MetaFunction } from "@remix-run/node";
import { FranchiseHeader } from "~/components/layout/FranchiseHeader";
import { errorMeta } from "~/components/layout/meta";
import { ShellError, ShellOutlet } from "~/components/layout/ShellRoute";
import { revalidateUnlessOnlyOverlayChanged } from "~/models/url-state";
import { routeHeaders } from "~/pages/cache-headers";
import { shellLoader } from "~/pages/shell.server";

export const headers = routeHeaders;

export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

export const loader = shellLoader;

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

const header = <FranchiseHeader />;

/** The franchise shell: its own header with a `tel:` link, no main navigation, the common footer. */
export default function FranchiseLayout() {
  return <ShellOutlet routeId="routes/_franchise" customHeader={header} />;
}

export function ErrorBoundary() {
  return <ShellError routeId="routes/_franchise" customHeader={header} />;
}
