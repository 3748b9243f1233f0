import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { DealsPage } from "~/components/deals/DealsPage";
import { pageMeta, revalidateUnlessOnlyOverlayChanged } from "~/shared";
import { routeHeaders } from "~/http/cache-headers.server";
import { loadDealsPage } from "./deals-page.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data?.deals && args.data.place ? `Clipp Deals Near ${args.data.place.label}` : "Clipp Deals Near You",
    description: "Discounted vouchers from local restaurants, spas and attractions near you, with Clipp.",
    canonicalPath: "/deals",
    // While it is a prompt for a place (no deals may be shown), the page is not indexed; its links are followed. A
    // filtered or reordered list repeats the page's deals: its canonical is the page, and it is not indexed either.
    noindex: !args.data?.deals || args.data.filtered,
  });

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDealsPage(request, context);

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function Deals() {
  return <DealsPage {...useLoaderData<typeof loader>()} />;
}
