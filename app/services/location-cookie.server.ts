import {
  LOCATION_COOKIE_MAX_AGE,
  LOCATION_COOKIE_NAME,
  parseLocationCookie,
  serializeLocation,
  type Location,
} from "~/models/location";
import { decodeCookieValue, readLocationCookieHeader } from "~/models/location-cookie-header";
import { locationCookieCell, type PointCell } from "~/models/location-cookie-area";
import { stateSetCookie } from "./cookies.server";
import { isIssuablePlace } from "./issued-places.server";

/** What a request's `Cookie` header says about the visitor's location, read once by the one rule of decision 020. */
export type LocationCookieState = {
  /** The place, when the cookie is in the canonical form and names a place the site could have issued. */
  location: Location | null;
  /** The header names the location cookie in a form the site does not write: the answer must not be shared. */
  ambiguous: boolean;
  /** The header does not mention the location cookie at all (the edge keys such a request as "no cookie"). */
  absent: boolean;
  /** The cell of the cookie's point as the edge reads it from the same bytes (decision 049), when canonical. */
  cell: PointCell | null;
};

// One reading per request: the visitor's place, the cache policy and the routes each ask.
const readings = new WeakMap<Request, LocationCookieState>();

export function locationCookieState(request: Request): LocationCookieState {
  const known = readings.get(request);
  if (known) return known;
  const reading = readLocationCookieHeader(request.headers.get("Cookie"));
  let state: LocationCookieState;
  if (reading.kind === "present") {
    const decoded = decodeCookieValue(reading.raw);
    const location = decoded === null ? null : parseLocationCookie(decoded);
    state = {
      location: location && isIssuablePlace(location) ? location : null,
      ambiguous: false,
      absent: false,
      cell: locationCookieCell(reading.raw),
    };
  } else {
    state = { location: null, ambiguous: reading.kind === "ambiguous", absent: reading.kind === "absent", cell: null };
  }
  readings.set(request, state);
  return state;
}

/**
 * The visitor's location from `vp_local_geo`, or null when absent, ambiguous, malformed or not a place the site could
 * have issued (never throws).
 */
export function readLocationCookie(request: Request): Location | null {
  return locationCookieState(request).location;
}

/** `Set-Cookie` for the location: 180 days, Lax, site-wide, HttpOnly (pages get it from loader data), Secure on HTTPS. */
export function locationSetCookie(location: Location, request: Request): string {
  return stateSetCookie(request, LOCATION_COOKIE_NAME, serializeLocation(location), LOCATION_COOKIE_MAX_AGE);
}
