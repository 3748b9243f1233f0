import { dealHref, couponOfferHref } from "./url-state";
import type { Deal } from "./deal";
import type { LocalListing } from "./local-listing";
import { toListingView, type ListingView } from "./listing-view";
import { nearestFirst } from "./listing-presentation";
import { businessPagePath, categoryPagePath } from "./local-page";
import { LOCAL_CATEGORIES } from "./local-categories";
import type { NearbyCity } from "./coverage";
import type { SdcCoupon } from "./sdc-coupon";
import { MAX_SEARCH_TERM_LENGTH } from "./navigation";

/** SPEC §9: the feed is asked for 10 per group, 9 are shown. */
export const SEARCH_LIMIT = 10;
export const SEARCH_SHOWN_PER_GROUP = 9;
export const MIN_SEARCH_LENGTH = 3;
/** SPEC §9: the header's type-ahead waits a second after typing stops. */
export const SITE_SEARCH_DEBOUNCE_MS = 1000;
export { MAX_SEARCH_TERM_LENGTH } from "./navigation";

/** SPEC §9 search group headers, in the order the page and the type-ahead show them. */
export const SEARCH_GROUP_HEADINGS = {
  near: "Coupons for Businesses Near You",
  serving: "Coupons for Businesses Serving Your Area",
  deals: "Clipp Deals Near You",
  online: "Coupon Codes for Online Shops",
} as const;

export interface SiteSearchResults {
  term: string;
  /** True when the feed answered RESOURCE_NOT_FOUND: the page falls back to keyword-filtered partner deals. */
  notFound: boolean;
  locationListings: LocalListing[];
  serviceListings: LocalListing[];
  sdcListings: SdcCoupon[];
}

/** The term a `?term=` carries, trimmed and cut to a sane length. */
export function searchTermOf(raw: string | null): string {
  return (raw ?? "").trim().slice(0, MAX_SEARCH_TERM_LENGTH);
}

/** SPEC §5: under 3 characters a search does nothing. */
export function isSearchable(term: string): boolean {
  return term.length >= MIN_SEARCH_LENGTH;
}

/** The four groups of a search as shown: at most 9 each (SPEC §9). */
export type SearchGroups = { near: ListingView[]; serving: ListingView[]; deals: Deal[]; online: SdcCoupon[] };

/**
 * What a search shows (SPEC §8, §9): local groups only with a place to link them to, partner deals only in a
 * corporate-owned territory (SPEC §4), the feed's groups emptied when it answered RESOURCE_NOT_FOUND (then only
 * the keyword-filtered deals remain), each group capped.
 */
export function searchGroups(
  results: SiteSearchResults | null,
  deals: readonly Deal[],
  visitor: { hasPlace: boolean; dealsAllowed: boolean },
  perGroup = SEARCH_SHOWN_PER_GROUP,
): SearchGroups {
  const found = results && !results.notFound ? results : null;
  return {
    // Listings as view models (issue 11 §1): the page and its type-ahead show a card's worth of each.
    near: visitor.hasPlace
      ? nearestFirst(found?.locationListings ?? [])
          .slice(0, perGroup)
          .map((l) => toListingView(l))
      : [],
    serving: visitor.hasPlace
      ? nearestFirst(found?.serviceListings ?? [])
          .slice(0, perGroup)
          .map((l) => toListingView(l))
      : [],
    deals: visitor.dealsAllowed ? deals.slice(0, perGroup) : [],
    online: (found?.sdcListings ?? []).slice(0, perGroup),
  };
}

export function isEmptySearch(groups: SearchGroups): boolean {
  return groups.near.length + groups.serving.length + groups.deals.length + groups.online.length === 0;
}

/** What the search page shows: the term, the visitor's place, the groups, a failure message. */
export type SearchPageData = {
  term: string;
  place: { label: string; slug: string } | null;
  groups: SearchGroups;
  message: string | null;
  /** The feed answered RESOURCE_NOT_FOUND: nothing matched the words (not a failure, and not the place's fault). */
  notFound: boolean;
  /**
   * Whether the visitor's place has any local coupons at all, whatever the words (false: the place, not the term,
   * is why nothing local was found); null without a place or when it was not asked.
   */
  placeHasCoupons: boolean | null;
  /** A search that found nothing: where to go instead (null when something was found, or it failed). */
  help: EmptySearchHelp | null;
};

/** A place's category with coupons, as a way on from a search that found nothing. */
export type PlaceCategoryLink = { title: string; href: string; count: number };

/** The nearest city where the words found local coupons, and a few of them. */
export type SearchElsewhere = {
  label: string;
  slug: string;
  miles: number;
  businesses: { name: string; offer: string; href: string }[];
};

export type EmptySearchHelp = {
  /** The place's categories that have coupons (empty without a place, or when it has none). */
  categories: PlaceCategoryLink[];
  /** The nearest city with local coupons matching the words, if any near. */
  elsewhere: SearchElsewhere | null;
  /** Popular online coupon codes. */
  codes: SdcCoupon[];
  /** A place without any coupons: the nearest cities that have some (said once, with the location message). */
  nearbyCities: NearbyCity[];
};

/** The categories a place has coupons in, in the site's category order, each with its page under the place. */
export function placeCategoryLinks(slug: string, listings: readonly { categoryId: number }[]): PlaceCategoryLink[] {
  return LOCAL_CATEGORIES.filter((category) => category.slug !== "")
    .map((category) => ({
      title: category.title,
      href: categoryPagePath(slug, category),
      count: listings.filter((l) => l.categoryId === category.id).length,
    }))
    .filter((link) => link.count > 0);
}

/** The words' local matches in another city, as links to those businesses' pages there; null when none matched. */
export function searchElsewhere(
  city: { label: string; slug: string; miles: number },
  results: Pick<SiteSearchResults, "locationListings" | "serviceListings" | "notFound">,
  shown = 3,
): SearchElsewhere | null {
  if (results.notFound) return null;
  const found = nearestFirst([...results.locationListings, ...results.serviceListings]);
  if (found.length === 0) return null;
  return {
    ...city,
    businesses: found.slice(0, shown).map((listing) => {
      const view = toListingView(listing);
      return { name: view.businessName, offer: view.offers[0]?.title ?? "", href: businessPagePath(city.slug, view) };
    }),
  };
}

export type SearchSuggestion = { label: string; detail: string; href: string };
export type SearchSuggestionGroup = { heading: string; items: SearchSuggestion[] };

/** The header type-ahead's groups (SPEC §9): the results page's groups, headings and order, each item a link. */
export function suggestionGroups(groups: SearchGroups, term: string, slug: string | null): SearchSuggestionGroup[] {
  const local = (heading: string, listings: readonly ListingView[]) => ({
    heading,
    items: slug
      ? listings.map((listing) => ({
          label: listing.businessName,
          detail: listing.offers[0]?.title ?? listing.categoryName,
          href: businessPagePath(slug, listing),
        }))
      : [],
  });
  const searchPage = `/search?${new URLSearchParams({ term }).toString()}`;
  return [
    local(SEARCH_GROUP_HEADINGS.near, groups.near),
    local(SEARCH_GROUP_HEADINGS.serving, groups.serving),
    {
      heading: SEARCH_GROUP_HEADINGS.deals,
      items: groups.deals.map((deal) => ({
        label: deal.business.name,
        detail: deal.valueDescription,
        href: dealHref("/search", searchPage.slice("/search".length), deal.id),
      })),
    },
    {
      heading: SEARCH_GROUP_HEADINGS.online,
      items: groups.online.map((coupon) => ({
        label: coupon.businessName,
        detail: coupon.title,
        href: couponOfferHref("/coupon-codes", "", coupon.componentUID),
      })),
    },
  ].filter((group) => group.items.length > 0);
}

/** The anchor of the 'Find Local Coupons' link on the search page (SPEC §8: a failed search moves the visitor there). */
export const FIND_LOCAL_ID = "find-local";

/**
 * The search page's location prompt (SPEC §8): without a place, 'Find Local Coupons', which also takes the focus
 * when the search failed; with a place whose local groups came back empty (or failed), the location message and
 * '(Update Your Location)'; otherwise none.
 */
export type SearchLocationPrompt = { kind: "find-local"; focus: boolean } | { kind: "update-location" } | null;

export function searchLocationPrompt(
  data: Pick<SearchPageData, "term" | "place" | "groups" | "message" | "notFound" | "placeHasCoupons">,
): SearchLocationPrompt {
  if (!isSearchable(data.term)) return null;
  // A place without any local coupons is why nothing local was found, whatever the feed answered for the words.
  if (data.place !== null && data.placeHasCoupons === false) return { kind: "update-location" };
  // SPEC §8: RESOURCE_NOT_FOUND falls back to the matching Clipp deals only; the words found nothing, so the
  // visitor's place is not what to change.
  if (data.notFound && data.place !== null) return null;
  if (data.place === null) return { kind: "find-local", focus: data.message !== null };
  // Issue 25: only when the location is the problem — a place without any local coupons — not above the results of
  // other groups or when only these words found nothing nearby.
  return data.placeHasCoupons === false ? { kind: "update-location" } : null;
}

/**
 * What a search group without results says, in its own words (issue 25), so a visitor sees which kind of coupon
 * the words did not find rather than one message for all.
 */
export function emptyGroupText(group: keyof SearchGroups, term: string, placeLabel: string | null): string {
  const words = `“${term}”`;
  switch (group) {
    case "near":
      return `No coupons from businesses near ${placeLabel ?? "you"} match ${words}.`;
    case "serving":
      return `No businesses serving ${placeLabel ?? "your area"} have coupons matching ${words}.`;
    case "deals":
      return `No Clipp deals near ${placeLabel ?? "you"} match ${words}.`;
    case "online":
      return `No online coupon codes match ${words}.`;
  }
}
