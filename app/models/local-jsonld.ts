import { SCHEMA_CONTEXT } from "./jsonld";
import { businessPagePath } from "./local-page";

/** What a listing needs to be listed: enough to link its business page (a listing or its view). */
type ListedBusiness = Parameters<typeof businessPagePath>[1];

/**
 * A local or category page's structured data: the ItemList of the businesses it shows, in page order, each item
 * pointing at the business page (its BreadcrumbList comes from the breadcrumbs, which render on every such page).
 * A business listed twice (a storefront near two stores) is listed once.
 *
 * Items are in the summary-page form (position and url only): each business page carries its own LocalBusiness
 * data with name, image and offers, so repeating them here only weighed the page (about 5 KB of 48 items).
 * `origin` is a URL's origin (no path); a business page's path is made of slugs and digits alone, so the two join as
 * text (a URL parse per listing was a visible share of a listing page's render).
 */
export function localListJsonLd(
  origin: string,
  pageUrl: string,
  name: string,
  slug: string,
  listings: readonly ListedBusiness[],
) {
  const seen = new Set<string>();
  const items = listings.flatMap((listing) => {
    const url = origin + businessPagePath(slug, listing);
    if (seen.has(url)) return [];
    seen.add(url);
    return [url];
  });
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "ItemList",
    name,
    url: pageUrl,
    numberOfItems: items.length,
    itemListElement: items.map((url, i) => ({ "@type": "ListItem", position: i + 1, url })),
  };
}
