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
