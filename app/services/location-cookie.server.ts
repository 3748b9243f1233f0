import { parse, serialize } from "cookie";
import {
  LOCATION_COOKIE_MAX_AGE,
  LOCATION_COOKIE_NAME,
  parseLocationCookie,
  serializeLocation,
  type Location,
} from "~/models/location";

/** The visitor's location from `vp_local_geo`, or null when absent or malformed in any way (never throws). */
export function readLocationCookie(request: Request): Location | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  let raw: string | undefined;
  try {
    raw = parse(header)[LOCATION_COOKIE_NAME];
  } catch {
    return null;
  }
  return parseLocationCookie(raw);
}

/** Whether the visitor reached us over HTTPS (directly, or through a proxy that says so). */
function isSecure(request: Request): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  return request.headers.get("X-Forwarded-Proto")?.split(",")[0]?.trim() === "https";
}

/** `Set-Cookie` for the location: 180 days, Lax, site-wide, HttpOnly (pages get it from loader data), Secure on HTTPS. */
export function locationSetCookie(location: Location, request: Request): string {
  return serialize(LOCATION_COOKIE_NAME, serializeLocation(location), {
    maxAge: LOCATION_COOKIE_MAX_AGE,
    sameSite: "lax",
    path: "/",
    httpOnly: true,
    secure: isSecure(request),
  });
}

