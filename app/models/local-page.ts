import { LOCAL_CATEGORIES, localCategoryById, type LocalCategory } from "./local-categories";
import { shortDateText } from "./calendar-dates";
import type { ListingLocation, LocalListing, Offer } from "./local-listing";
import { businessSegment, locationSlug } from "./slug";

// Rules of the local pages (SPEC §2–§4, DESIGN §3–§4) that both loaders and views use: URLs, filters, labels.

export function localPagePath(slug: string): string {
  return `/local/${slug}`;
}

export function categoryPagePath(slug: string, category: LocalCategory): string {
  return category.slug === "" ? localPagePath(slug) : `/local/${slug}/${category.slug}`;
}

/** What names a listing's store: a storefront's location id or a service's id (full records and views alike). */
type StoreIds = { location: Pick<ListingLocation, "id"> | null; service: { id: number } | null };

/** The store a visitor came from: the storefront's location id, or the service's id for service businesses. */
export function storeId(listing: StoreIds): number | null {
  return listing.location?.id ?? listing.service?.id ?? null;
}

/** A store as a link to its business page needs it: its id and the address lines that name its city. */
type LinkedStore = Pick<ListingLocation, "id" | "addressLine1" | "addressLine2" | "addressLine3">;

/**
 * SPEC §2 business page: `/local/{slug}/{business-name-slug}-{businessProfileId}?store={locationOrServiceId}`, at
 * the business's one canonical URL (issue 25): the city of its store's address, whatever list or page links it —
 * the city page it is listed on (`listedUnder`) names it only for a business without a storefront. Links, JSON-LD,
 * search results and the business page's own canonical check all come here, and the sitemap through
 * `businessPathOf` with the same store city, so no link answers a redirect.
 */
export function businessPagePath(
  listedUnder: string,
  listing: Pick<LocalListing, "businessName" | "businessProfileId"> & {
    location: LinkedStore | null;
    service: { id: number } | null;
  },
): string {
  // Only a storefront is named: a business without one has a single URL, without `?store=` (decision 009).
  const store = listing.location?.id ?? null;
  const storeCity = storeCityOf(listing.location);
  const slug = storeCity ? locationSlug(storeCity.city, storeCity.state) : listedUnder;
  return `${businessPathOf(slug, listing)}${store === null ? "" : `?store=${store}`}`;
}

/** The id of a business page's list of offers: '+ 2 more offers' on a card leads there. */
export const BUSINESS_OFFERS_ID = "offers";

/** The business page scrolled to its offers (`businessPagePath` + `#offers`). */
export function businessOffersHref(...args: Parameters<typeof businessPagePath>): string {
  return `${businessPagePath(...args)}#${BUSINESS_OFFERS_ID}`;
}

/** A business page's path without its store: `/local/{slug}/{business-name-slug}-{businessProfileId}`. */
export function businessPathOf(
  slug: string,
  business: Pick<LocalListing, "businessName" | "businessProfileId">,
): string {
  return `/local/${slug}/${businessSegment(business.businessName, business.businessProfileId)}`;
}

/** `?store=` as a positive integer, or undefined for anything else. */
export function parseStore(value: string | null): number | undefined {
  if (value === null || !/^\d{1,12}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** The listings of one category; the `All` category (empty slug) keeps every listing. */
export function filterByCategory<T extends Pick<LocalListing, "categoryId">>(
  listings: readonly T[],
  category: LocalCategory,
): T[] {
  return category.slug === "" ? [...listings] : listings.filter((listing) => listing.categoryId === category.id);
}

export function categoryTitleOf(listing: Pick<LocalListing, "categoryId">): LocalCategory {
  return localCategoryById(listing.categoryId) ?? LOCAL_CATEGORIES[0]!;
}

/** A local offer with the listing it belongs to: what the quick view and redeem screen show. */
export type FoundOffer<T extends { offers: readonly Pick<Offer, "offerId">[] } = LocalListing> = {
  listing: T;
  offer: T["offers"][number];
};

/** The listing and offer an offer id names, searching the given lists in order (full records or views alike). */
export function findOffer<T extends { offers: readonly Pick<Offer, "offerId">[] }>(
  lists: readonly (readonly T[])[],
  offerId: string | null | undefined,
): FoundOffer<T> | null {
  if (!offerId) return null;
  for (const list of lists) {
    for (const listing of list) {
      const offer = listing.offers.find((candidate) => candidate.offerId === offerId);
      if (offer) return { listing, offer };
    }
  }
  return null;
}

/** What a shopper (and a cashier) reads for an offer that has no date at all: said in words, never left blank. */
export const NO_EXPIRY_TEXT = "No expiry date";

/**
 * What an offer whose date the business keeps off the coupon (SPEC §3 displayExpiration false) reads instead: it has
 * a date, so "No expiry date" would be untrue; the terms beside it say how long it runs.
 */
export const EXPIRY_IN_TERMS_TEXT = "See terms";

/**
 * Until when an offer runs, as SPEC §3 lets the site say it: 'Expires Dec 15, 2027' only when the offer shows its
 * expiration (displayExpiration); 'See terms' when it has a date it does not show; 'No expiry date' only when it has
 * none. Null when the upstream says it shows a date the site cannot read.
 */
export function expirationText(
  offer: Pick<Offer, "displayExpiration"> & { offerExpirationDate?: string | null },
): string | null {
  const raw = offer.offerExpirationDate?.trim() ?? "";
  if (raw === "") return NO_EXPIRY_TEXT;
  if (!offer.displayExpiration) return EXPIRY_IN_TERMS_TEXT;
  const date = shortDateText(raw);
  return date ? `Expires ${date}` : null;
}

/** A name's possessive as English writes it: "Nimbus Threads' website", "Rosa's website". */
export function possessive(name: string): string {
  const trimmed = name.trim();
  return /s$/i.test(trimmed) ? `${trimmed}'` : `${trimmed}'s`;
}

/** '+ 2 more offers' for the offers after the first; null when there are none. */
export function furtherOffersText(offerCount: number): string | null {
  const more = offerCount - 1;
  if (more <= 0) return null;
  return `+ ${more} more ${more === 1 ? "offer" : "offers"}`;
}

/** SPEC §5/§9: miles with one decimal ('1.9 mi'); null when unknown. */
export function milesText(distance: number | null): string | null {
  if (distance === null || !Number.isFinite(distance)) return null;
  return `${distance.toFixed(1)} mi`;
}

/** `tel:` target of a displayed phone number; null when it holds no digits. */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, "");
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

/** The phone a shopper should call: the storefront's, else the service's. */
export function listingPhone(listing: {
  location: Pick<ListingLocation, "phone"> | null;
  service: { phone: string } | null;
}): string | null {
  return listing.location?.phone || listing.service?.phone || null;
}

/** The address lines of a storefront, without empty ones. */
export function addressLines(location: Pick<ListingLocation, "addressLine1" | "addressLine2" | "addressLine3">) {
  return [location.addressLine1, location.addressLine2, location.addressLine3].filter((line) => line.trim() !== "");
}

/**
 * A maps search for a storefront's address (Google Maps' documented search URL, which every phone opens in its maps
 * app or the browser); null when the address has no lines.
 */
export function mapsHref(
  location: Pick<ListingLocation, "addressLine1" | "addressLine2" | "addressLine3">,
): string | null {
  const lines = addressLines(location);
  if (lines.length === 0) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(lines.join(", "))}`;
}

export interface ShareLinks {
  facebook: string;
  twitter: string;
  email: string;
}

/** SPEC §2 share widgets: Facebook, X/Twitter and e-mail links carrying the share URL, business name and canned text. */
export function shareLinks(shareUrl: string, businessName: string, offerTitle: string): ShareLinks {
  const text = `Check out this coupon from ${businessName} on Valuvo: ${offerTitle}`;
  const facebook = new URL("https://www.facebook.com/sharer/sharer.php");
  facebook.searchParams.set("u", shareUrl);
  const twitter = new URL("https://twitter.com/intent/tweet");
  twitter.searchParams.set("url", shareUrl);
  twitter.searchParams.set("text", text);
  const subject = encodeURIComponent(`A coupon from ${businessName}`);
  const body = encodeURIComponent(`${text}\n\n${shareUrl}`);
  return {
    facebook: facebook.toString(),
    twitter: twitter.toString(),
    email: `mailto:?subject=${subject}&body=${body}`,
  };
}

/** One card of the favorites dialog (SPEC §2): logo, business name, first offer title; opens the offer. */
export type FavoriteCard = { offerId: string; businessName: string; logoURL: string; title: string; href: string };
export type FavoritesAnswer = { city: string | null; cards: FavoriteCard[] };

/**
 * The city and state of a storefront, from the last line of its US address ('Saint Petersburg, FL 33701'); null
 * when that line does not read as one (the page then keeps the city of its URL).
 */
export function storeCityOf(
  location: Pick<ListingLocation, "addressLine1" | "addressLine2" | "addressLine3"> | null,
): { city: string; state: string } | null {
  const last = location ? addressLines(location).at(-1) : undefined;
  const match = last ? /^([^,]+),\s*([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/.exec(last.trim()) : null;
  return match ? { city: match[1]!.trim(), state: match[2]! } : null;
}
