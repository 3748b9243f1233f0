import { localCategoryBySlug } from "~/models/local-categories";
import { filterByCategory } from "~/models/local-page";
import { loadLocalListings } from "~/pages/local-listings.server";
import { slugPlaceOf } from "~/pages/visitor.server";

/** A category of the local page (SPEC §3 categories): the slug's listings of that category; unknown → 404. */
export async function loadCategoryPage(request: Request, context: unknown, slug: string, segment: string) {
  const category = localCategoryBySlug(segment);
  if (!category || category.slug === "") throw new Response(null, { status: 404 });
  const place = await slugPlaceOf(request, context, slug);
  const { localOffers, localServices } = await loadLocalListings(place);
  return {
    kind: "category" as const,
    place,
    category,
    visit: localOffers.ok ? filterByCategory(localOffers.data.listings, category) : [],
    serving: localServices.ok ? filterByCategory(localServices.data.listings, category) : [],
    renderedAt: new Date().toISOString(),
  };
}
