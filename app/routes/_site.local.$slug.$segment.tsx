import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, type UIMatch } from "@remix-run/react";
import { useEffect } from "react";
import { track, useTrackPageView } from "~/components/analytics/track";
import { pageMeta } from "~/components/layout/meta";
import { keepDataWhenOnlyOverlayChanges } from "~/components/local/revalidate";
import type { RouteHandle } from "~/components/layout/route-handle";
import { useRootData } from "~/components/layout/useRootData";
import { BusinessProfileView } from "~/components/local/BusinessProfileView";
import { LocalListingsView } from "~/components/local/LocalListingsView";
import { OfferOverlays } from "~/components/local/OfferOverlays";
import { businessJsonLd, jsonLdText } from "~/models/business-jsonld";
import type { Crumb } from "~/models/breadcrumbs";
import { localCategoryBySlug } from "~/models/local-categories";
import {
  categoryPagePath,
  categoryTitleOf,
  filterByCategory,
  localPagePath,
  parseStore,
} from "~/models/local-page";
import { businessIdFromSlug, businessNameSlug, isBusinessSegment } from "~/models/slug";
import { routeHeaders } from "~/pages/cache-headers";
import { getServices } from "~/services/index.server";
import { loadLocalListings, localPageHeaders, resolveSlugLocation } from "~/pages/local-listings.server";
import { settle } from "~/pages/settle.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) => {
  const page = args.data;
  if (!page) return [];
  if (page.kind === "business") {
    const { profile, place } = page;
    return pageMeta(args, {
      title: `${profile.businessName} Coupons in ${place.label}`,
      description: `Printable coupons from ${profile.businessName} (${profile.naicDescription}) near ${place.label}: ${profile.offers
        .map((offer) => offer.title)
        .slice(0, 3)
        .join("; ")}.`,
      canonicalPath: page.canonicalPath,
    });
  }
  return pageMeta(args, {
    title: `${page.category.title} Coupons in ${page.place.label}`,
    description: `Printable ${page.category.title.toLowerCase()} coupons from local businesses in ${page.place.label}. Free, no sign-in.`,
    canonicalPath: categoryPagePath(page.place.slug, page.category),
  });
};

type PageData = Awaited<ReturnType<typeof loader>>["data"];

export const handle: RouteHandle = {
  breadcrumbs: (match: UIMatch<unknown, RouteHandle>) => {
    const page = match.data as PageData | undefined;
    const slug = match.params.slug ?? "";
    const trail: Crumb[] = [{ label: "Local Coupons", to: localPagePath(slug) }];
    if (!page) return trail;
    if (page.kind === "business") {
      const category = page.category;
      if (category.slug !== "") trail.push({ label: category.title, to: categoryPagePath(slug, category) });
      trail.push({ label: page.profile.businessName, to: page.canonicalPath });
      return trail;
    }
    trail.push({ label: page.category.title, to: categoryPagePath(slug, page.category) });
    return trail;
  },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const segment = params.segment ?? "";
  const url = new URL(request.url);

  // SPEC §4 / DESIGN §3: a last segment ending in a numeric profile id is a business page.
  if (isBusinessSegment(segment)) {
    const id = businessIdFromSlug(segment)!;
    const store = parseStore(url.searchParams.get("store"));
    const { place, setCookie } = await resolveSlugLocation(request, slug);
    const result = await settle(getServices().business.getBusinessProfile(id, { store, geo: place.coords }));
    if (!result.ok) {
      if (result.status === 404) throw Response.json({ message: result.message }, { status: 404 });
      throw new Response(null, { status: 502 });
    }
    const profile = result.data;
    const nameSlug = businessNameSlug(profile.businessName);
    const canonicalSegment = nameSlug === "" ? String(profile.businessProfileId) : `${nameSlug}-${profile.businessProfileId}`;
    // A renamed business or a mistyped name keeps working: one permanent redirect to the current name.
    if (canonicalSegment !== segment) {
      throw redirect(`/local/${slug}/${canonicalSegment}${url.search}`, 301);
    }
    const canonicalPath = `/local/${slug}/${canonicalSegment}${store ? `?store=${store}` : ""}`;
    return data(
      {
        kind: "business" as const,
        place,
        profile,
        category: categoryTitleOf(profile),
        canonicalPath,
        store: store ?? null,
        renderedAt: new Date().toISOString(),
      },
      { headers: localPageHeaders(setCookie) },
    );
  }

  const category = localCategoryBySlug(segment);
  if (!category || category.slug === "") throw new Response(null, { status: 404 });
  const { place, setCookie } = await resolveSlugLocation(request, slug);
  const { localOffers, localServices } = await loadLocalListings(place);
  return data(
    {
      kind: "category" as const,
      place,
      category,
      visit: localOffers.ok ? filterByCategory(localOffers.data.listings, category) : [],
      serving: localServices.ok ? filterByCategory(localServices.data.listings, category) : [],
      renderedAt: new Date().toISOString(),
    },
    { headers: localPageHeaders(setCookie) },
  );
}

export const shouldRevalidate = keepDataWhenOnlyOverlayChanges;

export default function LocalSegmentPage() {
  const page = useLoaderData<typeof loader>();
  return page.kind === "business" ? <BusinessPage page={page} /> : <CategoryPage page={page} />;
}

function CategoryPage({ page }: { page: Extract<PageData, { kind: "category" }> }) {
  useTrackPageView("pageRequest", { page: "localCategory", location: page.place.slug, category: page.category.slug });
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

function BusinessPage({ page }: { page: Extract<PageData, { kind: "business" }> }) {
  const { origin } = useRootData();
  const { profile, store } = page;
  const canonicalUrl = new URL(page.canonicalPath, origin || "http://localhost").toString();
  useTrackPageView("pageRequest", { page: "bpp", businessProfileId: profile.businessProfileId });
  useEffect(() => {
    track("bppLoaded", { businessProfileId: profile.businessProfileId }, "bpp");
    if (store !== null) track("bppLocationLoaded", { businessProfileId: profile.businessProfileId, store }, "bpp");
  }, [profile.businessProfileId, store]);
  return (
    <>
      <BusinessProfileView profile={profile} location={profile.location} categoryTitle={page.category.title} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(businessJsonLd(profile, profile.location, canonicalUrl)) }}
      />
      <OfferOverlays lists={[[profile]]} slug={page.place.slug} renderedAt={page.renderedAt} contentZone="bpp" />
    </>
  );
}
