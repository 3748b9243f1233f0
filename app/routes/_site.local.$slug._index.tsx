import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { usePageRequestData } from "~/components/analytics/PageRequest";
import { pageMeta } from "~/components/layout/meta";
import { revalidateUnlessOnlyOverlayChanged } from "~/models/url-state";
import type { RouteHandle } from "~/components/layout/route-handle";
import { LocalListingsView } from "~/components/local/LocalListingsView";
import { OfferOverlays } from "~/components/local/OfferOverlays";
import { LOCAL_CATEGORIES } from "~/models/local-categories";
import { localPagePath } from "~/models/local-page";
import { routeHeaders } from "~/pages/cache-headers";
import { loadLocalListings } from "~/pages/local-listings.server";
import { slugPlaceOf } from "~/pages/visitor.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) => {
  const place = args.data?.place;
  if (!place) return [];
  return pageMeta(args, {
    title: `Local Coupons in ${place.label}`,
    description: `Printable coupons and local deals from restaurants, auto repair, salons and more businesses in ${place.label}. Free, no sign-in.`,
    canonicalPath: localPagePath(place.slug),
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
  const listings = await loadLocalListings(place);
  return { place, ...listings, renderedAt: new Date().toISOString() };
}

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function LocalPage() {
  const { place, localOffers, localServices, renderedAt } = useLoaderData<typeof loader>();
  const visit = localOffers.ok ? localOffers.data.listings : [];
  const serving = localServices.ok ? localServices.data.listings : [];
  usePageRequestData({ page: "local", location: place.slug });
  return (
    <>
      <LocalListingsView
        place={place}
        category={LOCAL_CATEGORIES[0]!}
        visit={visit}
        serving={serving}
      />
      <OfferOverlays lists={[visit, serving]} slug={place.slug} renderedAt={renderedAt} contentZone="localPage" />
    </>
  );
}
