import {
  ADDRESS_PAGE_PATH_PATTERN,
  AREA_COOKIE_PATTERN,
  AREA_KEYED_PATH_PATTERN,
  CELL_COOKIE_PATTERN,
  CELL_KEYED_PATH_PATTERN,
  KEYED_VALUE_PATTERN,
  LOCATION_FREE_PATH_PATTERN,
} from "./location-cookie-key.mjs";
import type { LocationCookieReading } from "./location-cookie-header";

/**
 * The area of a location cookie (docs/decisions/040-pages-shared-by-neighbours.md): on `/local/…` pages the edge
 * keys on the cookie's city and state only, not its ZIP and point, so neighbours share one cached page. The site
 * renders those pages from the URL and the cookie's city and state alone (the page's place, never the visitor's own
 * point), and the browser measures distances from the visitor's own place after it loads.
 *
 * A city's own page (`/local/{city-st}`) is keyed finer, on the area and the cell of the cookie's point (decision
 * 049), and lists each visitor of that cell their own nearest storefronts on its first page.
 *
 * Like decision 020's one reading, this is a rule and no parser: the patterns of location-cookie-key.mjs, compiled
 * here and rendered into the edge's maps (`$location_area`, `$location_cell`, `$page_geo`, `$location_uncacheable`) by
 * deploy/edge/render-config.mjs. The area is read only from the whole value exactly as the site writes it; any
 * other spelling keeps the whole value as the key (finer, so never wrong, just not shared).
 */

export { AREA_COOKIE_PATTERN, AREA_KEYED_PATH_PATTERN, CELL_COOKIE_PATTERN, CELL_KEYED_PATH_PATTERN };

const AREA_KEYED_PATH = new RegExp(AREA_KEYED_PATH_PATTERN);
const AREA_COOKIE = new RegExp(AREA_COOKIE_PATTERN);
const KEYED_VALUE = new RegExp(KEYED_VALUE_PATTERN);
const LOCATION_FREE_PATH = new RegExp(LOCATION_FREE_PATH_PATTERN);
const ADDRESS_PAGE_PATH = new RegExp(ADDRESS_PAGE_PATH_PATTERN);
const CELL_KEYED_PATH = new RegExp(CELL_KEYED_PATH_PATTERN);
const CELL_COOKIE = new RegExp(CELL_COOKIE_PATTERN);

/** A cell of a visitor's point: the coordinates' texts truncated to hundredths of a degree ("27.79", "-82.63"). */
export type PointCell = { lat: string; lng: string };

export function isCellKeyedPath(pathname: string): boolean {
  return CELL_KEYED_PATH.test(pathname);
}

/** The cell of a cookie value in the canonical form (the bytes the edge keys on), or null for any other spelling. */
export function locationCookieCell(raw: string): PointCell | null {
  const groups = CELL_COOKIE.exec(raw)?.groups;
  return groups?.cell_lat && groups.cell_lng ? { lat: groups.cell_lat, lng: groups.cell_lng } : null;
}

export function isAreaKeyedPath(pathname: string): boolean {
  return AREA_KEYED_PATH.test(pathname);
}

/** The city-and-state bytes of a cookie value in the canonical form, or null for any other spelling. */
export function locationCookieArea(raw: string): string | null {
  return AREA_COOKIE.exec(raw)?.groups?.area ?? null;
}

/** The edge's reading of the cookie (`$location_cookie`): "!" ambiguous, "" none, else "=" and the value's bytes. */
function edgeLocationCookie(reading: LocationCookieReading): string {
  if (reading.kind === "absent") return "";
  if (reading.kind === "ambiguous") return "!";
  // The edge counts a value only in the characters the site writes (percent-encoded JSON, maybe quoted), so its key
  // has one reading (decision 044): any other is ambiguous there.
  return KEYED_VALUE.test(reading.raw) ? `=${reading.raw}` : "!";
}

/**
 * The cookie part of the edge's page key for a path and a reading of the `Cookie` header, as nginx computes it
 * (`$page_geo`): "" on paths no location changes and without a cookie, "!" ambiguous (never cached), for a
 * canonical value "=area@lat,lng" (the cell of the point) on a city's own page and "=area" on the other area-keyed
 * paths, otherwise "=" and the value's raw bytes (which never hold an `@`). The edge tests compare the edge's sharing
 * with this.
 */
export function edgePageGeo(pathname: string, reading: LocationCookieReading): string {
  if (LOCATION_FREE_PATH.test(pathname)) return "";
  const cookie = edgeLocationCookie(reading);
  const area = reading.kind === "present" && isAreaKeyedPath(pathname) ? locationCookieArea(reading.raw) : null;
  if (area === null) return cookie;
  const cell = reading.kind === "present" && isCellKeyedPath(pathname) ? locationCookieCell(reading.raw) : null;
  return cell === null ? `=${area}` : `=${area}@${cell.lat},${cell.lng}`;
}

/**
 * Whether the edge neither serves nor stores a page for this path and cookie (`$location_uncacheable`): an ambiguous
 * cookie, and the first visit to `/` (the page of the visitor's network address).
 */
export function edgeNeverCachesFor(pathname: string, reading: LocationCookieReading): boolean {
  const cookie = edgeLocationCookie(reading);
  return cookie === "!" || (cookie === "" && ADDRESS_PAGE_PATH.test(pathname));
}
