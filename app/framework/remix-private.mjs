// What this site relies on of Remix 2 that Remix does not publish as API: its wire spellings (route discovery,
// single-fetch data URLs), the browser router it leaves on `window`, and the flat-routes convention's own module.
// Everything that knows one of them imports it from here, and `remix-private.test.ts` fails when an upgrade of Remix
// changes it (docs/decisions/046-framework-private-parts.md names the public API each would move to). Plain
// JavaScript so that the server's guard, which runs outside the app's TypeScript, reads the same; no Node module here,
// for the browser imports it too (`flat-routes.mjs` holds the one build-time part).
import { encode } from "turbo-stream";

/** Remix's route discovery (`v3_lazyRouteDiscovery`): `GET /__manifest?p=/a&p=/b&version=…` answers those routes. */
export const ROUTE_DISCOVERY_PATH = "/__manifest";

/** The longest discovery URL Remix's client sends: a page with more links than fit finds their routes on click. */
export const ROUTE_DISCOVERY_URL_LIMIT = 7680;

/** A single-fetch data request is the page's path plus this suffix (`/local/tampa-fl.data`). */
export const DATA_SUFFIX = ".data";

/** The data URL of `/`, which has no path segment to suffix. */
export const ROOT_DATA_PATH = "/_root.data";

/** The status of a redirect answered to a single-fetch data request (its target travels in the body). */
export const SINGLE_FETCH_REDIRECT_STATUS = 202;

/** The parameter a single-fetch request names the routes it wants loaded with. */
export const ROUTES_PARAMETER = "_routes";

/**
 * The page a single-fetch data path loads (`/local/tampa-fl.data` → `/local/tampa-fl`, `/_root.data` → `/`), or the
 * path itself when it is no data path.
 * @param {string} pathname
 * @returns {string}
 */
export function pagePathOf(pathname) {
  if (!pathname.endsWith(DATA_SUFFIX)) return pathname;
  return pathname === ROOT_DATA_PATH ? "/" : pathname.slice(0, -DATA_SUFFIX.length);
}

/** The Content-Type of Remix's single-fetch answers (its data requests' turbo-stream). */
export const SINGLE_FETCH_CONTENT_TYPE = "text/x-script";

/**
 * The body of a single-fetch answer to a fetcher's load of `routeId` (a `GET {path}.data?_routes={routeId}`): the
 * browser's router gives the fetcher `data`. Written by turbo-stream, the encoder Remix's server writes with.
 * @param {string} routeId
 * @param {Record<string, unknown>} data
 * @returns {Promise<string>}
 */
export function singleFetchLoaderBody(routeId, data) {
  return new Response(encode({ [routeId]: { data } })).text();
}

/**
 * The body of a single-fetch answer to an action (a `POST {path}.data`): the browser's router gives the fetcher or
 * form that posted `data`.
 * @param {Record<string, unknown>} data
 * @returns {Promise<string>}
 */
export function singleFetchActionBody(data) {
  return new Response(encode({ data })).text();
}

/**
 * The body of a single-fetch answer that sends the browser to `href` as a document (what a loader's
 * `redirectDocument(href)` answers a data request with): the router leaves the page by a full load of `href`.
 * @param {string} href a path on this site
 * @returns {Promise<string>}
 */
export function singleFetchReloadBody(href) {
  const marked = {};
  return encodedWith(marked, marked, [
    "SingleFetchRedirect",
    { redirect: href, status: 302, revalidate: false, reload: true, replace: false },
  ]);
}

/**
 * The body of a single-fetch answer to a page's action that failed with `status` (what an action throwing
 * `Response.json(data, { status, statusText })` answers): the router shows the page's error boundary with it.
 * @param {number} status
 * @param {string} statusText
 * @param {Record<string, unknown>} data
 * @returns {Promise<string>}
 */
export function singleFetchActionErrorBody(status, statusText, data) {
  const marked = {};
  return encodedWith({ error: marked }, marked, ["ErrorResponse", data, status, statusText]);
}

/**
 * `value` written by turbo-stream with `marked` (an object inside it) written as Remix's server plugin writes one of
 * its own types (`written`: the type's name and its fields), which Remix's browser decoder reads back.
 * @param {unknown} value
 * @param {object} marked
 * @param {[string, ...unknown[]]} written
 * @returns {Promise<string>}
 */
function encodedWith(value, marked, written) {
  return new Response(encode(value, { plugins: [(at) => (at === marked ? written : undefined)] })).text();
}

/**
 * The page a single-fetch data URL loads, as a path and query the browser can be sent to: `.data` and the
 * `_routes` parameter taken away, every other parameter as sent (`/local/tampa-fl.data?page=2&_routes=root` →
 * `/local/tampa-fl?page=2`). Always a path on this site.
 * @param {string} url a request's target
 * @returns {string}
 */
export function pageHrefOfDataUrl(url) {
  const mark = url.indexOf("?");
  const path = pagePathOf(mark === -1 ? url : url.slice(0, mark));
  const query =
    mark === -1
      ? []
      : url
          .slice(mark + 1)
          .split("&")
          .filter((pair) => pair !== "" && !new URLSearchParams(pair).has(ROUTES_PARAMETER));
  const page = /^\/(?![/\\])/.test(path) ? path : "/";
  return query.length === 0 ? page : `${page}?${query.join("&")}`;
}

/**
 * The router Remix's `<RemixBrowser>` leaves on `window` once it has started, or undefined before then.
 * @param {Window} win
 * @returns {{ subscribe: (listener: (state: { navigation: { state: string; location?: { pathname: string; search: string; hash: string } } }) => void) => () => void } | undefined}
 */
export function browserRouterOf(win) {
  return /** @type {any} */ (win).__remixRouter;
}
