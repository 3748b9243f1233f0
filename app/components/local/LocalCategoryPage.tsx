import { type LocalCategory, OfferOverlays, type Place, usePageRequestData } from "~/shared";
import type { FoundOfferView } from "~/models/listing-view";
import { LocalListingsView } from "./LocalListingsView";
import { useListingPages, type ListingPages } from "./useListingPages";

export type LocalCategoryPageData = ListingPages & {
  place: Place;
  category: LocalCategory;
  openOffer: FoundOfferView | null;
  renderedAt: string;
};

/** `/local/{slug}/{category}`: the place's listings of one category, page by page, with their offer dialogs. */
export function LocalCategoryPage({ page }: { page: LocalCategoryPageData }) {
  const paging = useListingPages(page);
  usePageRequestData({ page: "localCategory", location: page.place.slug, category: page.category.slug });
  return (
    <>
      <LocalListingsView place={page.place} category={page.category} paging={paging} />
      <OfferOverlays
        lists={[paging.visit.listings, paging.serving.listings]}
        openOffer={page.openOffer}
        slug={page.place.slug}
        renderedAt={page.renderedAt}
        contentZone="localCategory"
      />
    </>
  );
}
