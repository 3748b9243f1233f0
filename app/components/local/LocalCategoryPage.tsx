import { usePageRequestData } from "~/components/analytics/PageRequest";
import type { LocalCategory } from "~/models/local-categories";
import type { LocalListing } from "~/models/local-listing";
import type { Place } from "~/models/location";
import { LocalListingsView } from "./LocalListingsView";
import { OfferOverlays } from "./OfferOverlays";

export type LocalCategoryPageData = {
  place: Place;
  category: LocalCategory;
  visit: LocalListing[];
  serving: LocalListing[];
  renderedAt: string;
};

/** `/local/{slug}/{category}`: the place's listings of one category, with their offer dialogs. */
export function LocalCategoryPage({ page }: { page: LocalCategoryPageData }) {
  usePageRequestData({ page: "localCategory", location: page.place.slug, category: page.category.slug });
  return (
    <>
      <LocalListingsView place={page.place} category={page.category} visit={page.visit} serving={page.serving} />
      <OfferOverlays
        lists={[page.visit, page.serving]}
        slug={page.place.slug}
        renderedAt={page.renderedAt}
        contentZone="localCategory"
      />
    </>
  );
}
