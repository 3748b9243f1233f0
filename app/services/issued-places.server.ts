import { createRequire } from "node:module";
import { distanceMiles } from "~/models/distance";
import type { Location } from "~/models/location";
import { isUsStateCode, locationSlug } from "~/models/slug";
import { isMilitaryMailState } from "~/models/us-states";

/**
 * Whether a location is one the site could have issued (docs/decisions/020): the location cookie is the visitor's to
 * edit, and its city is printed on pages a shared cache keeps, so a cookie is only believed when it names a real
 * US place. The reference is the US postal geography the location upstream answers from (the `zipcodes` dataset the
 * catalog is seeded with): the city is a known city of its state, the ZIP (when there is one) belongs to that state,
 * and the point lies near the ZIP or the city.
 */

type Point = { lat: number; lng: number };

/**
 * A point chosen with "Use Current" is the visitor's own, not a ZIP's centre; a rural ZIP or a large city spans tens
 * of miles. Far enough for any real place, near enough that a cookie cannot pair a city with another state's point.
 */
export const MAX_MILES_FROM_REFERENCE = 150;

let index: { zips: Map<string, { state: string; point: Point | null }>; cities: Map<string, Point[]> } | null = null;

/** Built on first use (about 42,000 ZIPs): a site that never reads a location cookie never loads the data. */
function placeIndex() {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const data = require("zipcodes/lib/codes.js") as typeof import("zipcodes/lib/codes.js");
  const zips = new Map<string, { state: string; point: Point | null }>();
  const cities = new Map<string, Point[]>();
  for (const record of Object.values(data.codes)) {
    if (record.country !== "US") continue;
    // Military and a few other ZIPs have no coordinates (0, 0).
    const point =
      record.latitude === 0 && record.longitude === 0 ? null : { lat: record.latitude, lng: record.longitude };
    zips.set(record.zip, { state: record.state, point });
    const slug = locationSlug(record.city, record.state);
    const points = cities.get(slug) ?? [];
    if (point) points.push(point);
    cities.set(slug, points);
  }
  index = { zips, cities };
  return index;
}

// Letters (any script: 'Cañon City'), spaces and the punctuation US place names use; nothing a page could misread.
const CITY_TEXT = /^[\p{L}][\p{L}\p{M} .'’-]{0,63}$/u;

/** Whether text could be a US place's name at all ("Dallas/Fort Worth" and "../x" cannot): none other is looked up. */
export function isPlaceNameText(city: string): boolean {
  return CITY_TEXT.test(city);
}

export function isIssuablePlace(location: Location): boolean {
  const { city, state, zip, coords } = location;
  if (!isPlaceNameText(city) || !/^[A-Z]{2}$/.test(state) || !isUsStateCode(state)) return false;
  if (isMilitaryMailState(state)) return false;
  const { zips, cities } = placeIndex();
  const cityPoints = cities.get(locationSlug(city, state));
  if (!cityPoints) return false;
  const near = (point: Point) => distanceMiles(point, coords) <= MAX_MILES_FROM_REFERENCE;
  if (zip !== "") {
    const known = /^\d{5}$/.test(zip) ? zips.get(zip) : undefined;
    if (!known || known.state !== state) return false;
    if (known.point) return near(known.point);
  }
  return cityPoints.length === 0 || cityPoints.some(near);
}

/**
 * Whether a point may be a ZIP's as the postal data places it: near its point, or the data has none for it (no
 * opinion). An answer naming the ZIP with another place's point contradicts the data.
 */
export function isNearZip(zip: string, coords: Location["coords"]): boolean {
  const point = placeIndex().zips.get(zip)?.point;
  return !point || distanceMiles(point, coords) <= MAX_MILES_FROM_REFERENCE;
}

/**
 * A ZIP typed after a city ("Chicago, IL 62701") is the more precise place only when the postal data puts it in or
 * beside that city: within this of one of the city's own ZIPs, which covers a large city's suburbs and a
 * neighbourhood's own postal name. Farther, one of the two was mistyped, and the city's name is the one a shopper
 * reads back in the header.
 */
const ZIP_BESIDE_CITY_MILES = 25;

/** Whether the postal data puts a ZIP in or beside a named city, or has no opinion (a city or ZIP it has no point for). */
export function isZipBesideCity(zip: string, city: string, state: string): boolean {
  const { zips, cities } = placeIndex();
  const point = zips.get(zip)?.point;
  const cityPoints = cities.get(locationSlug(city, state));
  if (!point || !cityPoints || cityPoints.length === 0) return true;
  return cityPoints.some((cityPoint) => distanceMiles(point, cityPoint) <= ZIP_BESIDE_CITY_MILES);
}
