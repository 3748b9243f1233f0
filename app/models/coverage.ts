import { distanceMiles } from "./distance";
import type { Coords } from "./location";
import type { SdcCoupon } from "./sdc-coupon";
import { SERVICES_PATH } from "./page-paths";
/** What the coupon feed covers, for the sitemap, the city directory and the services directory. */

export interface CoveredCity {
  city: string;
  /** Two-letter USPS code. */
  state: string;
  /** The city's representative ZIP. */
  zip: string;
  lat: number;
  lng: number;
  /** The local page slug (`/local/{slug}`). */
  slug: string;
}

export interface StateCities {
  state: string;
  cities: CoveredCity[];
}

/** Cities grouped by state, states and cities in alphabetical order. */
export function citiesByState(cities: readonly CoveredCity[]): StateCities[] {
  const groups = new Map<string, CoveredCity[]>();
  for (const city of cities) groups.set(city.state, [...(groups.get(city.state) ?? []), city]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, list]) => ({ state, cities: [...list].sort((a, b) => a.city.localeCompare(b.city)) }));
}

/** One business page: a store of a storefront business, or a service business (storeId null). */
export interface BusinessStore {
  businessProfileId: number;
  businessName: string;
  storeId: number | null;
  /** The store's own city (a service business's home city). */
  city: string;
  state: string;
  /** ISO date (YYYY-MM-DD) the business's data last changed. */
  lastmod: string;
}

export interface BusinessStorePage {
  stores: BusinessStore[];
  page: number;
  pageSize: number;
  total: number;
}

/** Sitemap protocol limit: a child sitemap lists at most 50,000 URLs. */
export const MAX_STORE_PAGE_SIZE = 50_000;

export interface ServiceCategory {
  slug: string;
  title: string;
  /** Service businesses of this category anywhere the feed covers. */
  businessCount: number;
}

export const SERVICE_CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export { SERVICES_PATH };

/** `/services/{slug}`: the service businesses of one category serving the visitor's place. */
export function servicePagePath(slug: string): string {
  return `${SERVICES_PATH}/${slug}`;
}

/** A covered city as a way out of a place without coupons: its page and how far it is (SPEC §5 distance), if known. */
export type NearbyCity = { label: string; slug: string; miles: number | null };

/** Where a shopper can go from a place without local coupons: nearby covered cities and popular online codes. */
export type PlaceAlternatives = { cities: NearbyCity[]; codes: SdcCoupon[] };

/** How many covered cities a place without coupons offers instead. */
export const NEAREST_CITIES_SHOWN = 5;
/** How far a shopper would drive for a coupon: a place without any is offered the covered cities this close. */
export const DRIVE_MILES = 60;

/**
 * The covered cities nearest a point, nearest first (issue 25: a place without coupons was a dead end), each with
 * its great-circle distance in miles to one decimal; the place's own city left out, and those farther than
 * `withinMiles` (a city thousands of miles away is no way out for a shopper).
 */
export function nearestCoveredCities(
  cities: readonly CoveredCity[],
  from: Coords,
  exceptSlug: string,
  count = NEAREST_CITIES_SHOWN,
  withinMiles = Number.POSITIVE_INFINITY,
): NearbyCity[] {
  return cities
    .filter((city) => city.slug !== exceptSlug)
    .map((city) => ({
      label: `${city.city}, ${city.state}`,
      slug: city.slug,
      miles: distanceMiles(from, { lat: city.lat, lng: city.lng }),
    }))
    .filter((city) => city.miles <= withinMiles)
    .sort((a, b) => a.miles - b.miles || a.slug.localeCompare(b.slug))
    .slice(0, count);
}

/**
 * For a visitor without a place: `count` covered cities spread over the whole list (which runs by state), so the
 * home page offers cities across the country rather than the first state's.
 */
export function citiesAcrossStates(cities: readonly CoveredCity[], count: number): NearbyCity[] {
  if (cities.length === 0 || count <= 0) return [];
  const step = Math.max(1, Math.floor(cities.length / count));
  const picked: NearbyCity[] = [];
  for (let index = 0; index < cities.length && picked.length < count; index += step) {
    const city = cities[index]!;
    picked.push({ label: `${city.city}, ${city.state}`, slug: city.slug, miles: null });
  }
  return picked;
}
