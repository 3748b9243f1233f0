// The page of a request refused at a door (the edge's nginx or the site's request guard) before anything routes on
// it: a target past its bounds or not canonical (400, 414), a body too large (413), a client over its limit (429),
// headers past the 16 KB either door reads (431).
// It is the site's own error page for "other statuses" (SPEC §2: "Oops... Something Went Wrong", "Take Me Home"),
// as static HTML with the status, one inline style and nothing else, so it answers under the edge's strict policy
// (`style-src` with its hash, deploy/edge/render-config.mjs) and the site's alike. Never kept by any cache.
import { createHash } from "node:crypto";

/** SPEC §2's texts for a status other than 404 (app/components/errors/error-texts.ts holds the same). */
export const REFUSAL_TEXTS = {
  title: "Oops... Something Went Wrong",
  text: "We apologize and are fixing the problem. Please try again later.",
  home: "Take Me Home",
};

/** The statuses a door refuses with, and the reason given beneath the status. */
export const REFUSAL_STATUSES = {
  400: "Bad Request",
  413: "Content Too Large",
  414: "URI Too Long",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  503: "Service Unavailable",
};

// The theme's colours and radius (app/styles/theme.ts), the primary button's look.
const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1d2430;background:#f5f6f8}main{max-width:720px;margin:48px auto;padding:32px 24px;text-align:center;background:#fff;border-radius:8px}h1{margin-top:0;font-size:1.75rem}.status{color:#4d5665}a{display:inline-flex;align-items:center;min-height:44px;margin-top:16px;padding:0 18px;border-radius:8px;background:#0a6847;color:#fff;font-weight:700;text-decoration:none}a:focus-visible{outline:3px solid #1a56db;outline-offset:2px}`;

/** The `'sha256-…'` source of the page's one style element. */
export const REFUSAL_PAGE_STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

/** What the site's guard sends with the page (nginx sends its own strict policy, naming the same hash). */
export const REFUSAL_PAGE_POLICY = `default-src 'none'; style-src ${REFUSAL_PAGE_STYLE_HASH}; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** The page for `status` (one of REFUSAL_STATUSES). */
export function refusalPage(status) {
  const reason = REFUSAL_STATUSES[status];
  if (reason === undefined) throw new Error(`no refusal page for ${status}`);
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex, nofollow"><title>${REFUSAL_TEXTS.title} | Valuvo</title>` +
    `<style>${STYLE}</style></head><body><main><h1>${REFUSAL_TEXTS.title}</h1><p>${REFUSAL_TEXTS.text}</p>` +
    `<p class="status">Error ${status}: ${reason}</p><a href="/">${REFUSAL_TEXTS.home}</a></main></body></html>\n`
  );
}

/**
 * A door's refusal with `status`, as the client asking `pathname` reads it: an API client a small JSON error, anyone
 * else the page, under its own policy. Kept by no cache.
 * @param {string} pathname
 * @param {keyof typeof REFUSAL_STATUSES} status
 * @returns {{ headers: Record<string, string>, body: string }}
 */
export function refusalFor(pathname, status) {
  if (pathname === "/api" || pathname.startsWith("/api/"))
    return {
      headers: { "Cache-Control": "private, no-store", "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ error: REFUSAL_STATUSES[status] }),
    };
  return {
    headers: {
      "Cache-Control": "private, no-store",
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": REFUSAL_PAGE_POLICY,
    },
    body: refusalPage(status),
  };
}
