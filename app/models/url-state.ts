// The one owner of the site's URL state (DESIGN §3, §4): the names of the search parameters that open the three
// offer overlays and the location dialog, and every href that opens or closes them. Nothing else spells the names,
// so a renamed parameter is a change of one line, and every overlay closes the same way.

/** The search parameters that carry overlay and paging state. */
export const URL_PARAM = {
  /** A local offer's quick view: `?offer={offerId}`. */
  offer: "offer",
  /** With `offer`, its printable redeem screen: `&redeem=1`. */
  redeem: "redeem",
  /** A partner (Clipp) deal's quick view: `?deal={id}`. */
  deal: "deal",
  /** An online (coupon-code) offer's dialog: `?cpncode={componentUID}` (SPEC §2). */
  cpncode: "cpncode",
  /** The location dialog, by the intent that opened it: `?location=coupons|deals|change`. */
  location: "location",
  /** With `location`, a place name that matches several places: the dialog lists them to choose from. */
  place: "place",
  /** A listing's page number. */
  page: "page",
  /** The order of a local listing page: `?sort=ending-soon|newest` (nearest first without it). */
  sort: "sort",
} as const;

/** The parameters that only open a dialog over a page: the page's own data never depends on them. */
const OVERLAY_PARAMS: readonly string[] = [
  URL_PARAM.offer,
  URL_PARAM.redeem,
  URL_PARAM.deal,
  URL_PARAM.cpncode,
  URL_PARAM.location,
  URL_PARAM.place,
];

export type LocationIntent = "coupons" | "deals" | "change";

export function parseLocationIntent(value: unknown): LocationIntent | null {
  return value === "coupons" || value === "deals" || value === "change" ? value : null;
}

function withParams(pathname: string, search: string, change: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(search);
  change(params);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

function closeOthers(params: URLSearchParams, keep: readonly string[]) {
  for (const name of OVERLAY_PARAMS) if (!keep.includes(name)) params.delete(name);
}

// ---- reading ----

/** The overlay state a URL asks for; absent or empty values are null. */
export function readOverlayState(search: string | URLSearchParams) {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const value = (name: string) => {
    const raw = params.get(name);
    return raw === null || raw === "" ? null : raw;
  };
  return {
    offerId: value(URL_PARAM.offer),
    redeem: params.get(URL_PARAM.redeem) === "1",
    dealId: value(URL_PARAM.deal),
    cpncode: value(URL_PARAM.cpncode),
    locationIntent: parseLocationIntent(params.get(URL_PARAM.location)),
    /** True when the location parameter is present at all (even with a value that opens nothing). */
    locationAsked: params.has(URL_PARAM.location),
    /** The place name whose candidates the location dialog lists (only with the dialog open). */
    placeName: parseLocationIntent(params.get(URL_PARAM.location)) ? value(URL_PARAM.place) : null,
  };
}

/**
 * Whether the URL carries the redeem screen's parameter, whatever its value: such a page may show a print id made for
 * this request, so it is never shared (app/models/cache-policy.ts). Read loosely on purpose: a spelling that opens
 * nothing costs one uncached page, a shared print id costs the SPEC's unique id.
 */
export function carriesRedeem(search: string | URLSearchParams): boolean {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return params.has(URL_PARAM.redeem);
}

/** `?page=` as a whole number ≥ 1; anything else is page 1. */
export function readPage(search: string | URLSearchParams): number {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const raw = params.get(URL_PARAM.page);
  if (raw === null || !/^\d{1,4}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** True when `?page=` is written as page links write it: absent (page 1), or a number above 1 without leading zeros. */
export function isCanonicalPage(search: string | URLSearchParams): boolean {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const raw = params.getAll(URL_PARAM.page);
  return raw.length === 0 || (raw.length === 1 && /^[1-9]\d{0,3}$/.test(raw[0]!) && raw[0] !== "1");
}

/** True when `?sort=` is written as the order links write it: absent (nearest first), or one other order, once. */
export function isCanonicalListingSort(search: string | URLSearchParams): boolean {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const raw = params.getAll(URL_PARAM.sort);
  return raw.length === 0 || (raw.length === 1 && LISTING_SORTS.slice(1).some((sort) => sort === raw[0]));
}

/**
 * This list's URL as its own links write it (`readPage`'s page, and with `sorted` `readListingSort`'s order), the
 * other parameters kept; null when it already is. Any other spelling of a page or an order (`?page=01`,
 * `?page=abc`, `?sort=x`, either repeated) is the same list: one URL for it, so no shared cache keeps a copy per
 * spelling.
 */
export function canonicalListHref(pathname: string, search: string, sorted: boolean): string | null {
  if (isCanonicalPage(search) && (!sorted || isCanonicalListingSort(search))) return null;
  return withParams(pathname, search, (params) => {
    const page = readPage(params);
    const sort = readListingSort(params);
    params.delete(URL_PARAM.page);
    if (page > 1) params.set(URL_PARAM.page, String(page));
    if (!sorted) return;
    params.delete(URL_PARAM.sort);
    if (sort !== LISTING_SORTS[0]) params.set(URL_PARAM.sort, sort);
  });
}

// An id as the site writes one in an overlay's parameter: an offer's or a deal's number, a coupon code's component
// UID (`sdc_toys-games_1_30999_10279_0`).
const OVERLAY_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

/**
 * True when the URL's dialog parameters are written as the site's links write them: each at most once, an id that
 * is an id, a location intent the dialog knows, a place name only with it. A page under any other spelling renders
 * as the page without that dialog does, so shared caches do not keep it under a key of its own.
 */
export function isCanonicalOverlayState(search: string | URLSearchParams): boolean {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  if (OVERLAY_PARAMS.some((name) => params.getAll(name).length > 1)) return false;
  for (const name of [URL_PARAM.offer, URL_PARAM.deal, URL_PARAM.cpncode]) {
    const id = params.get(name);
    if (id !== null && !OVERLAY_ID.test(id)) return false;
  }
  const location = params.get(URL_PARAM.location);
  if (location !== null && parseLocationIntent(location) === null) return false;
  const place = params.get(URL_PARAM.place);
  return place === null || (location !== null && place.trim() !== "");
}

/**
 * Page `page` of a paged list at this URL: other parameters kept, every dialog closed, and page 1 without the
 * parameter, so the first page has one URL.
 */
export function pageHref(pathname: string, search: string, page: number): string {
  return withParams(pathname, search, (params) => {
    closeOthers(params, []);
    if (Number.isSafeInteger(page) && page > 1) params.set(URL_PARAM.page, String(page));
    else params.delete(URL_PARAM.page);
  });
}

// ---- the order of a local listing page ----

/** The orders a shopper can choose for a local list; the first is the default (no parameter). */
export const LISTING_SORTS = ["distance", "ending-soon", "newest"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** `?sort=` as one of the known orders; anything else (absent, unknown, repeated) is the default, nearest first. */
export function readListingSort(search: string | URLSearchParams): ListingSort {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const raw = params.getAll(URL_PARAM.sort);
  return raw.length === 1 ? (LISTING_SORTS.find((sort) => sort === raw[0]) ?? "distance") : "distance";
}

/** This list in another order: its first page (the order changes what page 2 holds), every dialog closed. */
export function listingSortHref(pathname: string, search: string, sort: ListingSort): string {
  return withParams(pathname, search, (params) => {
    closeOthers(params, []);
    params.delete(URL_PARAM.page);
    if (sort === LISTING_SORTS[0]) params.delete(URL_PARAM.sort);
    else params.set(URL_PARAM.sort, sort);
  });
}

/**
 * The builder of the href that opens the overlay `param` names with an id (every other dialog closed) and, with
 * `redeem`, its printable screen over it.
 */
function openOverlay(param: string, redeem = false) {
  return (pathname: string, search: string, id: string): string =>
    withParams(pathname, search, (params) => {
      closeOthers(params, []);
      params.set(param, id);
      if (redeem) params.set(URL_PARAM.redeem, "1");
    });
}

/** The builder of the href that closes the overlays `names` name (other parameters kept). */
function closeOverlay(...names: string[]) {
  return (pathname: string, search: string): string =>
    withParams(pathname, search, (params) => {
      for (const name of names) params.delete(name);
    });
}

// ---- local offers ----

/** The current URL with the quick view of `offerId` open (every other dialog closed). */
export const offerHref = openOverlay(URL_PARAM.offer);

/** The current URL with the redeem screen of `offerId` open. */
export const redeemHref = openOverlay(URL_PARAM.offer, true);

/** The current URL with the offer's quick view and redeem screen closed. */
export const closeOfferHref = closeOverlay(URL_PARAM.offer, URL_PARAM.redeem);

/** The current URL with only the redeem screen closed, back to its quick view. */
export const closeRedeemHref = closeOverlay(URL_PARAM.redeem);

/** A page's URL with a local offer's quick view open (for links built away from that page). */
export function pageWithOfferHref(path: string, offerId: string): string {
  return offerHref(path, "", offerId);
}

// ---- partner deals ----

export const dealHref = openOverlay(URL_PARAM.deal);

/** The current URL with a partner deal's printable certificate open (over its quick view, like `redeemHref`). */
export const dealCertificateHref = openOverlay(URL_PARAM.deal, true);

/** The current URL with the deal's quick view and its certificate closed. */
export const closeDealHref = closeOverlay(URL_PARAM.deal, URL_PARAM.redeem);

// ---- online (coupon-code) offers ----

/** The current URL with the online-offer dialog of `componentId` open (other overlays closed). */
export const couponOfferHref = openOverlay(URL_PARAM.cpncode);

export const closeCouponOfferHref = closeOverlay(URL_PARAM.cpncode);

// ---- the location dialog ----

/** The URL of the current page with the location dialog open (the no-JavaScript way to open it). */
export function locationDialogHref(pathname: string, search: string, intent: LocationIntent): string {
  return withParams(pathname, search, (params) => {
    params.delete(URL_PARAM.place);
    params.set(URL_PARAM.location, intent);
  });
}

export const closeLocationDialogHref = closeOverlay(URL_PARAM.location, URL_PARAM.place);

/**
 * `path` (a same-site path with its own search) with the location dialog open on `intent`, listing the places called
 * `name`: where the location form leads without JavaScript when the name typed matches several places.
 */
export function placeChoiceHref(path: string, intent: LocationIntent, name: string): string {
  const [pathname = "/", search = ""] = path.split("?", 2);
  return withParams(pathname, search, (params) => {
    closeOthers(params, []);
    params.set(URL_PARAM.location, intent);
    params.set(URL_PARAM.place, name);
  });
}

/**
 * Whether `url` is spelled exactly as `placeChoiceHref` writes the choice of `name` on its page: the one URL of that
 * choice a shared cache may keep (`Mount%20Vernon`, the parameters swapped or a stray `&` are the same page spelled
 * otherwise).
 */
export function isPlaceChoiceHref(url: URL, intent: LocationIntent, name: string): boolean {
  const here = `${url.pathname}${url.search}`;
  return here === placeChoiceHref(here, intent, name);
}

// ---- what the overlays mean for data and canonical URLs ----

/** The URL's search without any overlay parameter (sorted), e.g. for a canonical URL or a return path. */
export function searchWithoutOverlays(search: string | URLSearchParams): string {
  const params = new URLSearchParams(search);
  for (const name of OVERLAY_PARAMS) params.delete(name);
  params.sort();
  return params.toString();
}

/** True when two URLs differ only in overlay parameters, so no page data needs loading again. */
export function onlyOverlayChanged(current: URL, next: URL): boolean {
  return (
    current.pathname === next.pathname && searchWithoutOverlays(current.search) === searchWithoutOverlays(next.search)
  );
}

/** What Remix's `shouldRevalidate` is given (structurally, so this module stays free of the framework). */
export interface RevalidationArgs {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
  /** The status of the post just answered, if any. */
  actionStatus?: number;
  defaultShouldRevalidate: boolean;
}

/**
 * A post answered with a 4xx or 5xx (refused unread by a busy site, never sent by a device with no connection, or
 * turned down by its action) changed nothing on the site, so no loader needs asking again; with no connection that
 * would only fail, and the error screen would take the page's place. React Router skips them by default, but Remix's
 * single fetch hands every route's own policy a default of true.
 */
function postChangedNothing({ formMethod, actionStatus }: RevalidationArgs): boolean {
  return formMethod !== undefined && formMethod.toUpperCase() !== "GET" && (actionStatus ?? 0) >= 400;
}

/**
 * The one revalidation policy of pages and shells with overlays: opening or closing a dialog changes only overlay
 * parameters, and everything on screen is already loaded, so no loader runs again. Form posts (a location change)
 * and real navigations keep Remix's default, except a post that changed nothing.
 */
export function revalidateUnlessOnlyOverlayChanged(args: RevalidationArgs): boolean {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args;
  if (postChangedNothing(args)) return false;
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  return onlyOverlayChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

/**
 * The promotions shell keeps its data between visits (SPEC §2 "keeps pages alive"): only a form post (a location
 * change) loads it again.
 */
export function revalidateOnlyOnFormPost(args: RevalidationArgs): boolean {
  const { formMethod, defaultShouldRevalidate } = args;
  if (postChangedNothing(args)) return false;
  return formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;
}
