import { SCHEMA_CONTEXT } from "./jsonld";
import { businessPagePath } from "./local-page";
import type { LocalListing } from "./local-listing";

type ListedBusiness = Pick<LocalListing, "businessName" | "businessProfileId" | "location" | "service" | "logoURL">;

/**
 * A local or category page's structured data: the ItemList of the businesses it shows, in page order, each item
 * pointing at the business page (its BreadcrumbList comes from the breadcrumbs, which render on every such page).
 * A business listed twice (a storefront near two stores) is listed once.
 */
export function localListJsonLd(origin: string, pageUrl: string, name: string, slug: string, listings: readonly ListedBusiness[]) {
  const seen = new Set<string>();
  const items = listings.flatMap((listing) => {
    const url = new URL(businessPagePath(slug, listing), origin).toString();
    if (seen.has(url)) return [];
    seen.add(url);
    return [{ url, name: listing.businessName, image: listing.logoURL }];
  });
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "ItemList",
    name,
    url: pageUrl,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      url: item.url,
      name: item.name,
      ...(item.image ? { image: item.image } : {}),
    })),
  };
}
