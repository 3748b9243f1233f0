import type { HeadersFunction } from "@remix-run/node";

/** Pages whose HTML depends on the location cookie stay private (DESIGN §6). */
const CACHE_PRIVATE = "private, no-cache";

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
