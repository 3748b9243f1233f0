import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DealListView } from "~/components/deals-directory/DealListView";
import { errorMeta, pageMeta } from "~/components/layout/meta";
import type { RouteHandle } from "~/components/layout/route-handle";
import { segmentLabel } from "~/models/breadcrumbs";
import { DEALS_DIRECTORY_PATH, directoryListPath } from "~/models/deals-directory";
import { routeHeaders } from "~/pages/cache-headers";
import { loadDealList, type DealListData } from "./deal-list.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) => {
  if (args.error) return errorMeta(args.error);
  const page = args.data;
  if (!page?.segment) return pageMeta(args, { title: "Clipp Deals", noindex: true });
  const where = page.segment.kind === "city" ? `in ${page.title}` : `for ${page.title}`;
  return pageMeta(args, {
    title: page.segment.kind === "city" ? `Clipp Deals in ${page.title}` : `${page.title} Clipp Deals`,
    description: `${page.deals.length} Clipp deals ${where}: discounted vouchers from local businesses, with their fine print and locations.`,
    canonicalPath: directoryListPath(page.segment.slug),
  });
};

// Home › Clipp Deals › the category's or city's name.
export const handle: RouteHandle = {
  breadcrumbs: (match) => {
    const page = match.data as DealListData | undefined;
    return [
      { label: "Clipp Deals", to: DEALS_DIRECTORY_PATH },
      { label: page?.segment ? page.title : segmentLabel(match.params.details ?? ""), to: match.pathname },
    ];
  },
};

export const loader = ({ params }: LoaderFunctionArgs) => loadDealList(params.details ?? "");

export default function DealList() {
  return <DealListView {...useLoaderData<typeof loader>()} />;
}
