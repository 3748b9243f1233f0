import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams, type ShouldRevalidateFunction, type UIMatch } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { ErrorPage, UnavailablePage } from "~/components/errors/ErrorPage";
import {
  categoryPagePath,
  type Crumb,
  errorMeta,
  GeneralErrorBoundary,
  isBusinessSegment,
  localPagePath,
  pageMeta,
  revalidateUnlessOnlyOverlayChanged,
  type RouteHandle,
} from "~/shared";
import { BusinessPage } from "~/components/local/BusinessPage";
import { listingPageMeta } from "~/route-exports/listing-page-meta";
import { BUSINESS_PROFILE_MISSING } from "~/models/upstream-messages";
import { routeHeaders } from "~/http/cache-headers.server";
import { loadBusinessPage } from "./business-page.server";
import { loadCategoryPage } from "./category-page.server";

export const headers = routeHeaders;

/**
 * A business page's share image: its SPEC §3 local category's 1200×630 PNG card (public/share/, rendered by
 * scripts/render-share-images.mjs), since social networks show no SVG and the upstream's logos are SVG (issue 27).
 * Defined here, not with pageMeta, so only this page's bundle carries it.
 */
const shareImageOf = (category: { slug: string; title: string }) => ({
  src: `/share/local-${category.slug || "all"}.png`,
  alt: `${category.slug ? category.title : "Local"} coupons on Valuvo`,
  wide: true,
});

export const meta: MetaFunction<typeof loader> = (args) => {
  const page = args.data;
  if (args.error) return errorMeta(args.error);
  if (!page) return [];
  if (page.kind === "business") {
    const { profile, place } = page;
    // Each store names its own street and city, in its title and its description, so the stores of one business
    // (and businesses of one name) have titles and descriptions of their own (issue 27).
    const street = profile.location?.addressLine1.trim();
    const where = street ? `at ${street}, ${place.label}` : `serving ${place.label}`;
    return pageMeta(args, {
      title: `${profile.businessName} Coupons${street ? ` at ${street}` : ""} in ${place.label}`,
      description: `Printable coupons from ${profile.businessName} (${profile.naicDescription}) ${where}: ${profile.offers
        .map((offer) => offer.title)
        .slice(0, 3)
        .join("; ")}.`,
      canonicalPath: page.canonicalPath,
      image: shareImageOf(page.category),
    });
  }
  return listingPageMeta(args, page, categoryPagePath(page.place.slug, page.category), {
    title: `${page.category.title} Coupons in ${page.place.label}`,
    description: `Printable ${page.category.title.toLowerCase()} coupons from local businesses in ${page.place.label}. Free, no sign-in.`,
  });
};

type PageData = Awaited<ReturnType<typeof loader>>;

export const handle: RouteHandle = {
  breadcrumbs: (match: UIMatch<unknown, RouteHandle>) => {
    const page = match.data as PageData | undefined;
    const slug = match.params.slug ?? "";
    const trail: Crumb[] = [{ label: "Local Coupons", to: localPagePath(slug) }];
    if (!page) return trail;
    if (page.kind === "business") {
      if (page.category.slug !== "")
        trail.push({ label: page.category.title, to: categoryPagePath(slug, page.category) });
      trail.push({ label: page.profile.businessName, to: page.canonicalPath });
      return trail;
    }
    trail.push({ label: page.category.title, to: categoryPagePath(slug, page.category) });
    return trail;
  },
};

// SPEC §4 / DESIGN §3: a last segment ending in a numeric profile id is a business page, else a category page.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const segment = params.segment ?? "";
  return isBusinessSegment(segment)
    ? loadBusinessPage(request, context, slug, segment)
    : loadCategoryPage(request, context, slug, segment);
}

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

// One route serves both pages; the category page's listings code (cards, paging, the ItemList) is its own chunk, so
// a business page, one of the site's most visited, does not download it (issue 11's first-load budget). The server
// renders it in full either way; in the browser its boundary hydrates once the chunk has arrived.
const LocalCategoryPage = lazy(() =>
  import("~/components/local/LocalCategoryPage").then((module) => ({ default: module.LocalCategoryPage })),
);

export default function LocalSegmentPage() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "business") return <BusinessPage page={page} />;
  return (
    <Suspense fallback={null}>
      <LocalCategoryPage page={page} />
    </Suspense>
  );
}

// SPEC §8: a business page that cannot be shown says so, in the shell (a profile failure is not SPEC §4's critical
// error, so never the maintenance page); the category page's errors are the shell's usual ones.
const bppHandlers = {
  404: () => <ErrorPage status={404} detail={BUSINESS_PROFILE_MISSING} />,
  503: () => <UnavailablePage message={BUSINESS_PROFILE_MISSING} />,
};

export function ErrorBoundary() {
  const isBusiness = isBusinessSegment(useParams().segment ?? "");
  return <GeneralErrorBoundary statusHandlers={isBusiness ? bppHandlers : undefined} />;
}
