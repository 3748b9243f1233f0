import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BrowseView } from "~/components/browse/BrowseView";
import { pageMeta, type RouteHandle } from "~/shared";
import { routeHeaders } from "~/http/cache-headers.server";
import { loadBrowsePage } from "./browse-page.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data?.place ? `Browse All Coupons in ${args.data.place.label}` : "Browse All Coupons",
    description:
      "Every category of Valuvo: local coupons, home and auto services, online coupon codes and Clipp deals.",
    canonicalPath: "/browse",
  });

export const handle: RouteHandle = { breadcrumbs: () => [{ label: "Browse All Coupons", to: "/browse" }] };

export const loader = ({ request, context }: LoaderFunctionArgs) => loadBrowsePage(request, context);

export default function Browse() {
  return <BrowseView {...useLoaderData<typeof loader>()} />;
}
