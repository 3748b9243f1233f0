import type { HeadersFunction } from "@remix-run/node";

/** Cache policies (DESIGN §6). Pages whose HTML depends on the location cookie must stay private. */
export const CACHE_PRIVATE = "private, no-cache";
export const CACHE_PUBLIC_PAGE = "public, max-age=0, s-maxage=300, stale-while-revalidate=3600";

/**
 * `export const headers = routeHeaders` in a route passes on the deepest loader's Cache-Control (and Vary);
 * a page that sets none is private, since the shell shows the visitor's location.
 */
export const routeHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control") ?? parentHeaders.get("Cache-Control") ?? CACHE_PRIVATE;
  headers.set("Cache-Control", cacheControl);
  const vary = loaderHeaders.get("Vary") ?? parentHeaders.get("Vary") ?? (cacheControl.startsWith("private") ? "Cookie" : null);
  if (vary) headers.set("Vary", vary);
  return headers;
};
