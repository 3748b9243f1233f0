// The one reading of a request target (DESIGN §6a "one door, read once"). nginx matches its locations, limits and
// cache rules on a decoded, merged path; Remix routes on what the WHATWG URL parser makes of the raw target (which
// turns `\` into `/` and resolves dot segments). Where the two could differ the target is refused, at the edge (the
// same patterns are rendered into deploy/edge/nginx.conf.template) and again here, in the site's request guard.
import {
  DATA_SUFFIX,
  pagePathOf,
  ROUTE_DISCOVERY_PATH,
  ROUTE_DISCOVERY_URL_LIMIT,
  ROUTES_PARAMETER,
} from "../app/framework/remix-private.mjs";
import { searchWithoutMarketingParameters } from "../app/models/marketing-parameters.mjs";
import escapeStringRegexp from "escape-string-regexp";

export { ROUTE_DISCOVERY_PATH };

/**
 * Longest query string (bytes after `?`, as sent) the site accepts; a site search is under 100 characters (the header's
 * box takes no more). The one exception is Remix's route discovery (`/__manifest?p=…&p=…`), whose client batches the
 * paths of a page's links into URLs of at most 7,680 characters: it has the whole target's limit (MAX_URL_LENGTH of
 * the guard, nginx's 8 KB request line) and bounds of its own, below.
 */
export const MAX_QUERY_LENGTH = 2048;

/**
 * The path's bounds. The longest path the site writes (every sitemap URL, every link of its pages) is 79 bytes, the
 * deepest 4 segments; a path is refused (414) past 512 bytes or 12 segments. Remix matches every prefix of a path
 * against the routes (a 404's partial manifest), so its CPU grows with the square of the segments: thousands of them
 * cost seconds, 12 nothing more than a page. 512 bytes keep every redirect the site writes from a path (the
 * trailing slash: 3 bytes for each character the URL parser escapes) under 1.6 KB, with a query of at most 6 KB
 * escaped: far inside the edge's proxy buffer, together with its cache key.
 */
export const MAX_PATH_LENGTH = 512;
export const MAX_PATH_SEGMENTS = 12;

/**
 * Route discovery's bounds. Remix answers `/__manifest` by matching every prefix of every `p` against the routes
 * (~0.25 ms each here), so its cost is the number of distinct prefixes. The largest batch the site's own pages send
 * is /local/cities' 151 paths (153 prefixes, 3.6 KB of URL); the client never sends a batch over 7,680 characters,
 * which bounds a page's batch near 230 such paths. Refused with 414: a target longer than that (its origin only
 * adds), more than 256 paths, a path over a path's bounds (its bytes as sent, its separators), or, at the site,
 * which counts them exactly, more than 256 distinct prefixes (and, once read as the matcher reads them, more than
 * server/manifest-batch.mjs's MAX_MANIFEST_MATCHED_PREFIXES).
 */
export const MAX_MANIFEST_PATHS = 256;
export const MAX_MANIFEST_PREFIXES = 256;

// Percent-escapes of unreserved characters (RFC 3986: ALPHA, DIGIT, `-`, `.`, `_`, `~`), which no browser sends
// encoded except `~` in a form's query (the urlencoded serializer escapes it). `%5Fdata` would otherwise pass a check
// on `_data` that the router then decodes.
const ENCODED_UNRESERVED_IN_PATH = "%(?:2[de]|3[0-9]|4[1-9a-f]|5[0-9af]|6[1-9a-f]|7[0-9ae])";
const ENCODED_UNRESERVED_IN_QUERY = "%(?:2[de]|3[0-9]|4[1-9a-f]|5[0-9af]|6[1-9a-f]|7[0-9a])";

/**
 * A target that names its path in more than one way, as a case-insensitive pattern (JavaScript and PCRE alike) over
 * the raw target. In the path: a backslash (raw or encoded), an encoded `/`, a `.` or `..` segment, an encoded
 * unreserved character; anywhere: an encoded NUL, or a raw `#` (a fragment is the browser's own and never sent: the
 * site reads the target without it, a cache key with it, so `/deals#1…N` would each be an entry). A query may carry
 * encoded `/` and `\` (a form sends them for a search of "24/7"), and `%23`. An empty segment (`//local`) is read
 * alike by both (nginx is told not to merge slashes): the site's 404.
 */
export const NON_CANONICAL_TARGET_PATTERN = [
  `^[^?]*(?:\\\\|%5c|%2f|/\\.\\.?(?:/|\\?|$)|${ENCODED_UNRESERVED_IN_PATH})`,
  `^[^?]*\\?.*${ENCODED_UNRESERVED_IN_QUERY}`,
  "%00",
  "#",
].join("|");

/** A query longer than MAX_QUERY_LENGTH, as a pattern over the raw target. */
export const OVERLONG_QUERY_PATTERN = `^(?!${ROUTE_DISCOVERY_PATH}\\?)[^?]*\\?.{${MAX_QUERY_LENGTH + 1}}`;

// One path separator and what precedes it: each repetition ends at the next separator and no other, so the patterns
// below take time linear in the target (no backtracking between ways of counting the same separators). A path in
// the query is percent-encoded by the client (`%2F`); a raw `/` reads the same.
const SEGMENT_IN_PATH = "[^/?]*/";
const SEGMENT_IN_QUERY = "(?:[^&/%]|%(?!2[Ff]))*(?:/|%2[Ff])";

/**
 * A target past the path's bounds, as a pattern over the raw target: more than MAX_PATH_LENGTH bytes before the
 * query or more than MAX_PATH_SEGMENTS segments; on `/__manifest`, more than MAX_MANIFEST_PATHS parameters besides
 * its `version`, or a `p` over a path's bounds.
 */
export const OVERLONG_PATH_PATTERN = [
  `^[^?]{${MAX_PATH_LENGTH + 1}}`,
  `^/(?:${SEGMENT_IN_PATH}){${MAX_PATH_SEGMENTS}}`,
  `^${ROUTE_DISCOVERY_PATH}\\?.{${ROUTE_DISCOVERY_URL_LIMIT - ROUTE_DISCOVERY_PATH.length}}`,
  `^${ROUTE_DISCOVERY_PATH}\\?(?:[^&]*&){${MAX_MANIFEST_PATHS + 1}}`,
  `^${ROUTE_DISCOVERY_PATH}\\?(?:[^&]*&)*p=[^&]{${MAX_PATH_LENGTH + 1}}`,
  `^${ROUTE_DISCOVERY_PATH}\\?(?:[^&]*&)*p=(?:${SEGMENT_IN_QUERY}){${MAX_PATH_SEGMENTS + 1}}`,
].join("|");

/** Any route discovery target, as a pattern over the raw target. */
export const ROUTE_DISCOVERY_TARGET_PATTERN = `^${ROUTE_DISCOVERY_PATH}(?:\\?|$)`;

/**
 * A route discovery target naming no parameter but the two Remix reads, `p` and `version` (server/manifest-batch.mjs
 * hands it nothing else): with any other, the answer is the same and must not be kept under another key.
 */
export const ROUTE_DISCOVERY_OWN_PARAMETERS_PATTERN = `^${ROUTE_DISCOVERY_PATH}\\?(?:(?:version|p)=[^&]*(?:&|$))*$`;

const NON_CANONICAL_TARGET = new RegExp(NON_CANONICAL_TARGET_PATTERN, "i");
const OVERLONG_QUERY = new RegExp(OVERLONG_QUERY_PATTERN, "s");
const OVERLONG_PATH = new RegExp(OVERLONG_PATH_PATTERN, "s");

/**
 * The status a request target is refused with (400 when it is not canonical, 414 past its bounds), or null when it
 * is canonical and within them.
 */
export function targetRejection(target) {
  if (NON_CANONICAL_TARGET.test(target) || target.includes("\0")) return 400;
  if (OVERLONG_QUERY.test(target) || OVERLONG_PATH.test(target)) return 414;
  if (target.startsWith(`${ROUTE_DISCOVERY_PATH}?`) && manifestPrefixCount(target) > MAX_MANIFEST_PREFIXES) return 414;
  return null;
}

/**
 * The distinct path prefixes Remix matches for a `/__manifest` target, read as it reads `p` (counting stops past
 * the bound).
 */
export function manifestPrefixCount(target) {
  const prefixes = new Set();
  for (const p of new URLSearchParams(target.slice(target.indexOf("?") + 1)).getAll("p")) {
    const segments = (p.startsWith("/") ? p : `/${p}`).split("/").slice(1);
    for (let i = 1; i <= segments.length; i++) {
      prefixes.add(segments.slice(0, i).join("/"));
      if (prefixes.size > MAX_MANIFEST_PREFIXES) return prefixes.size;
    }
  }
  return prefixes.size;
}

/**
 * The query parameters the site's pages and routes read, by name as written (pages read them case-sensitively, as
 * URLSearchParams does), and where. Every page reads the overlays of app/models/url-state.ts (`offer`, `redeem`,
 * `deal`, `cpncode`, `location`, `place`: every layout's shell opens them) and Remix's own `index` and `_routes`;
 * the other names are read by one family of paths each (PAGE_PARAMETER_SCOPES). A resource route renders no page and
 * so no overlay: the API reads `_routes` (its fetchers load `….data?_routes=…`) and its family's names, and the files
 * crawlers read (CRAWLER_FILE_PATH_PATTERN) read none. A target naming a parameter its path does not read (once its
 * marketing parameters are left out) is the same answer as without it, so the edge neither serves it from nor
 * stores it in the cache: `?x=1…N`, `/about-valuvo?q=1…N` or a 6 MB sitemap's `?offer=1…N` cannot fill the cache
 * (deploy/edge renders PAGE_PARAMETERS_TARGET_PATTERN into `$unknown_parameter_uncacheable`;
 * tests/unit/page-parameters.test.ts holds the app's own reads and its resource routes to it). Route discovery reads
 * `p` and `version` (its own rule in the edge). A path family is matched case-sensitively and without a trailing
 * slash: any other spelling (which the site redirects or routes alike) is answered by the site uncached, which is
 * the safe failure.
 */
export const EVERY_PAGE_PARAMETER_NAMES = [
  "offer",
  "redeem",
  "deal",
  "cpncode",
  "location",
  "place",
  "index",
  ROUTES_PARAMETER,
];

/** The names every API path reads: the routes a fetcher's single-fetch request names. */
export const EVERY_API_PARAMETER_NAMES = [ROUTES_PARAMETER];

/** The API's paths, as a pattern over a path (JavaScript and PCRE alike). */
export const API_PATH_PATTERN = "/api/[^?]*";

/**
 * The files crawlers read (the sitemaps, robots.txt), as a pattern over a path: resource routes no page fetches,
 * which read no parameter and have no data spelling (the site answers `/sitemap.xml.data` 404).
 */
export const CRAWLER_FILE_PATH_PATTERN = "/(?:sitemaps/[^?/]+|sitemap\\.xml|robots\\.txt)";
const API_PATH = new RegExp(`^(?:${API_PATH_PATTERN})$`);
const CRAWLER_FILE_PATH = new RegExp(`^(?:${CRAWLER_FILE_PATH_PATTERN})$`);

// One path segment as the site writes it in these families (no `.`: a `.data` suffix is the page's data).
const SEGMENT = "[^/?.]+";
const NOT_A_DIRECTORY = "(?!(?:cities|businesses)(?:[/.?]|$))";

/**
 * The families of paths that read parameters of their own: `path` is a pattern (JavaScript and PCRE alike) over a
 * page's whole path, without its `.data` suffix; `names` what its loaders read besides EVERY_PAGE_PARAMETER_NAMES;
 * `typed` when a value is words a visitor types (a set without bound, unlike a page number, an order or an id).
 */
export const PAGE_PARAMETER_SCOPES = [
  { family: "a city's listings", path: `/local/${NOT_A_DIRECTORY}${SEGMENT}`, names: ["page", "sort"] },
  {
    family: "a city's category or business page",
    path: `/local/${NOT_A_DIRECTORY}${SEGMENT}/${SEGMENT}`,
    names: ["page", "sort", "store"],
  },
  {
    family: "a state's directory of cities or businesses",
    path: `/local/(?:cities|businesses)/${SEGMENT}`,
    names: ["page"],
  },
  { family: "the blog", path: "/blog", names: ["page"] },
  { family: "the deals", path: "/deals", names: ["category", "sort"] },
  { family: "a deal list", path: `/coupons/deals/${SEGMENT}`, names: ["category", "sort"] },
  { family: "the site search", path: "/search", names: ["term"], typed: true },
  { family: "the careers search", path: "/careers/search", names: ["q", "team", "office"], typed: true },
  { family: "search suggestions", path: "/api/search-suggestions", names: ["term"], api: true, typed: true },
  { family: "location suggestions", path: "/api/location-suggestions", names: ["q"], api: true, typed: true },
  { family: "favorites", path: "/api/favorites", names: ["ids"], api: true },
];

/** The paths, `.data` spellings included, whose query holds words a visitor types (JavaScript and PCRE alike). */
export const TYPED_QUERY_PATH_PATTERN = `(?:${PAGE_PARAMETER_SCOPES.filter((scope) => scope.typed)
  .map((scope) => scope.path)
  .join("|")})(?:${escapeStringRegexp(DATA_SUFFIX)})?`;

/** The names every path of a kind reads: a page's overlays, the API's `_routes`, a crawler file's none. */
function namesEveryPathReads(page) {
  if (API_PATH.test(page)) return EVERY_API_PARAMETER_NAMES;
  return CRAWLER_FILE_PATH.test(page) ? [] : EVERY_PAGE_PARAMETER_NAMES;
}

/**
 * The names the page at a path reads, from the table (a `.data` spelling is its page's: `/_root.data` the home
 * page's); for tests and tools, which hold PAGE_PARAMETERS_TARGET_PATTERN to it.
 */
export function parameterNamesReadAt(path) {
  const page = pagePathOf(path);
  const names = new Set(namesEveryPathReads(page));
  for (const scope of PAGE_PARAMETER_SCOPES)
    if (new RegExp(`^(?:${scope.path})$`).test(page)) for (const name of scope.names) names.add(name);
  return names;
}

/** Whether a path is the data spelling of a file crawlers read, which no page fetches (the site's 404). */
export function isCrawlerFileData(path) {
  return path.endsWith(DATA_SUFFIX) && CRAWLER_FILE_PATH.test(pagePathOf(path));
}

/** Every name some page or route reads (the union of the scopes). */
export const PAGE_PARAMETER_NAMES = [
  ...new Set([...EVERY_PAGE_PARAMETER_NAMES, ...PAGE_PARAMETER_SCOPES.flatMap((scope) => scope.names)]),
];

// A query (after `?`) of the given names only, each `name` or `name=value`, empty pairs allowed: each repetition
// begins at its `&`, so it runs in time linear in the query.
function queryOf(names) {
  const pair = `(?:(?:${names.join("|")})(?:=[^&]*)?)?`;
  return `${pair}(?:&${pair})*`;
}

/**
 * A whole target (path and query) whose query names only parameters its path reads, as a pattern for JavaScript and
 * PCRE alike: one alternative per family (its path, its `.data` spelling, its names and every path's of its kind),
 * then any page (no API path, no crawler file) with every page's names, any API path with the API's, and any path
 * with none. A pair without a name (`?=1`) is read by no page: a parameter like any other its page does not read. The alternatives are a fixed number, each linear in the target (a family's path has no unbounded
 * alternation; a query's pairs are split at `&` only), so a match takes time linear in the target.
 */
export const PAGE_PARAMETERS_TARGET_PATTERN = (() => {
  const dataSuffix = escapeStringRegexp(DATA_SUFFIX);
  const families = PAGE_PARAMETER_SCOPES.map(
    ({ path, names, api }) =>
      `${path}(?:${dataSuffix})?(?:\\?${queryOf([...(api ? EVERY_API_PARAMETER_NAMES : EVERY_PAGE_PARAMETER_NAMES), ...names])})?`,
  );
  const notAPage = `(?:${API_PATH_PATTERN}|${CRAWLER_FILE_PATH_PATTERN}(?:${dataSuffix})?)(?:\\?|$)`;
  return `^(?:${[
    ...families,
    `(?!${notAPage})[^?]*(?:\\?${queryOf(EVERY_PAGE_PARAMETER_NAMES)})?`,
    `${API_PATH_PATTERN}(?:\\?${queryOf(EVERY_API_PARAMETER_NAMES)})?`,
    // Any path with no parameter: a query of empty pairs at most (`?`, `?&`), never an empty name's value (`?=1`).
    "[^?]*(?:\\?&*)?",
  ].join("|")})$`;
})();
const PAGE_PARAMETERS_TARGET = new RegExp(PAGE_PARAMETERS_TARGET_PATTERN);

/** Whether a target's query names a parameter its page does not read (marketing parameters are for the caller to remove). */
export function hasUnreadParameter(target) {
  return !PAGE_PARAMETERS_TARGET.test(target);
}

/**
 * The same target without its marketing parameters (app/models/marketing-parameters.mjs: the page is the same without
 * them, so the site renders it as if they were absent and the edge's cache key leaves them out), or null when it has
 * none. Only the query is rewritten, and only by dropping whole `name=value` pairs, so the rest keeps its bytes and
 * order.
 */
export function withoutMarketingParameters(target) {
  const mark = target.indexOf("?");
  if (mark === -1) return null;
  const search = searchWithoutMarketingParameters(target.slice(mark));
  return search === null ? null : target.slice(0, mark) + search;
}
