/** SPEC §3 "Local listing" and "Offer", as the site renders them (business names already decoded). */

export interface Offer {
  offerId: string;
  title: string;
  disclaimers: string;
  displayExpiration: boolean;
  offerExpirationDate: string;
  redemptionImageFound: boolean;
  redemptionImageFileName: string | null;
}

export interface ListingLocation {
  id: number;
  latitude: number;
  longitude: number;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  phone: string;
  singleLineAddress: string;
  addressDescription: string;
}

export type ListingType = "valuvo" | "SDC";

export interface LocalListing {
  componentUID: string;
  businessName: string;
  businessProfileId: number;
  configId: number;
  configDetailId: number;
  configDetailValidForId: number;
  orgIds: number[];
  logoURL: string;
  offerURL: string;
  bppUrl: string;
  naicDescription: string;
  /**
   * The everyday name of `naicDescription` ('Doctor'), set by the site when it presents an upstream answer
   * (listing-presentation.ts), not by the upstream: the naming table stays on the server, out of the browser's bundle.
   */
  categoryName?: string;
  /** SPEC §3 local Category id (our contract's extension). */
  categoryId: number;
  printable: boolean;
  serviceBusiness: boolean;
  service: { id: number; phone: string } | null;
  /** Null for service businesses, which have no storefront. */
  location: ListingLocation | null;
  userLocation: { latitude: number; longitude: number };
  /** Miles, one decimal; null when neither the upstream nor the coordinates give one. */
  distance: number | null;
  otherAvailableLocations: number;
  franchiseId: number | null;
  franchisePhone: string | null;
  owner: string | null;
  listingType: ListingType;
  offers: Offer[];
  expiry: string | null;
}

export const WEEK_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Days a business keeps the same hours, local time (`HH:MM`, 24-hour); a day in no entry is a closed day. */
export interface OpeningHours {
  dayOfWeek: WeekDay[];
  opens: string;
  closes: string;
}

export interface BusinessProfile extends LocalListing {
  description: string;
  websiteURL: string | null;
  /** Its hours, where the upstream has them (empty when not). */
  openingHours: OpeningHours[];
  /** Its price level in dollar signs ('$' to '$$$$'), null when unknown. */
  priceRange: string | null;
  /** Every location of the business, not only the requested store. */
  locations: ListingLocation[];
}

/** Local listings of one kind for one place; `skipped` when no request was made because coordinates were missing. */
export interface ListingsResult {
  skipped: boolean;
  listings: LocalListing[];
}
