// Parameters that campaigns and ad clicks append for the visitor's analytics, not for the page. One list for all who
// read it: the browser (which reads them from its address bar for the page's analytics), the site's request guard
// (server/request-target.mjs, which renders the page as if they were absent) and the edge, whose cache key leaves them
// out (deploy/edge/render-config.mjs renders the pattern into nginx: a random `utm_source` would otherwise make a page
// of its own in a shared cache). Plain JavaScript for the server and the edge's renderer, which run outside the app's
// TypeScript.

/**
 * A case-insensitive pattern over a parameter's whole name, for JavaScript and PCRE alike. Families rather than
 * spellings where platforms keep adding names: every `utm_`, `gad_` (Google Ads' auto-tagging beside `gclid`) and
 * `hsa_` (HubSpot ads) parameter, every click id (`gclid`, `fbclid`, `ttclid`, `twclid`, `yclid`, `msclkid`,
 * `irclickid` …), then the single names (Pinterest's `epik`, Reddit's `rdt_cid`, Snap's `ScCid`, Branch's, Adobe's).
 */
export const MARKETING_PARAMETER_NAME =
  "utm_[a-z0-9_]*|gad_[a-z0-9_]*|hsa_[a-z0-9_]*|[a-z]*clid|[a-z]*cl(?:ic)?kid|gbraid|wbraid|gclsrc|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok|srsltid|epik|rdt_cid|sccid|_branch_match_id|ef_id|s_kwcid";

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

/**
 * A URL's marketing parameters alone (`?a=1&utm_source=x` → `utm_source=x`), whole pairs as sent, in their order; ""
 * when it has none. What a redirect of a campaign's link hands on to the page it leads to.
 * @param {string} search
 * @returns {string}
 */
export function marketingPairsOf(search) {
  const query = search.startsWith("?") ? search.slice(1) : search;
  return query
    .split("&")
    .filter((pair) => pair !== "" && MARKETING_PARAMETER.test(pair.split("=")[0] ?? ""))
    .join("&");
}
