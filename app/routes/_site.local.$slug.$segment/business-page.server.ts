import { redirect } from "@remix-run/node";
import { categoryTitleOf, parseStore } from "~/models/local-page";
import { businessIdFromSlug, businessSegment } from "~/models/slug";
import { settle } from "~/pages/settle.server";
import { slugPlaceOf } from "~/pages/visitor.server";
import { getServices } from "~/services/index.server";

/**
 * A business page (SPEC §2): the profile near the slug's place, at one URL. A renamed business or a mistyped name
 * keeps working through one permanent redirect; an unknown id is the 404 with the spec's message.
 */
export async function loadBusinessPage(request: Request, context: unknown, slug: string, segment: string) {
  const url = new URL(request.url);
  const id = businessIdFromSlug(segment)!;
  const store = parseStore(url.searchParams.get("store"));
  const place = await slugPlaceOf(request, context, slug);
  const result = await settle(getServices().business.getBusinessProfile(id, { store, geo: place.coords }));
  // SPEC §8 'We couldn't find the associated BPP': an unknown id (404, or an empty answer) is not a page; any other
  // failure is one for now, and the visitor is asked to come back (the route's error boundary says which).
  if (!result.ok) throw new Response(null, { status: result.status === 404 ? 404 : 503 });
  const profile = result.data;
  const canonicalSegment = businessSegment(profile.businessName, profile.businessProfileId);
  if (canonicalSegment !== segment) throw redirect(`/local/${slug}/${canonicalSegment}${url.search}`, 301);
  return {
    kind: "business" as const,
    place,
    profile,
    category: categoryTitleOf(profile),
    canonicalPath: `/local/${slug}/${canonicalSegment}${store ? `?store=${store}` : ""}`,
    store: store ?? null,
    renderedAt: new Date().toISOString(),
  };
}
