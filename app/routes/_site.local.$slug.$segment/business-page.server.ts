import { redirect } from "@remix-run/node";
import { businessJsonLd } from "~/models/business-jsonld";
import { canonicalStore } from "~/models/business-store";
import { jsonLdText } from "~/models/jsonld";
import { toBusinessView } from "~/models/listing-view";
import { categoryTitleOf, parseStore, storeCityOf } from "~/models/local-page";
import { businessIdFromSlug, businessSegment, locationSlug } from "~/models/slug";
import { requestOrigin } from "~/http/request-origin.server";
import { unavailableResponse } from "~/http/maintenance.server";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { settle } from "~/pages/settle.server";
import { slugPlaceOf, visitorOf } from "~/pages/visitor.server";
import { getServices } from "~/services/index.server";
import { answerPrivately } from "~/http/answer-notes.server";

/** The names of its path family that a business page does not read. */
const BUSINESS_PAGE_IGNORES = ["page", "sort"];

/**
 * A business page (SPEC §2) lives at one URL: the city of its store, the business's current name and id, and the
 * store as `?store=` for a business with storefronts (`canonicalStore`). A renamed business, a mistyped name,
 * another city's slug, or a missing, malformed or unknown store gets one permanent redirect there; an unknown id is the
 * 404 and any other profile failure a 503 in the site's shell, both saying 'We couldn't find the associated BPP' (the
 * route's error boundary), never the maintenance page.
 */
export async function loadBusinessPage(request: Request, context: unknown, slug: string, segment: string) {
  const url = new URL(request.url);
  const id = businessIdFromSlug(segment)!;
  const store = parseStore(url.searchParams.get("store"));
  // The page's city is its store's (the URL); distances are from the visitor's city, which opening it never changes:
  // its point, not the visitor's own (decision 040: the edge shares this page among the city's visitors, and the
  // browser measures from the visitor's own place).
  const place = await slugPlaceOf(request, context, slug);
  const visitor = await visitorOf(request, context);
  const from = visitor.place ?? place;
  const result = await settle(getServices().business.getBusinessProfile(id, { store, geo: from.coords }));
  if (!result.ok) {
    if (result.status === 404) throw new Response(null, { status: 404 });
    // SPEC §4 does not count the profile among the critical areas: the page keeps its shell and says what is missing
    // in SPEC §8's words (503, so no shared cache keeps it), never the site-wide maintenance page.
    throw unavailableResponse(UPSTREAM_MESSAGES.businessProfile);
  }
  const profile = result.data;
  const storeCity = storeCityOf(profile.location);
  const ownSlug = storeCity ? locationSlug(storeCity.city, storeCity.state) : slug;
  const canonicalSegment = businessSegment(profile.businessName, profile.businessProfileId);
  const canonical = canonicalStore(profile, profile.location, url.searchParams.getAll("store"));
  const storeQuery = canonical.store === null ? "" : `?store=${canonical.store}`;
  if (canonicalSegment !== segment || ownSlug !== slug || canonical.redirect) {
    // Other parameters (an open dialog) are kept, after the store.
    const rest = new URLSearchParams(url.search);
    rest.delete("store");
    const others = rest.toString();
    const search = storeQuery + (others ? `${storeQuery ? "&" : "?"}${others}` : "");
    throw redirect(`/local/${ownSlug}/${canonicalSegment}${search}`, 301);
  }
  // `page` and `sort` are its family's names (a category page's list), which a business page does not read: the same
  // page, which no shared cache keeps for that spelling alone.
  if (BUSINESS_PAGE_IGNORES.some((name) => url.searchParams.has(name))) answerPrivately(context);
  // The page's view of the profile (issue 11 §1), not the upstream record.
  const view = toBusinessView(profile);
  const canonicalPath = `/local/${slug}/${canonicalSegment}${storeQuery}`;
  const renderedAt = new Date();
  return {
    kind: "business" as const,
    place,
    distanceFrom: { city: from.city, state: from.state, slug: from.slug },
    profile: view,
    category: categoryTitleOf(profile),
    canonicalPath,
    store: canonical.store,
    renderedAt: renderedAt.toISOString(),
    // Serialised here, so the JSON-LD builders (address, business type, offers) never ship to the browser.
    jsonLd: jsonLdText(
      businessJsonLd(view, view.location, new URL(canonicalPath, requestOrigin(request)).toString(), {
        place,
        now: renderedAt,
      }),
    ),
  };
}
