import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { usePageRequestData } from "~/components/analytics/PageRequest";
import { listingPageMeta } from "~/components/local/listing-page-meta";
import { revalidateUnlessOnlyOverlayChanged } from "~/models/url-state";
import type { RouteHandle } from "~/components/layout/route-handle";
import { LocalListingsView } from "~/components/local/LocalListingsView";
import { OfferOverlays } from "~/components/local/OfferOverlays";
import { useListingPages } from "~/components/local/useListingPages";
import { LOCAL_CATEGORIES } from "~/models/local-categories";
import { localPagePath } from "~/models/local-page";
import { routeHeaders } from "~/server/cache-headers";
import { loadListingPage } from "~/pages/local-listings.server";
import { slugPlaceOf } from "~/pages/visitor.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) => {
  const data = args.data;
  if (!data) return [];
  const { place } = data;
  return listingPageMeta(args, data, localPagePath(place.slug), {
    title: `Local Coupons in ${place.label}`,
    description: `Printable coupons and local deals from restaurants, auto repair, salons and more businesses in ${place.label}. Free, no sign-in.`,
  });
};

export const handle: RouteHandle = {
  breadcrumbs: (match) => {
    const slug = match.params.slug ?? "";
    return [{ label: "Local Coupons", to: localPagePath(slug) }];
  },
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const place = await slugPlaceOf(request, context, params.slug ?? "");
  const listings = await loadListingPage(request, place, LOCAL_CATEGORIES[0]!);
  return { place, ...listings, renderedAt: new Date().toISOString() };
}

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function LocalPage() {
  const data = useLoaderData<typeof loader>();
  const { place, renderedAt } = data;
  const paging = useListingPages(data);
  usePageRequestData({ page: "local", location: place.slug });
  return (
    <>
      <LocalListingsView place={place} category={LOCAL_CATEGORIES[0]!} paging={paging} />
      <OfferOverlays
        lists={[paging.visit.listings, paging.serving.listings]}
        openOffer={data.openOffer}
        slug={place.slug}
        renderedAt={renderedAt}
        contentZone="localPage"
      />
    </>
  );
}
