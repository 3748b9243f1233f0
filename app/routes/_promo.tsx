import type { MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { errorMeta } from "~/components/layout/meta";
import { ShellError, ShellOutlet } from "~/components/layout/ShellRoute";
import { routeHeaders } from "~/services/cache-headers";
import { shellLoader } from "~/services/shell.server";

export const headers = routeHeaders;

export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

export const loader = shellLoader;

// SPEC §2: the promotions shell keeps its pages alive; only a form submission (a location change) refreshes it.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;

/** The promotions shell: the default frame for marketing pages. */
export default function PromoLayout() {
  return <ShellOutlet routeId="routes/_promo" />;
}

export function ErrorBoundary() {
  return <ShellError routeId="routes/_promo" />;
}
