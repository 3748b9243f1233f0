// Parameters that campaigns and ad clicks append for the visitor's analytics, not for the page. One list for all who
// read it: the browser (which reads them from its address bar for the page's analytics), the site's request guard
// (server/request-target.mjs, which renders the page as if they were absent) and the edge, whose cache key leaves them
// out (deploy/edge/render-config.mjs renders the pattern into nginx: a random `utm_source` would otherwise make a page
// of its own in a shared cache). Plain JavaScript for the server and the edge's renderer, which run outside the app's
// TypeScript.

/** A case-insensitive pattern over a parameter's whole name, for JavaScript and PCRE alike. */
export const MARKETING_PARAMETER_NAME =
  "utm_[a-z0-9_]*|gclid|gbraid|wbraid|dclid|gclsrc|fbclid|msclkid|yclid|twclid|ttclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok|srsltid";

export const MARKETING_PARAMETER = new RegExp(`^(?:${MARKETING_PARAMETER_NAME})$`, "i");

/**
 * A URL's search (`?a=1&utm_source=x`) without its marketing parameters (`?a=1`, or "" when nothing is left), or null
 * when it has none. Whole `name=value` pairs are dropped, the rest keeps its bytes and order.
 * @param {string} search
 * @returns {string | null}
 */
export function searchWithoutMarketingParameters(search) {
  const query = search.startsWith("?") ? search.slice(1) : search;
  if (query === "") return null;
  const pairs = query.split("&");
  const kept = pairs.filter((pair) => !MARKETING_PARAMETER.test(pair.split("=")[0] ?? ""));
  if (kept.length === pairs.length) return null;
  const rest = kept.filter((pair) => pair !== "").join("&");
  return rest === "" ? "" : `?${rest}`;
}
