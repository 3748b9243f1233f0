import {
  cacheHeadersFor,
  capLifetimes,
  CRAWLER_FILE_LIFETIMES,
  formatLifetimes,
  pagePathOf,
} from "~/models/cache-policy";
import { LOCATION_COOKIE_NAME } from "~/models/location";
import { isAreaKeyedPath } from "~/models/location-cookie-area";
import { carriesRedeem, isCanonicalOverlayState, readOverlayState } from "~/models/url-state";
import { getConfig } from "~/services/config.server";
import { FAILURE_SHOWN_HEADER } from "~/models/failure-shown-header.mjs";
import { answerNotes } from "./answer-notes.server";
import { locationCookieState } from "~/services/location-cookie.server";

/**
 * Sets `Cache-Control` and `Vary` of a page or single-fetch data response from the central policy (DESIGN §6).
 * Called for every document (`handleRequest`) and `.data` request (`handleDataRequest`), so a new route is covered
 * without declaring anything. `context` is the request's load context, which carries what its loaders noted
 * (answer-notes.server.ts).
 */
export function applyCachePolicy(request: Request, status: number, headers: Headers, context?: unknown): void {
  const notes = answerNotes(context);
  const cookie = locationCookieState(request);
  const url = new URL(request.url);
  const pathname = pagePathOf(url.pathname);
  const setCookies = headers.getSetCookie();
  const setsOnlyTheUrlsPlace =
    cookie.absent &&
    /^\/local\/[^/]+/.test(pathname) &&
    setCookies.length > 0 &&
    setCookies.every((value) => value.startsWith(`${LOCATION_COOKIE_NAME}=`));
  const { cacheControl, vary } = cacheHeadersFor(
    {
      method: request.method,
      pathname,
      status,
      hasLocationCookie: cookie.location !== null,
      // Decision 040: on `/local/…` the edge keys a canonical cookie on its city and state alone, so a cookie the site
      // does not believe (its ZIP or point not the city's) would file a page rendered without a place under a city
      // that believed cookies share: answered privately, like an ambiguous one.
      ambiguousLocationCookie:
        cookie.ambiguous || (isAreaKeyedPath(pathname) && !cookie.absent && cookie.location === null),
      setsCookie: setCookies.length > 0,
      setsOnlyTheUrlsPlace,
      declared: notes.private ? "private, no-store" : headers.get("Cache-Control"),
      brief: notes.brief,
      rendersPrintId: carriesRedeem(url.searchParams),
      // A dialog no loader of this answer looked up (page data asked with `_routes` leaving out the layout's): the
      // page is the one without it, whatever the id.
      unwrittenDialogState: !isCanonicalOverlayState(url.searchParams) || (namesADialog(url) && !notes.dialogLookedUp),
    },
    getConfig().sMaxageCap,
  );
  headers.set("Cache-Control", cacheControl);
  if (notes.brief) headers.set(FAILURE_SHOWN_HEADER, "1");
  if (vary) headers.set("Vary", mergeVary(headers.get("Vary"), vary));
}

/** The URL names a dialog's id, or a place whose candidates the location dialog lists. */
function namesADialog(url: URL): boolean {
  const { offerId, dealId, cpncode, placeName } = readOverlayState(url.searchParams);
  return (offerId ?? dealId ?? cpncode ?? placeName) !== null;
}

/** The union of two `Vary` lists, first spelling kept (`Cookie, Sec-GPC` + `Cookie` → `Cookie, Sec-GPC`). */
function mergeVary(declared: string | null, required: string): string {
  const names = [...(declared ?? "").split(","), ...required.split(",")].map((n) => n.trim()).filter(Boolean);
  const seen = new Set<string>();
  return names.filter((n) => !seen.has(n.toLowerCase()) && seen.add(n.toLowerCase())).join(", ");
}

/** `Cache-Control` of the sitemaps and robots.txt: shared by every visitor, whatever their cookies. */
export function crawlerFileCacheControl(): string {
  return formatLifetimes(capLifetimes(CRAWLER_FILE_LIFETIMES, getConfig().sMaxageCap));
}
