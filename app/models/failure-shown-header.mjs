// The header by which the site tells the edge that a page shows an upstream's failure (a failed, timed-out or empty
// area: app/http/answer-notes.server.ts). Such a page is sent to its visitor but never stored: a background refresh
// that met the outage must not replace the good copy the edge holds, which keeps being served through its own
// stale windows ("yesterday's listings beat an error page"). The edge strips the header before it reaches a browser.
// Plain JavaScript for the renderer (deploy/edge/render-config.mjs), which runs outside the app's TypeScript.

/** Its name as the site sends it. */
export const FAILURE_SHOWN_HEADER = "X-Shows-Upstream-Failure";

/** nginx's variable for it in an upstream's answer: `$upstream_http_` and the name in lower case, `-` as `_`. */
export const FAILURE_SHOWN_UPSTREAM_VARIABLE = `$upstream_http_${FAILURE_SHOWN_HEADER.toLowerCase().replaceAll("-", "_")}`;
