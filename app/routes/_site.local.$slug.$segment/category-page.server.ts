import { localCategoryBySlug } from "~/models/local-categories";
import { loadListingPage } from "~/pages/local-listings.server";
import { slugPlaceOf } from "~/pages/visitor.server";
import { answerPrivately } from "~/http/answer-notes.server";

/**
 * A category of the local page (SPEC §3 categories): one page of the slug's listings of that category as view
 * models; an unknown category or a page past the last → 404.
 */
export async function loadCategoryPage(request: Request, context: unknown, slug: string, segment: string) {
  const category = localCategoryBySlug(segment);
  if (!category || category.slug === "") throw new Response(null, { status: 404 });
  const place = await slugPlaceOf(request, context, slug);
  const listings = await loadListingPage(request, place, category, context);
  // `store` is a business page's (its family's other kind), which a category page does not read: the same page, which
  // no shared cache keeps for that spelling alone.
  if (new URL(request.url).searchParams.has("store")) answerPrivately(context);
  return { kind: "category" as const, place, category, ...listings, renderedAt: new Date().toISOString() };
}
