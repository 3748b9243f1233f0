/**
 * The one place that decides how long a shared cache (the nginx edge of `deploy/edge/`, a CDN) may keep a page
 * (DESIGN §6). Every page's HTML and loader data are a function of the URL and the `vp_local_geo` cookie alone, so a
 * page is `public` with `Vary: Cookie` and lifetimes chosen from how fast its upstream data changes. A response is
 * `private, no-store` when it sets a cookie, depends on the network address (the first visit to `/`), declares
 * itself private, shows a coupon's print id (the redeem screen: each print has its own id), or is a server fault (5xx,
 * including the 503 maintenance page).
 *
 * | page type | paths | s-maxage | stale-while-revalidate | stale-if-error | why |
 * | --- | --- | ---: | ---: | ---: | --- |
 * | nearby | `/`, `/local/…`, `/deals`, `/search`, promotions, any path not listed | 5 min | 10 min | 1 day | listings, offers and deals change within minutes |
 * | coupon-codes | `/coupon-codes…`, `/grocery-coupons` | 15 min | 30 min | 1 day | merchant feeds refresh about every 15 minutes |
 * | editorial | `/newsroom…`, `/blog…`, `/advertise/careers`, `/careers/…` | 1 h | 1 h | 1 day | articles and openings change a few times a day |
 * | static | footer content pages (`/about-valuvo`, `/privacy-policy` …) | 1 day | 1 day | 7 days | text changes with a release |
 * | error | 404 and 410 pages | 1 min | 1 min | 5 min | a missing page may appear soon; short protects the site from floods |
 *
 * A page showing an upstream's empty or failed answer (its loader says so, app/http/answer-notes.server.ts) is kept
 * `BRIEF_PAGE_LIFETIMES` at most (5 s, no stale-while-revalidate), so a passing fault is not served for minutes.
 *
 * Any other 4xx is caused by the request itself (its headers, body, method, origin) and is `private, no-store`, as is
 * any answer to a request whose location cookie is ambiguous (docs/decisions/020).
 *
 * Stale-if-error is long on purpose: while an upstream or the site is down, yesterday's listings beat an error page.
 */

import { FOOTER_PAGE_PATHS } from "../copy/content-pages";
import { SINGLE_FETCH_REDIRECT_STATUS } from "~/framework/remix-private.mjs";

export type PageType = "nearby" | "coupon-codes" | "editorial" | "static";

export type Lifetimes = {
  /** Seconds a shared cache may serve the page without asking the site. */
  sMaxage: number;
  /** Seconds after that during which it may serve the old page while fetching a new one. */
  staleWhileRevalidate: number;
  /** Seconds after expiry during which it may serve the old page when the site fails. */
  staleIfError: number;
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const PAGE_LIFETIMES: Readonly<Record<PageType, Lifetimes>> = {
  nearby: { sMaxage: 5 * MINUTE, staleWhileRevalidate: 10 * MINUTE, staleIfError: DAY },
  "coupon-codes": { sMaxage: 15 * MINUTE, staleWhileRevalidate: 30 * MINUTE, staleIfError: DAY },
  editorial: { sMaxage: HOUR, staleWhileRevalidate: HOUR, staleIfError: DAY },
  static: { sMaxage: DAY, staleWhileRevalidate: DAY, staleIfError: 7 * DAY },
};

/**
 * The sitemaps and robots.txt: the same for every visitor (no cookie changes them), costly to build (every city and
 * business), and read by crawlers that need nothing newer than the hour.
 */
export const CRAWLER_FILE_LIFETIMES: Readonly<Lifetimes> = {
  sMaxage: HOUR,
  staleWhileRevalidate: HOUR,
  staleIfError: DAY,
};

export const ERROR_PAGE_LIFETIMES: Readonly<Lifetimes> = {
  sMaxage: MINUTE,
  staleWhileRevalidate: MINUTE,
  staleIfError: 5 * MINUTE,
};

/**
 * A page that shows an upstream's empty or failed answer (no local listings, no deals): often a passing fault, so a
 * shared cache keeps it a few seconds and refreshes it before serving it again, never for the page type's minutes. A
 * loader notes it (`answerBriefly`, app/http/answer-notes.server.ts), and so do the network door, `settle` and the time
 * budgets for every failure they meet (decision 052). "No deals" where the deals directory has none
 * within reach either is the place's standing answer, not a fault (app/pages/deal-alternatives.server.ts).
 */
export const BRIEF_PAGE_LIFETIMES: Readonly<Lifetimes> = {
  sMaxage: 5,
  staleWhileRevalidate: 0,
  staleIfError: 5 * MINUTE,
};

export const NOT_SHARED = "private, no-store";

/** The status Remix gives a redirect answered to a single-fetch data request (app/framework). */
export { SINGLE_FETCH_REDIRECT_STATUS } from "~/framework/remix-private.mjs";

/**
 * Footer content pages: text that only changes with a release of the content. The opt-out pages (`/cpa/…`) answer
 * each browser with its own opt-out state, so they are not among them.
 */
const STATIC_PAGES = new Set<string>(FOOTER_PAGE_PATHS.filter((path) => !path.startsWith("/cpa/")));

const startsWithSegment = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The page type of a path. Unknown paths get the shortest page lifetimes, so a new route that shows fast-changing
 * data is never cached too long before someone lists it here.
 */
export function pageTypeOf(pathname: string): PageType {
  if (STATIC_PAGES.has(pathname)) return "static";
  if (startsWithSegment(pathname, "/coupon-codes") || pathname === "/grocery-coupons") return "coupon-codes";
  if (
    startsWithSegment(pathname, "/newsroom") ||
    startsWithSegment(pathname, "/blog") ||
    startsWithSegment(pathname, "/advertise/careers") ||
    startsWithSegment(pathname, "/careers")
  ) {
    return "editorial";
  }
  return "nearby";
}

/** The page a single-fetch data URL loads: Remix's spelling, read in one place (app/framework). */
export { pagePathOf } from "~/framework/remix-private.mjs";

export type CacheInput = {
  method: string;
  /** The page's path (for a `.data` request, the page it loads: see `pagePathOf`). */
  pathname: string;
  status: number;
  /** The request carries a `vp_local_geo` cookie the site can read. */
  hasLocationCookie: boolean;
  /**
   * The request's `Cookie` header names the location cookie in a form the site does not write (decision 020): the
   * page was rendered without it, and a cache keying on its own reading of the header could file it under a place.
   */
  ambiguousLocationCookie?: boolean;
  /** The response sets a cookie. */
  setsCookie: boolean;
  /**
   * The only cookie the response sets is the place its URL names, for a request that had no location cookie: the
   * first visit to a `/local/{slug}` page, what crawlers and visitors from search fetch. Every such request gets the
   * same cookie (the slug's place), so the page and its cookie may be shared under the key "URL, no location cookie".
   */
  setsOnlyTheUrlsPlace?: boolean;
  /** The Cache-Control the page's loaders declared, if any (only `private` / `no-store` are binding). */
  declared: string | null;
  /**
   * The URL opens a redeem screen (`redeem`, see `carriesRedeem`), which shows a print id made at this request:
   * SPEC §9 gives every print its own id, so no two visitors may be handed the same copy (issue 35, finding 8).
   */
  rendersPrintId?: boolean;
  /**
   * The URL's dialog parameters are spelled as no link of the site writes them (`?location=x`, `?offer=<a>`, one
   * twice: see `isCanonicalOverlayState`): the page is the one without that dialog, and a copy kept per spelling would
   * let anyone fill a shared cache and push out what shoppers ask for.
   */
  unwrittenDialogState?: boolean;
  /**
   * The page shows an upstream's empty or failed answer (its loader noted it): kept `BRIEF_PAGE_LIFETIMES` at most.
   */
  brief?: boolean;
};

export type CacheHeaders = { cacheControl: string; vary: string | null };

export function formatLifetimes({ sMaxage, staleWhileRevalidate, staleIfError }: Lifetimes): string {
  return `public, max-age=0, s-maxage=${sMaxage}, stale-while-revalidate=${staleWhileRevalidate}, stale-if-error=${staleIfError}`;
}

/**
 * Headers of a page or data response. `max-age=0` makes browsers revalidate (the page follows the cookie, which
 * the browser may change at any time); `s-maxage` is for shared caches, which key on the cookie's value.
 */
export function cacheHeadersFor(input: CacheInput, cap: number | null = null): CacheHeaders {
  const notShared = { cacheControl: NOT_SHARED, vary: "Cookie" };
  if (input.method !== "GET" && input.method !== "HEAD") return notShared;
  // A cookie written into a shared cache would be handed to every later visitor: only one that every visitor of
  // the key gets anyway may be.
  if (input.setsCookie && !input.setsOnlyTheUrlsPlace) return notShared;
  if (input.ambiguousLocationCookie) return notShared;
  // The first visit to `/` looks up the network address (SPEC §4): two visitors, two pages, one URL.
  if (input.pathname === "/" && !input.hasLocationCookie) return notShared;
  if (input.declared && /\b(private|no-store)\b/i.test(input.declared)) return notShared;
  if (input.rendersPrintId || input.unwrittenDialogState) return notShared;
  // A redirect in single-fetch form (a `.data` request whose page redirects): Remix answers it 202 so that no cache
  // keeps it, and the page's document redirect carries no lifetime either.
  if (input.status === SINGLE_FETCH_REDIRECT_STATUS) return notShared;
  // A fault (or the 503 maintenance page) is of this moment; the edge serves its stale copy instead.
  if (input.status >= 500) return notShared;
  // An error caused by the request itself (a bad header, body, method or length: 400, 403, 405, 411, 413, 414, 415,
  // 422, 431 …) is that request's answer, not the URL's: a clean request for the same URL gets the page. Only a
  // missing page (404, 410) is what every request for the URL gets, and only that may be shared.
  if (input.status >= 400 && input.status !== 404 && input.status !== 410) return notShared;
  const lifetimes = input.status >= 400 ? ERROR_PAGE_LIFETIMES : PAGE_LIFETIMES[pageTypeOf(input.pathname)];
  const kept = input.brief ? shorterOf(lifetimes, BRIEF_PAGE_LIFETIMES) : lifetimes;
  return { cacheControl: formatLifetimes(capLifetimes(kept, cap)), vary: "Cookie" };
}

/** Each lifetime the shorter of the two (a 404 page shown briefly keeps its own shorter error window). */
export function shorterOf(a: Lifetimes, b: Lifetimes): Lifetimes {
  return {
    sMaxage: Math.min(a.sMaxage, b.sMaxage),
    staleWhileRevalidate: Math.min(a.staleWhileRevalidate, b.staleWhileRevalidate),
    staleIfError: Math.min(a.staleIfError, b.staleIfError),
  };
}

/**
 * `s-maxage` no longer than `cap` seconds (staging, tests that must see a page expire). The stale windows stay:
 * they only matter once the page has expired, and a shorter freshness makes them matter sooner.
 */
export function capLifetimes(lifetimes: Lifetimes, cap: number | null): Lifetimes {
  return cap === null ? lifetimes : { ...lifetimes, sMaxage: Math.min(lifetimes.sMaxage, cap) };
}
