import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DealListView } from "~/components/deals-directory/DealListView";
import { DEALS_DIRECTORY_PATH, directoryListPath } from "~/models/directory-deals";
import { itemRoute } from "~/route-exports/item-page";
import { loadDealList, type DealListData } from "./deal-list.server";

// Home › Clipp Deals › the category's or city's name.
export const { headers, meta, handle } = itemRoute<DealListData>({
  fallbackTitle: "Clipp Deals",
  meta: (page) =>
    page.segment && {
      title: page.segment.kind === "city" ? `Clipp Deals in ${page.title}` : `${page.title} Clipp Deals`,
      description: `${page.total} Clipp deals ${page.segment.kind === "city" ? "in" : "for"} ${page.title}: discounted vouchers from local businesses, with their fine print and locations.`,
      canonicalPath: directoryListPath(page.segment.slug),
      // A filtered or reordered list repeats the list's deals: canonical to the list, and not indexed.
      noindex: page.filtered,
    },
  parents: [{ label: "Clipp Deals", to: DEALS_DIRECTORY_PATH }],
  param: "details",
  crumb: (page) => (page?.segment ? page.title : null),
});

export const loader = ({ params, request, context }: LoaderFunctionArgs) =>
  loadDealList(params.details ?? "", new URL(request.url).searchParams, context);

export default function DealList() {
  return <DealListView {...useLoaderData<typeof loader>()} />;
}
