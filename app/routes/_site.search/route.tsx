import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  OfferOverlays,
  pageMeta,
  revalidateUnlessOnlyOverlayChanged,
  type RouteHandle,
  usePageRequestData,
} from "~/shared";
import { DealOverlays } from "~/components/deals/DealOverlays";
import { SearchResultsView } from "~/components/search/SearchResultsView";
import { routeHeaders } from "~/http/cache-headers.server";
import { loadSearchPage } from "./search-page.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data?.term ? `Search results for “${args.data.term}”` : "Search coupons",
    description: "Search printable local coupons, Clipp deals and coupon codes for online shops.",
    canonicalPath: "/search",
    // Result pages are endless and thin for crawlers; the pages they link to are what should be indexed.
    noindex: true,
  });

// SPEC §2: no breadcrumbs on the search page.
export const handle: RouteHandle = { breadcrumbs: () => null };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { ...(await loadSearchPage(request, context)), renderedAt: new Date().toISOString() };
}

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function SearchPage() {
  const data = useLoaderData<typeof loader>();
  usePageRequestData({ page: "search", term: data.term });
  const lists = [data.groups.near, data.groups.serving];
  return (
    <>
      <h1>{data.term ? <>Search results for “{data.term}”</> : "Search coupons"}</h1>
      <SearchResultsView data={data} />
      <DealOverlays deals={data.groups.deals} />
      {data.place ? (
        <OfferOverlays lists={lists} slug={data.place.slug} renderedAt={data.renderedAt} contentZone="search" />
      ) : null}
    </>
  );
}
