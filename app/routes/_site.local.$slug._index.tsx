import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  LOCAL_CATEGORIES,
  localPagePath,
  OfferOverlays,
  revalidateUnlessOnlyOverlayChanged,
  type RouteHandle,
  usePageRequestData,
} from "~/shared";
import { listingPageMeta } from "~/route-exports/listing-page-meta";
import { LocalListingsView } from "~/components/local/LocalListingsView";
import { useListingPages } from "~/components/local/useListingPages";
import { routeHeaders } from "~/http/cache-headers.server";
import { loadListingPage } from "~/pages/local-listings.server";
import { nearestVisitorOf, slugPlaceOf } from "~/pages/visitor.server";
import { loadPlaceAlternatives } from "~/pages/place-alternatives.server";
import { PlaceAlternatives } from "~/components/local/PlaceAlternatives";

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
  // The visitor's own nearest first (decision 049): the page is listed for the cell of their point.
  const nearest = await nearestVisitorOf(request, context, place);
  const listings = await loadListingPage(request, place, LOCAL_CATEGORIES[0]!, context, nearest);
  // A place without any coupons leads somewhere: nearby covered cities and online codes (issue 25).
  const empty = listings.visit.total + listings.serving.total === 0;
  const alternatives = empty ? await loadPlaceAlternatives(place.coords, place.slug) : null;
  return { place, ...listings, alternatives, renderedAt: new Date().toISOString() };
}

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function LocalPage() {
  const data = useLoaderData<typeof loader>();
  const { place, renderedAt } = data;
  const paging = useListingPages(data);
  usePageRequestData({ page: "local", location: place.slug });
  return (
    <>
      <LocalListingsView
        place={place}
        category={LOCAL_CATEGORIES[0]!}
        paging={paging}
        distanceOrigin={data.distanceOrigin}
      />
      {data.alternatives ? (
        <PlaceAlternatives cities={data.alternatives.cities} codes={data.alternatives.codes} />
      ) : null}
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
