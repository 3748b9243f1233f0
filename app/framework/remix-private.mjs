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
 * The router Remix's `<RemixBrowser>` leaves on `window` once it has started, or undefined before then.
 * @param {Window} win
 * @returns {{ subscribe: (listener: (state: { navigation: { state: string; location?: { pathname: string; search: string; hash: string } } }) => void) => () => void } | undefined}
 */
export function browserRouterOf(win) {
  return /** @type {any} */ (win).__remixRouter;
}
