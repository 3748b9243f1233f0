// The one reading of a request target (DESIGN §6a "one door, read once"). nginx matches its locations, limits and
// cache rules on a decoded, merged path; Remix routes on what the WHATWG URL parser makes of the raw target (which
// turns `\` into `/` and resolves dot segments). Where the two could differ the target is refused, at the edge (the
// same patterns are rendered into deploy/edge/nginx.conf.template) and again here, in the site's request guard.
import { ROUTE_DISCOVERY_PATH, ROUTE_DISCOVERY_URL_LIMIT } from "../app/framework/remix-private.mjs";

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
 * unreserved character; anywhere: an encoded NUL. A query may carry encoded `/` and `\` (a form sends them for a
 * search of "24/7"). An empty segment (`//local`) is read alike by both (nginx is told not to merge slashes): the
 * site's 404.
 */
export const NON_CANONICAL_TARGET_PATTERN = [
  `^[^?]*(?:\\\\|%5c|%2f|/\\.\\.?(?:/|\\?|$)|${ENCODED_UNRESERVED_IN_PATH})`,
  `^[^?]*\\?.*${ENCODED_UNRESERVED_IN_QUERY}`,
  "%00",
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
 * The query parameters some page or route of the site reads, by name as written (pages read them case-sensitively,
 * as URLSearchParams does): a listing's `page` and order (`sort`, a deal list's `category`), a search's `term` (`q`
 * for the suggestions and the careers search, with `team` and `office`), a business page's `store`, favorites'
 * `ids`, the overlays of app/models/url-state.ts (`offer`, `redeem`, `deal`, `cpncode`, `location`, `place`), and
 * Remix's own `index` and `_routes`. Route discovery reads `p` and `version` (its own rule in the edge). A target
 * with any other parameter (once its marketing parameters are left out) is the same page as without it, so the edge
 * neither serves it from nor stores it in the cache: `?x=1…N` cannot fill the cache (deploy/edge renders the list
 * into `$unknown_parameter_uncacheable`; tests/unit/page-parameters.test.ts holds the app's own spellings to it).
 */
export const PAGE_PARAMETER_NAMES = [
  "page",
  "sort",
  "category",
  "term",
  "q",
  "team",
  "office",
  "store",
  "ids",
  "offer",
  "redeem",
  "deal",
  "cpncode",
  "location",
  "place",
  "index",
  "_routes",
];

/**
 * A query (after `?`) of known parameters only, each `name` or `name=value`, empty pairs allowed, as a pattern for
 * JavaScript and PCRE alike: each repetition begins at its `&`, so it runs in time linear in the query.
 */
export const KNOWN_PARAMETERS_QUERY_PATTERN = (() => {
  const pair = `(?:(?:${PAGE_PARAMETER_NAMES.join("|")})(?:=[^&]*)?)?`;
  return `${pair}(?:&${pair})*`;
})();
const KNOWN_PARAMETERS_QUERY = new RegExp(`^${KNOWN_PARAMETERS_QUERY_PATTERN}$`);

/** Whether a target's query names a parameter no page reads (marketing parameters are for the caller to remove). */
export function hasUnknownParameter(target) {
  const mark = target.indexOf("?");
  return mark !== -1 && !KNOWN_PARAMETERS_QUERY.test(target.slice(mark + 1));
}

/**
 * Parameters that campaigns and ad clicks append for the visitor's analytics, not for the page: the page is the same
 * without them, so the site renders it as if they were absent and the edge's cache key leaves them out (a random
 * `utm_source` would otherwise make a page of its own in a shared cache). The browser reads them from its address
 * bar for the page's analytics (app/models/marketing-parameters.ts spells the same names). As a case-insensitive
 * pattern over a parameter's whole name, for JavaScript and PCRE alike.
 */
export const MARKETING_PARAMETER_NAME =
  "utm_[a-z0-9_]*|gclid|gbraid|wbraid|dclid|gclsrc|fbclid|msclkid|yclid|twclid|ttclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok|srsltid";
const MARKETING_PARAMETER = new RegExp(`^(?:${MARKETING_PARAMETER_NAME})$`, "i");

/**
 * The same target without its marketing parameters, or null when it has none. Only the query is rewritten, and
 * only by dropping whole `name=value` pairs, so the rest keeps its bytes and order.
 */
export function withoutMarketingParameters(target) {
  const mark = target.indexOf("?");
  if (mark === -1) return null;
  const pairs = target.slice(mark + 1).split("&");
  const kept = pairs.filter((pair) => !MARKETING_PARAMETER.test(pair.split("=")[0]));
  if (kept.length === pairs.length) return null;
  const query = kept.filter((pair) => pair !== "").join("&");
  return target.slice(0, mark) + (query === "" ? "" : `?${query}`);
}
