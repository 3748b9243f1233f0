// The location cookie's part of the edge's page key (docs/decisions/020 and 040), as the patterns both sides read.
// deploy/edge/render-config.mjs renders these very strings into nginx's maps (as it renders server/request-target.mjs's),
// and the site compiles them (location-cookie-header.ts, location-cookie-area.ts), so the two cannot drift apart;
// tests/unit/edge-location-maps.test.ts runs the rendered maps over generated cookies against the site's reading.
// Plain JavaScript for render-config.mjs, which runs outside the app's TypeScript. Every pattern is written for
// JavaScript and PCRE alike, with no whitespace (nginx reads a map's key up to a space).
import { ROOT_DATA_PATH, ROUTE_DISCOVERY_PATH } from "../framework/remix-private.mjs";
import escapeStringRegexp from "escape-string-regexp";

export const LOCATION_COOKIE_NAME = "vp_local_geo";
const NAME = /* @__PURE__ */ escapeStringRegexp(LOCATION_COOKIE_NAME);

/** The name twice, anywhere (also inside another cookie's value); read case-insensitively. */
export const NAMED_TWICE_PATTERN = `${NAME}[\\s\\S]*${NAME}`;

/** Any mention of the name; read case-insensitively. */
export const MENTIONED_PATTERN = NAME;

/**
 * The one form the cookie counts in, read case-sensitively: `name=value` at the start of the header or after `; `,
 * the value (group `geo`) up to the next `;` or the end, in `characters`.
 * @param {string} characters a character class
 */
export const cookiePattern = (characters) => `(?:^|; )${NAME}=(?<geo>${characters}*)(?:;|$)`;

/** The site reads a value of any characters (and then decides whether it believes it). */
export const COOKIE_PATTERN = /* @__PURE__ */ cookiePattern("[^;]");

/**
 * The characters the edge keys a value in: those the site writes it in (percent-encoded JSON, maybe quoted). The
 * key is read from its first `|`, which a value therefore never holds; any other value is ambiguous at the edge.
 */
export const KEYED_VALUE_CHARACTERS = `[A-Za-z0-9%._~!'()*"-]`;
export const KEYED_VALUE_PATTERN = `^${KEYED_VALUE_CHARACTERS}*$`;

/** Paths whose pages are keyed on the cookie's area: `/local/{slug}`, its categories, business pages, their data. */
export const AREA_KEYED_PATH_PATTERN = "^/local/";

const ENC_CITY = "(?:[A-Za-z0-9._~!'()*-]|%20){1,80}";
const ENC_NUMBER = "-?[0-9]{1,3}(?:[.][0-9]{1,15})?";
/**
 * The value exactly as the site writes it (serializeLocation, percent-encoded by the `cookie` package): the four
 * fields in order, each once, a city of plain characters, so the value's JSON cannot name a city twice and group
 * `area` holds exactly the city and state the site decodes.
 */
export const AREA_COOKIE_PATTERN =
  `^(?<area>%7B%22city%22%3A%22${ENC_CITY}%22%2C%22state%22%3A%22[A-Z]{2}%22)` +
  `%2C%22zip%22%3A%22(?:[0-9]{5})?%22%2C%22coords%22%3A%7B%22lat%22%3A${ENC_NUMBER}%2C%22lng%22%3A${ENC_NUMBER}%7D%7D$`;

/**
 * A city's own page and its data (`/local/{city-st}`, not its categories, business pages or the directories), whose
 * first page lists each visitor's own nearest storefronts (decision 049): keyed on the cookie's area and the cell of
 * its point, not on the area alone.
 */
export const CELL_KEYED_PATH_PATTERN = "^/local/[a-z0-9-]+-[a-z]{2}(?:[.]data)?$";

// A coordinate as ENC_NUMBER reads it, its first two decimals captured: the number truncated to hundredths, in the
// characters the value holds (a JSON number never ends in a 0 decimal, so one cell has one spelling but for an
// integer degree, which is a finer key, never a wrong one). The lookbehind admits more decimals only after two, so
// the capture is unique and the language is exactly ENC_NUMBER's.
/** @param {string} name */
const cellNumber = (name) => `(?<${name}>-?[0-9]{1,3}(?:[.][0-9]{1,2})?)(?:(?<=[.][0-9]{2})[0-9]{1,13})?`;
/**
 * The canonical value again (the same language as AREA_COOKIE_PATTERN), with its area and the cell of its point:
 * `cell_lat` and `cell_lng` are the coordinates truncated to hundredths of a degree (about 0.7 by 0.6 miles).
 */
export const CELL_COOKIE_PATTERN =
  `^(?<area>%7B%22city%22%3A%22${ENC_CITY}%22%2C%22state%22%3A%22[A-Z]{2}%22)` +
  `%2C%22zip%22%3A%22(?:[0-9]{5})?%22%2C%22coords%22%3A%7B%22lat%22%3A${/* @__PURE__ */ cellNumber("cell_lat")}` +
  `%2C%22lng%22%3A${/* @__PURE__ */ cellNumber("cell_lng")}%7D%7D$`;

/** What no location changes (the sitemaps, robots.txt, the router's manifest): one entry for every visitor. */
export const LOCATION_FREE_PATH_PATTERN = `^(?:/sitemap\\.xml|/sitemaps/[^/]*|/robots\\.txt|${/* @__PURE__ */ escapeStringRegexp(ROUTE_DISCOVERY_PATH)})$`;

/**
 * The first visit to `/` and its data: with no location cookie the page is the visitor's network address's, so it
 * is never cached (the site never makes it public, and an entry could never be refreshed).
 */
export const ADDRESS_PAGE_PATH_PATTERN = `^(?:/|${/* @__PURE__ */ escapeStringRegexp(ROOT_DATA_PATH)})$`;
