import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type UIMatch } from "@remix-run/react";
import { errorMeta, pageMeta, type RouteHandle, usePageRequestData } from "~/shared";
import { CityDirectoryState } from "~/components/local/CityDirectory";
import { routeHeaders } from "~/http/cache-headers.server";
import { loadCityDirectoryPage } from "~/pages/city-directory.server";

export const headers = routeHeaders;

// Each page of a state's list names its page, so no two pages share a title or description.
export const meta: MetaFunction<typeof loader> = (args) => {
  if (args.error) return errorMeta(args.error);
  const page = args.data;
  if (!page) return [];
  const paged = page.pages > 1 ? `, page ${page.page} of ${page.pages}` : "";
  return pageMeta(args, {
    title: `Local Coupons in ${page.stateName} by City${paged}`,
    description: `Printable local coupons in ${page.stateName}${paged}, city by city: ${page.cities[0]?.label ?? ""} to ${page.cities.at(-1)?.label ?? ""}.`,
    canonicalPath: page.canonicalPath,
  });
};

type PageData = Awaited<ReturnType<typeof loader>>;

export const handle: RouteHandle = {
  breadcrumbs: (match: UIMatch<unknown, RouteHandle>) => {
    const page = match.data as PageData | undefined;
    return [
      { label: "Local Coupons", to: "/local" },
      { label: "Coupons by City", to: "/local/cities" },
      ...(page ? [{ label: page.stateName, to: page.canonicalPath }] : []),
    ];
  },
};

/** A state's page of the city directory (decision 009): its covered places by name, paged. */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadCityDirectoryPage(request, params.state ?? "");

export default function CityDirectoryStatePage() {
  usePageRequestData({ page: "cityDirectory" });
  return <CityDirectoryState {...useLoaderData<typeof loader>()} />;
}
