import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DirectoryDealView } from "~/components/deals-directory/DirectoryDealView";
import { errorMeta, pageMeta, type RouteHandle, segmentLabel } from "~/shared";
import { DEALS_DIRECTORY_PATH, directoryListPath } from "~/models/directory-deals";
import { routeHeaders } from "~/http/cache-headers.server";
import { loadDirectoryDeal, type DirectoryDealPageData } from "./directory-deal.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) => {
  if (args.error) return errorMeta(args.error);
  const page = args.data;
  if (!page?.deal) return pageMeta(args, { title: "Clipp Deal", noindex: true });
  const { deal } = page;
  return pageMeta(args, {
    // A chain runs the same deal in several towns: the title names where, so each deal's page has its own (issue 27).
    title: `${deal.description}${deal.discount ? ` (${deal.discount})` : ""} at ${deal.business.name}${
      deal.locations[0] ? ` in ${deal.locations[0].city}, ${deal.locations[0].state}` : ""
    }`,
    description: `${deal.valueDescription}: ${deal.description} at ${deal.business.name}, ${deal.locations
      .map((l) => l.city)
      .filter((c, i, all) => all.indexOf(c) === i)
      .join(", ")}. ${deal.finePrint}`.slice(0, 300),
    // The same deal is listed under its category and its cities: one URL is canonical.
    canonicalPath: page.canonicalPath,
  });
};

// Home › Clipp Deals › the list it was reached from › the deal.
export const handle: RouteHandle = {
  breadcrumbs: (match) => {
    const page = match.data as DirectoryDealPageData | undefined;
    const details = match.params.details ?? "";
    return [
      { label: "Clipp Deals", to: DEALS_DIRECTORY_PATH },
      { label: page?.deal ? page.listTitle : segmentLabel(details), to: directoryListPath(details) },
      { label: page?.deal ? page.deal.description : "Deal", to: match.pathname },
    ];
  },
};

export const loader = ({ params }: LoaderFunctionArgs) => loadDirectoryDeal(params.details ?? "", params.id ?? "");

export default function DirectoryDealPage() {
  return <DirectoryDealView data={useLoaderData<typeof loader>()} />;
}
