import type { BusinessProfile, ListingLocation, LocalListing, Offer, OpeningHours, WeekDay } from "./local-listing";
import { WEEK_DAYS } from "./local-listing";
import { isFeatured } from "./featured-sort";

// View models of local listings (issue 11 §1): what a listing card, the offer quick view and the redeem screen
// render, and nothing else. Loaders send these to the browser instead of whole upstream records, whose
// coordinates, configuration ids, franchise fields and every further offer the page never shows.

/**
 * A storefront as the quick view and redeem screen show it: its address lines (the quick view joins them on one
 * line, which is what the upstream's `singleLineAddress` holds), its phone, and the id that names the store; and its
 * point, from which the browser measures the visitor's own distance (decision 040: the shared HTML measures from
 * the page's place).
 */
export type StoreView = Pick<
  ListingLocation,
  "id" | "addressLine1" | "addressLine2" | "addressLine3" | "phone" | "latitude" | "longitude"
>;

/** An offer as a card and its dialogs show it; the redemption image's URL is null when there is none. */
export type OfferView = Omit<Offer, "redemptionImageFound">;

/**
 * One listing as a card and its offer dialogs need it. `offers` holds the first offer only on listing pages. No id
 * of the listing itself: lists key their cards by position (they are only ever appended to or replaced).
 */
export interface ListingView {
  businessName: string;
  businessProfileId: number;
  /** Part of the printed coupon id (SPEC §4). */
  configId: number;
  logoURL: string;
  /** The 'Visit Website' target of a listing that cannot be printed; empty when it can. */
  offerURL: string;
  /** The everyday name of the business's trade ('Doctor'), not the upstream's industry label (category-names.ts). */
  categoryName: string;
  printable: boolean;
  distance: number | null;
  location: StoreView | null;
  service: { id: number; phone: string } | null;
  offers: OfferView[];
  /** Every offer of the listing, shown or not ('+ 2 more offers'). */
  offerCount: number;
  /**
   * The featured organisation's listing (SPEC §9), which leads its list however far it is: its card says so, so a
   * list reading 19.8 mi before 2.0 mi is explained. Absent otherwise, to keep the page's data small.
   */
  featured?: true;
}

export function toStoreView(location: ListingLocation): StoreView {
  const { id, addressLine1, addressLine2, addressLine3, phone, latitude, longitude } = location;
  return { id, addressLine1, addressLine2, addressLine3, phone, latitude, longitude };
}

/**
 * The view of a listing. Listing pages keep the first offer (`offers: "first"`); a business page or a dialog of
 * any offer of the listing keeps them all, or just the one asked for.
 */
export function toListingView(
  listing: LocalListing,
  offers: "first" | "all" | { offerId: string } = "first",
): ListingView {
  const kept =
    offers === "all"
      ? listing.offers
      : offers === "first"
        ? listing.offers.slice(0, 1)
        : listing.offers.filter((offer) => offer.offerId === offers.offerId);
  return {
    businessName: listing.businessName,
    businessProfileId: listing.businessProfileId,
    configId: listing.configId,
    logoURL: listing.logoURL,
    offerURL: listing.printable ? "" : listing.offerURL,
    // A listing the site has not presented (none reach a page) keeps its industry label.
    categoryName: listing.categoryName ?? listing.naicDescription,
    printable: listing.printable,
    distance: listing.distance,
    location: listing.location ? toStoreView(listing.location) : null,
    service: listing.service ? { id: listing.service.id, phone: listing.service.phone } : null,
    offers: kept.map(toOfferView),
    offerCount: listing.offers.length,
    ...(isFeatured(listing) ? { featured: true as const } : {}),
  };
}

export function toOfferView(offer: Offer): OfferView {
  const {
    offerId,
    title,
    disclaimers,
    displayExpiration,
    offerExpirationDate,
    redemptionImageFound,
    redemptionImageFileName,
  } = offer;
  return {
    offerId,
    title,
    disclaimers,
    displayExpiration,
    offerExpirationDate,
    redemptionImageFileName: redemptionImageFound ? redemptionImageFileName : null,
  };
}

const viewsOf = new WeakMap<readonly LocalListing[], ListingView[]>();

/**
 * The views of a list of listings, mapped once per list: the site's listing cache hands out the same array for
 * every request it answers, so a page served from the cache maps nothing again.
 */
export function listingViews(listings: readonly LocalListing[]): ListingView[] {
  const cached = viewsOf.get(listings);
  if (cached) return cached;
  const views = listings.map((listing) => toListingView(listing));
  viewsOf.set(listings, views);
  return views;
}

/** An offer with the listing it belongs to: what the quick view and redeem screen show. */
export type FoundOfferView = { listing: ListingView; offer: OfferView };

/** The listing and offer an offer id names in full upstream lists, as a view holding that offer only. */
export function findOfferView(
  lists: readonly (readonly LocalListing[])[],
  offerId: string | null,
): FoundOfferView | null {
  if (!offerId) return null;
  for (const list of lists) {
    for (const listing of list) {
      const offer = listing.offers.find((candidate) => candidate.offerId === offerId);
      if (offer) return { listing: toListingView(listing, { offerId }), offer: toOfferView(offer) };
    }
  }
  return null;
}

/** The store a business page is about: its address and phone, and its coordinates for the page's JSON-LD. */
export type BusinessStoreView = StoreView & Pick<ListingLocation, "latitude" | "longitude">;

/** A business page's profile as the page shows it: every offer, its other stores' addresses, its description. */
export interface BusinessView extends Omit<ListingView, "location"> {
  location: BusinessStoreView | null;
  /** The industry label in full: the business page has room for the precise trade beside its everyday name. */
  naicDescription: string;
  description: string;
  /** SPEC §3 category: the structured data's most specific business type. */
  categoryId: number;
  websiteURL: string | null;
  openingHours: BusinessProfile["openingHours"];
  /** 'Mon–Fri 9 AM–5 PM; Sat 10 AM–2 PM': the hours as the page shows them (the JSON-LD's, in words). */
  hoursText: string | null;
  priceRange: string | null;
  /** Every store of the business, as the 'Other available locations' list links them. */
  locations: Pick<ListingLocation, "id" | "singleLineAddress" | "phone">[];
}

const clock = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""} ${hours < 12 ? "AM" : "PM"}`;
};

/** Days as runs of the week ('Mon–Fri', 'Sat, Sun' stays a run too: 'Sat–Sun'). */
function dayRuns(days: readonly WeekDay[]): string {
  const indexes = [...new Set(days.map((day) => WEEK_DAYS.indexOf(day)))].filter((i) => i >= 0).sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < indexes.length; i++) {
    let end = i;
    while (end + 1 < indexes.length && indexes[end + 1] === indexes[end]! + 1) end++;
    const first = WEEK_DAYS[indexes[i]!]!.slice(0, 3);
    runs.push(end === i ? first : `${first}–${WEEK_DAYS[indexes[end]!]!.slice(0, 3)}`);
    i = end;
  }
  return runs.join(", ");
}

/** 'Mon–Fri 9 AM–5 PM; Sat 10 AM–2 PM', or null without hours. */
export function openingHoursText(hours: readonly OpeningHours[]): string | null {
  if (hours.length === 0) return null;
  return hours.map((entry) => `${dayRuns(entry.dayOfWeek)} ${clock(entry.opens)}–${clock(entry.closes)}`).join("; ");
}

export function toBusinessView(profile: BusinessProfile): BusinessView {
  const { location } = profile;
  return {
    ...toListingView(profile, "all"),
    location: location ? toStoreView(location) : null,
    naicDescription: profile.naicDescription,
    description: profile.description,
    categoryId: profile.categoryId,
    websiteURL: profile.websiteURL,
    openingHours: profile.openingHours,
    hoursText: openingHoursText(profile.openingHours),
    priceRange: profile.priceRange,
    locations: profile.locations.map(({ id, singleLineAddress, phone }) => ({ id, singleLineAddress, phone })),
  };
}
