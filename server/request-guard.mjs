// The first middleware every request meets: whatever the HTTP layer cannot represent safely is answered here with a
// 4xx before Remix builds a `Request` from it (a malformed Host or a TRACE would otherwise throw inside the adapter
// and end as Express's bare 500 page). API clients get a small JSON error; documents are handed to Remix as a plain
// GET carrying the status in `res.locals.rejection`, so the root loader throws it and the site's error page renders.
import { ANALYTICS_BEACON_PREFIX } from "../app/models/beacon-path.mjs";
import { marketingPairsOf } from "../app/models/marketing-parameters.mjs";
import { refusalFor } from "./refusal-page.mjs";
import { isCrawlerFileData, targetRejection, withoutMarketingParameters } from "./request-target.mjs";

/** Methods the site serves; OPTIONS answers with this list. Anything else is 405 before Remix sees it. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"];
const ALLOW = ALLOWED_METHODS.join(", ");

/** Longest request target accepted (path and query); Node itself answers 431 past its 16 KB header limit. */
export const MAX_URL_LENGTH = 8192;

/**
 * Largest body each path accepts, checked against Content-Length before anything is read. The analytics beacon
 * carries up to 16 KB of page context; every form on the site is well under a kilobyte. Routes enforce the same
 * limits again while reading (app/http/request-body.server.ts), for bodies sent without a length.
 */
export const BODY_LIMITS = [
  { prefix: ANALYTICS_BEACON_PREFIX, bytes: 16_384 },
  { prefix: "/", bytes: 8_192 },
];

export function bodyLimitFor(pathname) {
  return BODY_LIMITS.find((limit) => pathname.startsWith(limit.prefix)).bytes;
}

// A DNS name or IPv4 address (labels of letters, digits, hyphens, underscores) or a bracketed IPv6 literal,
// optionally with a port. Everything else makes `new URL` throw or would be reflected into canonical links.
const HOST =
  /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,62})(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,62}))*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/;

export function isValidHost(value) {
  if (value.length > 255) return false;
  const match = HOST.exec(value);
  if (!match) return false;
  return match[1] === undefined || Number(match[1]) <= 65535;
}

const STATUS_TEXT = {
  400: "Bad Request",
  403: "Forbidden",
  405: "Method Not Allowed",
  413: "Content Too Large",
  414: "URI Too Long",
};

/** Why a request cannot be served, or null when it can. Reads headers only; never the body. */
export function rejectionFor(req, { trustProxy }) {
  const url = req.url ?? "";
  // Origin-form only: an absolute-form target (`GET http://x/ HTTP/1.1`) or `*` would be glued onto the host.
  if (!url.startsWith("/")) return { status: 400 };
  if (url.length > MAX_URL_LENGTH) return { status: 414 };
  // A target the edge and the router could read two ways (backslashes, dot segments, encoded unreserved characters)
  // or one past its bounds (query, path, route discovery's paths): refused as the edge refuses it, before anything
  // routes on it.
  const targetStatus = targetRejection(url);
  if (targetStatus !== null) return { status: targetStatus, target: true };
  if (!ALLOWED_METHODS.includes(req.method) && req.method !== "OPTIONS")
    return { status: 405, headers: { Allow: ALLOW } };

  // `?_data=` is the pre-single-fetch data protocol: nothing of ours sends it, and Remix answers it with a
  // misleading "Unexpected Server Error" (and a logged warning per request). Its name arrives only as written: an
  // encoded spelling (`%5Fdata`) is a non-canonical target, refused above.
  if (/[?&]_data(?:=|&|$)/.test(url)) return { status: 400 };

  const host = req.headers.host;
  if (host !== undefined && !isValidHost(host)) return { status: 400 };
  if (trustProxy) {
    const forwardedHost = firstValue(req.headers["x-forwarded-host"]);
    if (forwardedHost !== undefined && !isValidHost(forwardedHost)) return { status: 400 };
    const forwardedProto = firstValue(req.headers["x-forwarded-proto"]);
    if (forwardedProto !== undefined && !/^https?$/i.test(forwardedProto)) return { status: 400 };
  }

  if (req.method === "POST" && isCrossSite(req, trustProxy)) return { status: 403 };

  const length = req.headers["content-length"];
  if (length !== undefined) {
    const pathname = url.split("?")[0];
    // Node has already refused a non-numeric or conflicting Content-Length; this only compares sizes.
    if (Number(length) > bodyLimitFor(pathname)) return { status: 413, headers: { Connection: "close" } };
  }
  return null;
}

/**
 * A post another site made the browser send (a form or script on another origin): refused before any action runs,
 * for every form and `/api/location` alike. Browsers say so in `Sec-Fetch-Site`, and in `Origin` on every POST; the
 * origin's host must be the one the browser addressed (X-Forwarded-Host behind a trusted proxy, else Host), the
 * comparison Remix itself makes, which would otherwise throw (a 500 and a stack in the log). Without `Origin` (an old
 * browser), the `Referer` a browser names the posting page in is held to the same rule. A request with none of them
 * is not a browser's cross-site post (curl) and goes on.
 */
export function isCrossSite(req, trustProxy) {
  const fetchSite = firstValue(req.headers["sec-fetch-site"]);
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = req.headers.origin ?? req.headers.referer;
  if (origin === undefined) return false;
  if (Array.isArray(origin) || origin === "null") return true;
  let originHost;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const host = (trustProxy && firstValue(req.headers["x-forwarded-host"])) || req.headers.host;
  return host === undefined || originHost !== String(host).toLowerCase();
}

/**
 * How far past its path's limit a body sent without a length may run before the guard cuts it off. The route that
 * reads a body stops at the limit itself and answers 413 with its page (app/http/request-body.server.ts); the slack
 * lets it do so first. What no route reads is held back by stream backpressure; this bounds anything else.
 */
export const UNDECLARED_BODY_SLACK = 65_536;

/**
 * A body sent without a length (chunked) is counted as it arrives, whoever reads it: well past the path's limit the
 * request is answered 413 (if nothing was answered yet) and its connection closed, so no route (one reading
 * `request.formData()` unbounded, say) can make a process buffer more than that. Counting listens to the same
 * `data` events the Remix adapter's stream does; it never holds a chunk.
 */
function limitUndeclaredBody(req, res) {
  const pathname = (req.url ?? "/").split("?")[0];
  const limit = bodyLimitFor(pathname) + UNDECLARED_BODY_SLACK;
  let size = 0;
  const count = (chunk) => {
    size += chunk.length;
    if (size <= limit) return;
    req.off("data", count);
    req.pause();
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    res.once("finish", () => req.socket.destroy());
    const { headers, body } = refusalFor(pathname, 413);
    res
      .status(413)
      .set({ ...headers, Connection: "close" })
      .end(body);
  };
  req.on("data", count);
}

function firstValue(header) {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  return value.split(",")[0].trim();
}

/**
 * A redirect answered to a campaign's link (a trailing slash, a city's other spelling, a business's old name) leads
 * to its page with the campaign's parameters: they were dropped before routing, and the page's analytics reads them
 * from the address bar it lands on. Only a same-site path is extended, and such an answer is the visitor's own: no
 * shared cache may keep one campaign's redirect for the next.
 */
function handCampaignOnThroughRedirects(res, campaign) {
  if (campaign === "") return;
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    const location = res.getHeader("location");
    if (status >= 300 && status < 400 && typeof location === "string" && /^\/(?![/\\])/.test(location)) {
      const hash = location.indexOf("#");
      const [path, fragment] = hash === -1 ? [location, ""] : [location.slice(0, hash), location.slice(hash)];
      res.setHeader("Location", `${path}${path.includes("?") ? "&" : "?"}${campaign}${fragment}`);
      res.setHeader("Cache-Control", "private, no-store");
    }
    return writeHead.call(this, status, ...rest);
  };
}

/**
 * Express middleware. Also strips what the Remix adapter would misuse: an untrusted X-Forwarded-Host (it reads the
 * port from it even when `trust proxy` is off, and a bad port makes `new URL` throw).
 */
export function requestGuard({ trustProxy }) {
  return (req, res, next) => {
    // Forwarded headers count only from a trusted proxy (the edge sets them from its own connection).
    if (!trustProxy) {
      delete req.headers["x-forwarded-host"];
      delete req.headers["x-forwarded-proto"];
    }
    // A body sent without a length is only limited while the route reads it; don't keep such a connection alive
    // for whatever the route did not read.
    if (req.headers["transfer-encoding"] !== undefined) res.set("Connection", "close");

    const rejection = rejectionFor(req, { trustProxy });
    if (!rejection && req.headers["transfer-encoding"] !== undefined) limitUndeclaredBody(req, res);
    if (!rejection) {
      // Remix would answer a crawler file's data spelling as a page's data, encoding the whole file again for each
      // request (a business sitemap is megabytes) and privately, so no cache keeps it: no page fetches one.
      if (isCrawlerFileData((req.url ?? "").split("?")[0])) {
        res
          .status(404)
          .set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" })
          .send("Not Found\n");
        return;
      }
      if (req.method === "OPTIONS") {
        res.set("Allow", ALLOW).status(204).end();
        return;
      }
      const clean = req.method === "POST" ? null : withoutMarketingParameters(req.url);
      if (clean !== null) {
        // A campaign's link loads in one answer, rendered as the page without its marketing parameters (the same
        // bytes the edge keeps for every value of them); the browser still has them in its address bar, and sends
        // them with the page view's analytics. Remix's Express adapter builds the request from `originalUrl`.
        const campaign = marketingPairsOf(req.url.slice(req.url.indexOf("?")));
        req.url = clean;
        req.originalUrl = clean;
        handCampaignOnThroughRedirects(res, campaign);
      }
      next();
      return;
    }
    res.set(rejection.headers ?? {});
    const hasBody = req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined;
    if (hasBody) res.set("Connection", "close");
    const pathname = (req.url ?? "").split("?")[0];
    // A target with no one reading, or past its bounds, is refused as it came: its path is not handed to the
    // router in any form. A person gets the site's small error page, as the edge answers it.
    if (rejection.target) {
      const { headers, body } = refusalFor(pathname, rejection.status);
      res.status(rejection.status).set(headers).send(body);
      return;
    }
    if (pathname === "/api" || pathname.startsWith("/api/") || !pathname.startsWith("/")) {
      res
        .status(rejection.status)
        .set({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" })
        .send(JSON.stringify({ error: STATUS_TEXT[rejection.status] }));
      return;
    }
    // The document keeps its path (the browser's router checks it on hydration) but loses its query, method and
    // body; a host that cannot be trusted is replaced. The page names what it accepts itself (entry.server.tsx).
    res.removeHeader("Allow");
    req.method = "GET";
    req.url = pathname;
    req.originalUrl = pathname;
    if (req.headers.host === undefined || !isValidHost(req.headers.host)) req.headers.host = "localhost";
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-proto"];
    res.locals.rejection = rejection.status;
    next();
  };
}
