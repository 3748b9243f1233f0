// The key the edge stores a page under, and which of its caches holds it: rendered into nginx.conf from here
// (proxy_cache_key and the `$page_cache_zone` map), and used by the tests that hold the site's reading against it.
//
// A key reads `geo{cookie part}|{scheme}:{target}`. The cookie part (`$page_geo`, app/models/location-cookie-key.mjs)
// is written in characters without a `|`, and the scheme is a word, so the first `|` and the first `:` after it cut
// every key into the same three parts whatever the target holds: no cookie can spell another URL's key.

import { TYPED_QUERY_PATH_PATTERN } from "../../server/request-target.mjs";

/**
 * @param {string} geo the cookie part (`$page_geo`)
 * @param {string} scheme `http` or `https` (`$forwarded_proto`)
 * @param {string} target the request target as the key holds it (`$page_target`)
 */
export const pageKey = (geo, scheme, target) => `geo${geo}|${scheme}:${target}`;

/**
 * Keys of the `pages` cache (see proxy_cache_path): no cookie part and no query, the site's own pages as links,
 * crawlers and first visits name them. Keys of the `searches` cache: a query of words a visitor types (a search's),
 * a set without bound. Every other key (a list's page or order, a dialog, places, cells) lives in `variants`.
 */
export const SHARED_PAGE_KEY_PATTERN = "^geo\\|[a-z]+:[^?]*$";
export const TYPED_PAGE_KEY_PATTERN = `^geo[^|]*\\|[a-z]+:${TYPED_QUERY_PATH_PATTERN}\\?`;

/** The cache (proxy_cache_path's zone) a key lives in, as the `$page_cache_zone` map reads it. */
export function pageCacheZone(key) {
  if (new RegExp(SHARED_PAGE_KEY_PATTERN).test(key)) return "pages";
  return new RegExp(TYPED_PAGE_KEY_PATTERN).test(key) ? "searches" : "variants";
}
