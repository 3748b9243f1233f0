import type { HeadersFunction } from "@remix-run/node";

/**
 * `export const headers = routeHeaders` in a route passes on what its loader (else its parent) declared about
 * caching. Lifetimes are not declared here: `app/entry.server.tsx` applies `app/models/cache-policy.ts` to every
 * page and data response, and a loader's `Cache-Control` only counts when it says `private` or `no-store`
 * (its data depends on more than the URL and the location cookie, as the opt-out pages do).
 */
export const routeHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control") ?? parentHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  const vary = loaderHeaders.get("Vary") ?? parentHeaders.get("Vary");
  if (vary) headers.set("Vary", vary);
  return headers;
};
