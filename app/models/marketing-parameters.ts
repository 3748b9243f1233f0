/**
 * Parameters that campaigns and ad clicks append for the visitor's analytics, not for the page (the same names as
 * server/request-target.mjs, which renders the page without them and keeps them out of the edge's cache key).
 */
export const MARKETING_PARAMETER =
  /^(?:utm_[a-z0-9_]*|gclid|gbraid|wbraid|dclid|gclsrc|fbclid|msclkid|yclid|twclid|ttclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok|srsltid)$/i;

/**
 * A URL's search (`?a=1&utm_source=x`) without its marketing parameters (`?a=1`, or "" when nothing is left), or null
 * when it has none. Whole `name=value` pairs are dropped, the rest keeps its bytes and order.
 */
export function searchWithoutMarketingParameters(search: string): string | null {
  const query = search.startsWith("?") ? search.slice(1) : search;
  if (query === "") return null;
  const pairs = query.split("&");
  const kept = pairs.filter((pair) => !MARKETING_PARAMETER.test(pair.split("=")[0] ?? ""));
  if (kept.length === pairs.length) return null;
  const rest = kept.filter((pair) => pair !== "").join("&");
  return rest === "" ? "" : `?${rest}`;
}
