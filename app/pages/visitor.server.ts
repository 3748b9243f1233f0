import { redirect } from "@remix-run/node";
import { isCorporateOwned } from "~/models/corporate-ownership";
import { locationLabel, serializeLocation, type Location, type Place } from "~/models/location";
import { isAreaKeyedPath, isCellKeyedPath, locationCookieCell } from "~/models/location-cookie-area";
import { cellHolds } from "~/models/nearest-cell";
import { isBusinessSegment, locationSlug, parseLocationSlug } from "~/models/slug";
import type { ValidatedLocation } from "~/models/validated-location";
import { getServices } from "~/services/index.server";
import { isIssuablePlace } from "~/services/issued-places.server";
import { locationCookieState, locationSetCookie, readLocationCookie } from "~/services/location-cookie.server";
import type { NearestVisitor } from "~/pages/local-listings.server";
import { answerBriefly, answerPrivately } from "~/http/answer-notes.server";
import { unavailableResponse } from "~/http/maintenance.server";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { dealsAnswerAt } from "~/pages/deal-alternatives.server";
import { pageBudgets, withinBudget } from "~/pages/time-budget.server";
import { log, messageOf } from "~/services/log.server";

export function placeOf(location: Location): Place {
  return { ...location, label: locationLabel(location), slug: locationSlug(location.city, location.state) };
}

/** Where the visitor is, as this request resolved it once for the shell and the page alike (SPEC §4). */
export interface Visitor {
  place: Place | null;
  /** The franchise whose territory holds the place (null outside any, or when it cannot be told). */
  franchiseId: number | null;
  /** SPEC §4 corporate ownership of the place's territory; false without a place or when it cannot be told. */
  corporateOwned: boolean;
  /** SPEC §4 "serverInit": the first-visit IP lookup failed (the page renders without a location). */
  serverInitError: string | null;
  /** SPEC §4 "deals error": the deals service failed (or has nothing) for this place; checked in corporate territories. */
  dealsError: string | null;
  /** Set-Cookie values this resolution wrote (the place found from the network address or named by the URL). */
  setCookies: string[];
  /** True when the answer depends on the visitor's network address (no shared cache may keep it). */
  fromNetworkAddress: boolean;
  /** The place a `/local/{slug}` names could not be checked right now (the upstream failed, not "unknown"). */
  slugUnchecked: boolean;
  /** The place a `/local/{slug}` path names (validated), or null; on a business page it is the store's city. */
  urlPlace: Place | null;
}

/** The slug of a `/local/{slug}` path, which names the visitor's place (SPEC §4 "Fetch by slug"). */
function localSlugOf(pathname: string): string | null {
  return /^\/local\/([^/]+)/.exec(pathname)?.[1] ?? null;
}

/**
 * True for a business page (`/local/{slug}/{name}-{id}`): its slug is the city of the business's store, not a
 * place the visitor chose, so opening it never moves the visitor (issue 25: the cookie, header and distances
 * followed a store's city).
 */
function isBusinessPath(pathname: string): boolean {
  const segment = /^\/local\/[^/]+\/([^/]+)\/?$/.exec(pathname)?.[1];
  return segment !== undefined && isBusinessSegment(segment);
}

/**
 * SPEC §4 "Fetch by slug": the place a `/local/{slug}` names, with its franchise from the same validate answer.
 * The cookie's city (its area, decision 040) is kept when it already names this slug, and the cookie is not written
 * again (it may hold the visitor's own ZIP). Null for a
 * slug that does not parse or that the upstream does not know: the page answers 404.
 */
async function placeOfSlug(
  slug: string,
  cookie: Location | null,
): Promise<{ location: Location; validated: ValidatedLocation | null } | null> {
  const parsed = parseLocationSlug(slug);
  if (parsed === null) return null;
  if (cookie && locationSlug(cookie.city, cookie.state) === slug) return { location: cookie, validated: null };
  const validated = await getServices().location.validateCityState(parsed.city, parsed.state);
  if (validated === null) return null;
  // SPEC §4: the city capitalised and the state upper-cased, as the upstream writes them: a slug that names the city
  // another way ("st-louis-mo" for Saint Louis) is answered with a redirect to the city's own (slugPlaceOf).
  const location = { city: validated.city, state: validated.state, zip: validated.zip, coords: validated.coords };
  // A page only for a place the site would save as a visitor's: the upstream also validates overseas military mail.
  return isIssuablePlace(location) ? { location, validated } : null;
}

/**
 * Decision 040: the edge shares a `/local/…` page among every visitor whose cookie names the same city and state, so
 * there the visitor's place is their city's own point (the location upstream's answer for the city, cached), never
 * their ZIP and coordinates; the browser measures distances from those after the page loads. Null when the upstream
 * does not know the city (the same for every visitor of that key).
 */
async function areaOf(cookie: Location): Promise<{ location: Location; validated: ValidatedLocation } | null> {
  const validated = await getServices().location.validateCityState(cookie.city, cookie.state);
  if (validated === null) return null;
  return {
    location: { city: cookie.city, state: cookie.state, zip: validated.zip, coords: validated.coords },
    validated,
  };
}

/**
 * The franchise id of a place: from a validate answer this request already has, else one validate call (cached
 * across requests), by ZIP when the place has one, else by its point.
 */
async function franchiseIdOf(location: Location, validated: ValidatedLocation | null): Promise<number | null> {
  if (validated) return validated.franchiseId;
  const { location: locations } = getServices();
  const answer = location.zip
    ? await locations.validateZip(location.zip)
    : await locations.validateCoords(location.coords);
  return answer?.franchiseId ?? null;
}

/**
 * The franchise of a place's territory and SPEC §4 corporate ownership; an upstream failure hides partner deals
 * (and shows the default billboards), never the page.
 */
async function territoryOf(location: Location, validated: ValidatedLocation | null) {
  try {
    const franchiseId = await franchiseIdOf(location, validated);
    const franchise = await getServices().franchise.getFranchiseInfo(franchiseId);
    const corporateOwned = isCorporateOwned({
      franchise: franchise && { franchiseId: franchise.franchiseId, owner: franchise.owner },
      city: location.city,
      state: location.state,
    });
    return { franchiseId, corporateOwned, failed: false };
  } catch (error) {
    log.warn({ error: messageOf(error) }, "franchise lookup failed");
    return { franchiseId: null, corporateOwned: false, failed: true };
  }
}

/**
 * SPEC §4 "deals error: deals offers or geo lookup": the deals service is asked for the place (cached per place, so
 * a warm page view costs nothing); a failure or an empty answer hides the Deals link. A slow answer is not waited
 * for beyond the optional-data budget, and then counts as no error (the deals page says what it finds).
 */
async function dealsErrorAt(location: Location): Promise<string | null> {
  const found = await withinBudget(dealsAnswerAt(location.coords), pageBudgets().optionalDataMs, null);
  return found && !found.ok ? found.message : null;
}

/**
 * The address lookup's place as a cookie the site will believe again (decision 020): the IP database's city names do
 * not always match the postal geography, so a place that is not one the site could issue is replaced by its ZIP's.
 */
async function issuableFromAddress(found: Location | null): Promise<Location | null> {
  if (found === null || isIssuablePlace(found)) return found;
  const byZip = found.zip ? await getServices().location.validateZip(found.zip) : null;
  if (!byZip) return null;
  const place = { city: byZip.city, state: byZip.state, zip: byZip.zip, coords: byZip.coords };
  return isIssuablePlace(place) ? place : null;
}

/** SPEC §4's default when no address is forwarded: the local address. */
const DEFAULT_CLIENT_IP = "127.0.0.1";

/**
 * SPEC §4's visitor address, as server.mjs resolved it (decision 020 / DESIGN §6a: X-Forwarded-For only behind a
 * trusted proxy). Without a load context (a loader called directly) there is no peer to name: the local address.
 */
function visitorAddress(context: unknown): string {
  const ip = typeof context === "object" && context !== null ? (context as { clientIp?: unknown }).clientIp : undefined;
  return typeof ip === "string" && ip !== "" ? ip : DEFAULT_CLIENT_IP;
}

async function resolveVisitor(request: Request, context?: unknown): Promise<Visitor> {
  const url = new URL(request.url);
  const cookie = readLocationCookie(request);
  const setCookies: string[] = [];
  let location: Location | null = cookie;
  let validated: ValidatedLocation | null = null;
  let serverInitError: string | null = null;
  let fromNetworkAddress = false;
  let slugUnchecked = false;
  let urlPlace: Place | null = null;

  let territoryUnknown = false;
  if (cookie && isAreaKeyedPath(url.pathname)) {
    const area = await areaOf(cookie).catch((error: unknown) => {
      log.warn({ error: messageOf(error) }, "the cookie's city unchecked");
      // The location upstream is failing: asking it for the territory too would only wait for it again.
      territoryUnknown = true;
      return null;
    });
    if (area) {
      location = area.location;
      validated = area.validated;
    } else {
      // The city's point cannot be had right now (the upstream fails, or does not know the city): the cookie's own
      // point serves the page, as it did before pages were shared (SPEC §4: a geo lookup failure never takes a page
      // down). The page then holds the visitor's ZIP and point, so it is answered privately, never stored under the
      // key the city's visitors share.
      location = cookie;
      answerPrivately(context);
    }
  }

  const slug = localSlugOf(url.pathname);
  if (slug !== null) {
    // An unknown slug is the page's 404 to render, a failed check its area's message; the shell keeps the cookie's.
    const named = await placeOfSlug(slug, location).catch((error: unknown) => {
      log.warn({ slug: slug.slice(0, 80), error: messageOf(error) }, "place of a local page unchecked");
      slugUnchecked = true;
      return null;
    });
    if (named) {
      urlPlace = placeOf(named.location);
      if (!isBusinessPath(url.pathname)) {
        location = named.location;
        // The cookie's own city (no validate answer from the slug): its area's answer stands.
        validated = named.validated ?? validated;
        // Saved as the place the URL names, a city: the ZIP the upstream keeps for it is none the visitor gave.
        if (named.validated) setCookies.push(locationSetCookie({ ...named.location, zip: "" }, request));
      } else if (location === null) {
        // A visitor with no place yet sees the business's city as theirs on this page, but it is not saved.
        location = named.location;
        validated = named.validated;
      }
    }
  } else if (location === null && url.pathname === "/") {
    // SPEC §4: only the home page looks the visitor's network address up, and saves what it finds.
    fromNetworkAddress = true;
    const ip = visitorAddress(context);
    try {
      location = await issuableFromAddress(await getServices().geoIp.lookupIp(ip));
      if (location) setCookies.push(locationSetCookie(location, request));
    } catch (error) {
      serverInitError = error instanceof Error ? error.message : "IP geolocation failed";
      log.warn({ error: serverInitError }, "IP geolocation failed");
    }
  }

  const { failed: territoryFailed, ...territory } =
    location && !territoryUnknown
      ? await territoryOf(location, validated)
      : { franchiseId: null, corporateOwned: false, failed: false };
  const dealsError = location && territory.corporateOwned ? await dealsErrorAt(location) : null;
  // Every page's header shows what these decide (the Deals link): shown after a passing failure, a page is kept by
  // shared caches only briefly, not for the minutes its visitors' next views would be told there are no deals (a
  // deals answer that may be passing notes this itself).
  if (territoryFailed) answerBriefly(context);
  return {
    place: location && placeOf(location),
    ...territory,
    dealsError,
    serverInitError,
    setCookies,
    fromNetworkAddress,
    slugUnchecked,
    urlPlace,
  };
}

// One resolution per request: the layout's and the page's loaders run side by side and share it through the
// request's load context (one object per request, see server.mjs), so the place is validated once.
const resolved = new WeakMap<object, Promise<Visitor>>();

export function visitorOf(request: Request, context?: unknown): Promise<Visitor> {
  if (typeof context !== "object" || context === null) return resolveVisitor(request);
  let visitor = resolved.get(context);
  if (!visitor) {
    visitor = resolveVisitor(request, context);
    resolved.set(context, visitor);
  }
  return visitor;
}

/** The same `/local/…` path and query with the city's own slug in place of the one the visitor wrote. */
function withSlug(url: URL, slug: string): string {
  return `${url.pathname.replace(/^\/local\/[^/]+/, `/local/${slug}`)}${url.search}`;
}

/**
 * The place a `/local/{slug}` page shows (the visitor's resolution decides): a 404 when the slug names none; when it
 * names a city another way than its own slug does ("st-louis-mo", "ofallon-mo"), a 301 to that one page; when it
 * could not be checked (the location upstream fails, and the visitor's cookie does not name that city), SPEC §4's
 * service error: the area's SPEC §8 message in the shell (503, never stored by a shared cache), not a 404 nor the
 * maintenance page. The shell's loader writes the cookie when the slug changed the visitor's place.
 */
export async function slugPlaceOf(request: Request, context: unknown, slug: string): Promise<Place> {
  const visitor = await visitorOf(request, context);
  if (visitor.slugUnchecked) throw unavailableResponse(UPSTREAM_MESSAGES.localOffers);
  if (!visitor.urlPlace) throw new Response(null, { status: 404 });
  if (visitor.urlPlace.slug !== slug) throw redirect(withSlug(new URL(request.url), visitor.urlPlace.slug), 301);
  return visitor.urlPlace;
}

/**
 * The visitor a city's own page is listed for (decision 049): when their cookie names that city, the cell the edge
 * keys the page on and their own point; when this answer writes the city as their place (a first visit, or a cookie
 * naming another city: SPEC §4 "Fetch by slug"), the cell of the cookie it writes, so the next page they ask for with
 * it continues the same list. Null for anyone else (a visitor whose place cannot be told: the city's list). A cookie
 * whose point the site reads outside the cell the edge reads from its bytes is listed for that visitor alone, and
 * answered privately: the page must never be kept under a cell it was not listed for.
 */
export async function nearestVisitorOf(
  request: Request,
  context: unknown,
  place: Place,
): Promise<NearestVisitor | null> {
  if (!isCellKeyedPath(new URL(request.url).pathname)) return null;
  const { location, cell } = locationCookieState(request);
  if (location && locationSlug(location.city, location.state) === place.slug) {
    if (cell && cellHolds(cell, location.coords)) return { cell, own: location.coords };
    answerPrivately(context);
    return null;
  }
  const visitor = await visitorOf(request, context);
  if (visitor.setCookies.length === 0 || visitor.urlPlace?.slug !== place.slug) return null;
  // The bytes the written cookie will hold (the `cookie` package encodes as encodeURIComponent does).
  const written = { city: place.city, state: place.state, zip: "", coords: place.coords };
  const writtenCell = locationCookieCell(encodeURIComponent(serializeLocation(written)));
  return writtenCell && cellHolds(writtenCell, place.coords)
    ? { cell: writtenCell, own: place.coords, ownIsTheUrlsPlace: true }
    : null;
}
