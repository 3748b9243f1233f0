import { isCorporateOwned } from "./corporate-ownership";
import type { Deal, DealLocation } from "./deal";
import { currentDealPrice } from "./deal-discount";
import { locationSlug, parseLocationSlug } from "./slug";
import { DEALS_DIRECTORY_PATH } from "./page-paths";

/** The crawlable Clipp deals directory (`/coupons/deals/...`): categories, cities, and deals with every location. */

export interface DealDirectoryCategory {
  slug: string;
  name: string;
  dealCount: number;
}

export interface DealDirectoryCity {
  /** `{city}-{state}` as the location slug of DESIGN §8. */
  slug: string;
  city: string;
  state: string;
  dealCount: number;
}

/** A deal location of the directory: the partner's location with its id, coordinates and territory. */
export interface DirectoryDealLocation extends DealLocation {
  id: string;
  latitude: number;
  longitude: number;
  /** The franchise territory the location's ZIP lies in (null outside every territory). */
  franchise: { franchiseId: number; owner: string } | null;
}

/** A directory deal: the fields of a partner deal that do not depend on the visitor, with every location. */
export interface DirectoryDeal extends Pick<
  Deal,
  | "id"
  | "slug"
  | "valueDescription"
  | "description"
  | "fullValue"
  | "offerPrice"
  | "priceDropPrice"
  | "discount"
  | "urgency"
  | "popularity"
  | "finePrint"
  | "categoryNames"
  | "business"
  | "imageUrl"
> {
  categorySlugs: string[];
  soldOut: boolean;
  /** ISO date (YYYY-MM-DD): the last day the voucher can be bought (schema.org Offer `validThrough`). */
  validThrough: string;
  locations: DirectoryDealLocation[];
}

/** SPEC §4 territory rule for one deal location. */
export function isCorporateLocation(location: DirectoryDealLocation): boolean {
  return isCorporateOwned({ franchise: location.franchise, city: location.city, state: location.state });
}

/** A deal may be listed when at least one of its locations is in a corporate-owned territory. */
export function isCorporateDeal(deal: Pick<DirectoryDeal, "locations">): boolean {
  return deal.locations.some(isCorporateLocation);
}

/** The deal with only its corporate-territory locations, or null when none is left. */
export function corporateDeal(deal: DirectoryDeal): DirectoryDeal | null {
  const locations = deal.locations.filter(isCorporateLocation);
  return locations.length === 0 ? null : { ...deal, locations };
}

// ---- the directory's pages (`/coupons/deals`, `/coupons/deals/{details}`, `/coupons/deals/{details}/{id}`) ----

export { DEALS_DIRECTORY_PATH };

/** One category's or one city's page: the segment is the category slug or the city's location slug. */
export function directoryListPath(segment: string): string {
  return `${DEALS_DIRECTORY_PATH}/${segment}`;
}

export function directoryDealPath(segment: string, dealId: string): string {
  return `${DEALS_DIRECTORY_PATH}/${segment}/${encodeURIComponent(dealId)}`;
}

export type DirectorySegment = { kind: "category"; slug: string } | { kind: "city"; slug: string };

/**
 * What the `{details}` segment names. Category slugs (`restaurants`, `beauty-spas`) and city slugs (`tampa-fl`,
 * DESIGN §8) share one segment: a slug the upstream lists as a category is that category, so a category whose
 * slug happens to end in a state code (`drive-in`) still reads as one; anything else that is a canonical
 * `{city}-{st}` slug is a city. The rest names nothing (404).
 */
export function readDirectorySegment(segment: string, categorySlugs: readonly string[]): DirectorySegment | null {
  if (categorySlugs.includes(segment)) return { kind: "category", slug: segment };
  const place = parseLocationSlug(segment);
  if (place && locationSlug(place.city, place.state) === segment) return { kind: "city", slug: segment };
  return null;
}

const citySlugOf = (location: Pick<DirectoryDealLocation, "city" | "state">) =>
  locationSlug(location.city, location.state);

/** The deals that may be listed, each with only its corporate-territory locations (SPEC §4), first of each id kept. */
export function corporateDeals(deals: readonly DirectoryDeal[]): DirectoryDeal[] {
  const seen = new Set<string>();
  return deals.flatMap((deal) => {
    if (seen.has(deal.id)) return [];
    seen.add(deal.id);
    const kept = corporateDeal(deal);
    return kept ? [kept] : [];
  });
}

/**
 * A city's page lists the deals redeemable there in a corporate-owned territory: a deal whose only location in the
 * city is franchised is not one, even when it has corporate locations elsewhere.
 */
export function corporateDealsInCity(deals: readonly DirectoryDeal[], citySlug: string): DirectoryDeal[] {
  return corporateDeals(deals).filter((deal) => deal.locations.some((location) => citySlugOf(location) === citySlug));
}

/**
 * The directory's index from every corporate deal: the upstream's categories and cities with how many of those
 * deals each holds, empty ones left out, so every link on the index leads to a page with deals.
 */
export function corporateDirectory(
  categories: readonly DealDirectoryCategory[],
  cities: readonly DealDirectoryCity[],
  deals: readonly DirectoryDeal[],
): { categories: DealDirectoryCategory[]; cities: DealDirectoryCity[] } {
  const listed = corporateDeals(deals);
  return {
    categories: categories
      .map((category) => ({
        ...category,
        dealCount: listed.filter((deal) => deal.categorySlugs.includes(category.slug)).length,
      }))
      .filter((category) => category.dealCount > 0),
    cities: cities
      .map((city) => ({
        ...city,
        dealCount: listed.filter((deal) => deal.locations.some((l) => citySlugOf(l) === city.slug)).length,
      }))
      .filter((city) => city.dealCount > 0),
  };
}

/** A (corporate) deal belongs under a segment naming one of its categories or a city of one of its locations. */
export function dealListedUnder(
  deal: Pick<DirectoryDeal, "categorySlugs" | "locations">,
  segment: DirectorySegment,
): boolean {
  return segment.kind === "category"
    ? deal.categorySlugs.includes(segment.slug)
    : deal.locations.some((location) => citySlugOf(location) === segment.slug);
}

/** The one URL of a deal's page (its canonical): under its first category, else the city of its first location. */
export function canonicalDealPath(deal: Pick<DirectoryDeal, "id" | "categorySlugs" | "locations">): string {
  const first = deal.categorySlugs[0] ?? (deal.locations[0] ? citySlugOf(deal.locations[0]) : null);
  return first === null ? DEALS_DIRECTORY_PATH : directoryDealPath(first, deal.id);
}

export const SCHEMA_IN_STOCK = "https://schema.org/InStock";
export const SCHEMA_SOLD_OUT = "https://schema.org/SoldOut";

/**
 * schema.org Offer of a deal's page: the price paid now (a price drop replaces the offer price) in US dollars,
 * availability (sold out or in stock), the last day it can be bought, and where it is redeemed.
 */
export function directoryDealJsonLd(deal: DirectoryDeal, canonicalUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Offer",
    name: `${deal.business.name}: ${deal.description}`,
    description: deal.valueDescription,
    url: canonicalUrl,
    ...(deal.imageUrl ? { image: deal.imageUrl } : {}),
    category: deal.categoryNames.join(", "),
    price: currentDealPrice(deal.offerPrice, deal.priceDropPrice).toFixed(2),
    priceCurrency: "USD",
    availability: deal.soldOut ? SCHEMA_SOLD_OUT : SCHEMA_IN_STOCK,
    validThrough: deal.validThrough,
    seller: {
      "@type": "LocalBusiness",
      name: deal.business.name,
      ...(deal.business.logoUrl ? { logo: deal.business.logoUrl } : {}),
    },
    availableAtOrFrom: deal.locations.map((location) => ({
      "@type": "Place",
      name: `${deal.business.name}, ${location.city}`,
      address: {
        "@type": "PostalAddress",
        streetAddress: [location.address1, location.address2].filter((line) => line.trim() !== "").join(", "),
        addressLocality: location.city,
        addressRegion: location.state,
        postalCode: location.zip,
        addressCountry: "US",
      },
      ...(location.phone ? { telephone: location.phone } : {}),
      geo: { "@type": "GeoCoordinates", latitude: location.latitude, longitude: location.longitude },
    })),
  };
}
