/**
 * The area of a location cookie (docs/decisions/040-pages-shared-by-neighbours.md): on `/local/…` pages the edge
 * keys on the cookie's city and state only, not its ZIP and point, so neighbours share one cached page. The site
 * renders those pages from the URL and the cookie's city and state alone (the page's place, never the visitor's own
 * point), and the browser measures distances from the visitor's own place after it loads.
 *
 * Like decision 020's one reading, this is a rule spelled twice and no parser: `AREA_COOKIE_PATTERN` here, and the
 * same source in deploy/edge/nginx.conf.template (`map $location_cookie_value $location_area`), which a unit test
 * compares byte for byte. The pattern matches only the whole value exactly as the site writes it (serializeLocation,
 * percent-encoded by the `cookie` package): the four fields in order, each once, a city of plain characters, so the
 * value's JSON cannot name a city twice and the captured bytes are exactly the city and state the site decodes. Any
 * other spelling keeps the whole value as the key (today's rule: finer, so never wrong, just not shared).
 */

/** Paths whose pages are keyed on the cookie's area: `/local/{slug}`, its categories, business pages, their data. */
export const AREA_KEYED_PATH_PATTERN = "^/local/";

const ENC_CITY = "(?:[A-Za-z0-9._~!'()*-]|%20){1,80}";
// No backslash anywhere, so the source reads the same inside nginx's double quotes.
const ENC_NUMBER = "-?[0-9]{1,3}(?:[.][0-9]{1,15})?";
/** The canonical cookie value; group `area` is its city and state. Source shared verbatim with the nginx template. */
export const AREA_COOKIE_PATTERN =
  `^(?<area>%7B%22city%22%3A%22${ENC_CITY}%22%2C%22state%22%3A%22[A-Z]{2}%22)` +
  `%2C%22zip%22%3A%22(?:[0-9]{5})?%22%2C%22coords%22%3A%7B%22lat%22%3A${ENC_NUMBER}%2C%22lng%22%3A${ENC_NUMBER}%7D%7D$`;

/**
 * A city's own page and its data (`/local/{city-st}`, not its categories, business pages or the directories), whose
 * first page lists each visitor's own nearest storefronts (decision 048): keyed on the cookie's area and the cell of
 * its point, not on the area alone.
 */
export const CELL_KEYED_PATH_PATTERN = "^/local/[a-z0-9-]+-[a-z]{2}(?:[.]data)?$";

// A coordinate as ENC_NUMBER reads it, its first two decimals captured: the number truncated to hundredths, in the
// characters the value holds (a JSON number never ends in a 0 decimal, so one cell has one spelling but for an
// integer degree, which is a finer key, never a wrong one). The lookbehind admits more decimals only after two, so
// the capture is unique and the language is exactly ENC_NUMBER's.
const cellNumber = (name: string) => `(?<${name}>-?[0-9]{1,3}(?:[.][0-9]{1,2})?)(?:(?<=[.][0-9]{2})[0-9]{1,13})?`;
/**
 * The canonical value again (the same language as AREA_COOKIE_PATTERN), with its area and the cell of its point:
 * `cell_lat` and `cell_lng` are the coordinates truncated to hundredths of a degree (about 0.7 by 0.6 miles).
 * Source shared verbatim with the nginx template (`map $location_cookie_value $location_cell`).
 */
export const CELL_COOKIE_PATTERN =
  `^(?<area>%7B%22city%22%3A%22${ENC_CITY}%22%2C%22state%22%3A%22[A-Z]{2}%22)` +
  `%2C%22zip%22%3A%22(?:[0-9]{5})?%22%2C%22coords%22%3A%7B%22lat%22%3A${cellNumber("cell_lat")}` +
  `%2C%22lng%22%3A${cellNumber("cell_lng")}%7D%7D$`;

const AREA_KEYED_PATH = new RegExp(AREA_KEYED_PATH_PATTERN);
const AREA_COOKIE = new RegExp(AREA_COOKIE_PATTERN);
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

/** The characters the edge reads a location cookie's value in (deploy/edge: `$location_cookie`). */
const COOKIE_VALUE_CHARACTERS = /^[A-Za-z0-9%._~!'()*"-]*$/;

/**
 * The cookie part of the edge's page key for a path and a reading of the `Cookie` header, as nginx computes it
 * (`$page_geo`): "!" ambiguous (never cached), "" no cookie, "=area@lat,lng" (the cell of the point) on a city's
 * own page and "=area" on the other area-keyed paths for a canonical value, otherwise "=" and the value's raw bytes
 * (which never hold an `@`). The edge tests compare the edge's sharing with this.
 */
export function edgePageGeo(
  pathname: string,
  reading: { kind: "absent" } | { kind: "ambiguous" } | { kind: "present"; raw: string },
): string {
  if (reading.kind === "absent") return "";
  if (reading.kind === "ambiguous") return "!";
  // The edge counts a value only in the characters the site writes (percent-encoded JSON, maybe quoted), so its key
  // has one reading (decision 044): any other is ambiguous there.
  if (!COOKIE_VALUE_CHARACTERS.test(reading.raw)) return "!";
  if (isCellKeyedPath(pathname)) {
    const cell = locationCookieCell(reading.raw);
    const area = locationCookieArea(reading.raw);
    return cell && area ? `=${area}@${cell.lat},${cell.lng}` : `=${reading.raw}`;
  }
  const area = isAreaKeyedPath(pathname) ? locationCookieArea(reading.raw) : null;
  return `=${area ?? reading.raw}`;
}
