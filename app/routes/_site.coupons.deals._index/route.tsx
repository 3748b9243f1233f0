import { useLoaderData } from "@remix-run/react";
import { DealsDirectoryView } from "~/components/deals-directory/DealsDirectoryView";
import type { RouteHandle } from "~/shared";
import { DEALS_DIRECTORY_PATH } from "~/models/directory-deals";
import { listingRoute } from "~/route-exports/listing-page";
import { loadDealsDirectory } from "./directory-page.server";

export const { headers, meta } = listingRoute(DEALS_DIRECTORY_PATH, "categories");

// There is no `/coupons` page: the trail is Home › Clipp Deals.
export const handle: RouteHandle = { breadcrumbs: () => [{ label: "Clipp Deals", to: DEALS_DIRECTORY_PATH }] };

export const loader = () => loadDealsDirectory();

export default function DealsDirectory() {
  return <DealsDirectoryView {...useLoaderData<typeof loader>()} />;
}
