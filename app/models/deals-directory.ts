import { isCorporateOwned } from "./corporate-ownership";
import type { DealBusiness, UrgencyLabel } from "./deal";

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

export interface DirectoryDealLocation {
  id: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  latitude: number;
  longitude: number;
  /** The franchise territory the location's ZIP lies in (null outside every territory). */
  franchise: { franchiseId: number; owner: string } | null;
}

export interface DirectoryDeal {
  id: string;
  slug: string;
  valueDescription: string;
  description: string;
  fullValue: number;
  offerPrice: number;
  priceDropPrice: number | null;
  discount: string | null;
  urgency: UrgencyLabel | null;
  popularity: string | null;
  finePrint: string;
  categoryNames: string[];
  categorySlugs: string[];
  soldOut: boolean;
  /** ISO date (YYYY-MM-DD): the last day the voucher can be bought (schema.org Offer `validThrough`). */
  validThrough: string;
  business: DealBusiness;
  imageUrl: string | null;
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
