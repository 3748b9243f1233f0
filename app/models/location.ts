export interface Coords {
  lat: number;
  lng: number;
}

/** SPEC §3 Location; the cookie holds exactly this shape as JSON (DESIGN §4). */
export interface Location {
  city: string;
  state: string;
  zip: string;
  coords: Coords;
}

// One spelling with the edge's maps (deploy/edge/render-config.mjs renders them from that module).
export { LOCATION_COOKIE_NAME } from "./location-cookie-key.mjs";
/** 180 days (SPEC §9). */
export const LOCATION_COOKIE_MAX_AGE = 15_552_000;
// A real value is ~100 bytes; refusing anything far larger stops a crafted cookie from costing parse time.
export const LOCATION_COOKIE_MAX_LENGTH = 1024;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isCoordinate(value: unknown, limit: number): value is number {
  return typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;
}

function nonEmptyString(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** Narrows untrusted data to a Location, or null; used for the cookie and anything else that claims to be one. */
export function toLocation(value: unknown): Location | null {
  if (!isRecord(value) || !isRecord(value.coords)) return null;
  const { lat, lng } = value.coords;
  if (!isCoordinate(lat, 90) || !isCoordinate(lng, 180)) return null;
  const city = nonEmptyString(value.city);
  const state = nonEmptyString(value.state);
  if (city === null || state === null) return null;
  // An IP lookup can know the city without a postal code, so a missing zip is tolerated; a non-string one is not.
  if (value.zip !== undefined && typeof value.zip !== "string") return null;
  return { city, state, zip: (value.zip ?? "").trim(), coords: { lat, lng } };
}

/**
 * The decoded value of the `vp_local_geo` cookie → a Location, or null when it cannot be trusted (SPEC §5: used only
 * when both coordinates are numbers). Never throws: a bad cookie must behave as an absent one, not a 500.
 */
export function parseLocationCookie(raw: string | undefined): Location | null {
  if (raw === undefined || raw === "" || raw.length > LOCATION_COOKIE_MAX_LENGTH) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  return toLocation(parsed);
}

/** Only the known fields are written, so extra properties on the object never leak into the cookie. */
export function serializeLocation(location: Location): string {
  const { city, state, zip, coords } = location;
  return JSON.stringify({ city, state, zip, coords: { lat: coords.lat, lng: coords.lng } });
}

/** 'Saint Petersburg, FL' — the form the header and the location messages use. */
export function locationLabel(location: Pick<Location, "city" | "state">): string {
  return [location.city.trim(), location.state.trim().toUpperCase()].filter((part) => part !== "").join(", ");
}

/** A place as pages show it: the location plus its label ('Tampa, FL') and slug ('tampa-fl'). */
export type Place = Location & { label: string; slug: string };
