import {
  LOCATION_COOKIE_MAX_AGE,
  LOCATION_COOKIE_NAME,
  parseLocationCookie,
  serializeLocation,
  type Location,
} from "~/models/location";
import { readCookie, stateSetCookie } from "./cookies.server";

/** The visitor's location from `vp_local_geo`, or null when absent or malformed in any way (never throws). */
export function readLocationCookie(request: Request): Location | null {
  return parseLocationCookie(readCookie(request, LOCATION_COOKIE_NAME));
}

/** `Set-Cookie` for the location: 180 days, Lax, site-wide, HttpOnly (pages get it from loader data), Secure on HTTPS. */
export function locationSetCookie(location: Location, request: Request): string {
  return stateSetCookie(request, LOCATION_COOKIE_NAME, serializeLocation(location), LOCATION_COOKIE_MAX_AGE);
}
