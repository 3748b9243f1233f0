import type { SiteSearchResults } from "./search-results";
import { businessPagePath } from "./local-page";

/** SPEC §9: the header's type-ahead waits a second after typing stops. */
export const SITE_SEARCH_DEBOUNCE_MS = 1000;
/** How many of each group the dropdown shows; the results page shows them all. */
export const SUGGESTIONS_PER_GROUP = 3;

export type SearchSuggestion = { label: string; detail: string; href: string };
export type SearchSuggestionGroup = { heading: string; items: SearchSuggestion[] };

/** The dropdown's groups, in the order and with the headings of the results page (SPEC §9). */
export function suggestionGroups(results: SiteSearchResults, slug: string | null): SearchSuggestionGroup[] {
  const local = (heading: string, listings: SiteSearchResults["locationListings"]) => ({
    heading,
    items: slug
      ? listings.slice(0, SUGGESTIONS_PER_GROUP).map((listing) => ({
          label: listing.businessName,
          detail: listing.offers[0]?.title ?? listing.naicDescription,
          href: businessPagePath(slug, listing),
        }))
      : [],
  });
  const groups = [
    local("Coupons for Businesses Near You", results.locationListings),
    local("Coupons for Businesses Serving Your Area", results.serviceListings),
    {
      heading: "Coupon Codes for Online Shops",
      items: results.sdcListings.slice(0, SUGGESTIONS_PER_GROUP).map((coupon) => ({
        label: coupon.businessName,
        detail: coupon.title,
        href: `/coupon-codes?cpncode=${encodeURIComponent(coupon.componentUID)}`,
      })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}
