import { data } from "@remix-run/node";
import type { ServicePageData } from "~/components/service-businesses/ServicePageView";
import { settle } from "~/pages/settle.server";
import { visitorOf } from "~/pages/visitor.server";
import { getServices } from "~/services/index.server";

export type { ServicePageData };

/**
 * `/services/{slug}`: the businesses of one service category whose area covers the visitor's place, with their
 * offers. Without a place the page asks for one (the location dialog brings the visitor back here). A slug the
 * category list does not hold is a 404.
 */
export async function loadServicePage(request: Request, context: unknown, slug: string) {
  const { coverage } = getServices();
  const [categories, visitor] = await Promise.all([
    settle(coverage.getServiceCategories()),
    visitorOf(request, context),
  ]);
  if (!categories.ok) return data<ServicePageData>({ category: null, message: categories.message }, { status: 503 });
  const category = categories.data.find((candidate) => candidate.slug === slug);
  if (!category) throw new Response(null, { status: 404 });
  const base = { category, categories: categories.data, renderedAt: new Date().toISOString(), message: null };
  const place = visitor.place;
  if (!place) return data<ServicePageData>({ ...base, place: null, listings: null });
  const found = await settle(coverage.getServiceBusinesses(slug, place.coords));
  return data<ServicePageData>({
    ...base,
    place,
    listings: found.ok ? { ok: true, data: found.data.listings } : found,
  });
}
