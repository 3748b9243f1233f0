import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DealsDirectoryView } from "~/components/deals-directory/DealsDirectoryView";
import { pageMeta } from "~/components/layout/meta";
import type { RouteHandle } from "~/components/layout/route-handle";
import { DEALS_DIRECTORY_PATH } from "~/models/deals-directory";
import { routeHeaders } from "~/pages/cache-headers";
import { loadDealsDirectory } from "./deals-directory.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: "Clipp Deals by Category and City",
    description: "Every Clipp deal on Valuvo: discounted vouchers for restaurants, spas, fitness, home services and fun, by category and by city.",
    canonicalPath: DEALS_DIRECTORY_PATH,
    noindex: !args.data?.categories,
  });

// There is no `/coupons` page: the trail is Home › Clipp Deals.
export const handle: RouteHandle = { breadcrumbs: () => [{ label: "Clipp Deals", to: DEALS_DIRECTORY_PATH }] };

export const loader = () => loadDealsDirectory();

export default function DealsDirectory() {
  return <DealsDirectoryView {...useLoaderData<typeof loader>()} />;
}
