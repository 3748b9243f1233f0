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

const AREA_KEYED_PATH = new RegExp(AREA_KEYED_PATH_PATTERN);
const AREA_COOKIE = new RegExp(AREA_COOKIE_PATTERN);

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
 * (`$page_geo`): "!" ambiguous (never cached), "" no cookie, "=area" on area-keyed paths for a canonical value,
 * otherwise "=" and the value's raw bytes. The edge tests compare the edge's sharing with this.
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
  const area = isAreaKeyedPath(pathname) ? locationCookieArea(reading.raw) : null;
  return `=${area ?? reading.raw}`;
}
