import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type UIMatch } from "@remix-run/react";
import { errorMeta, pageMeta, type RouteHandle } from "~/shared";
import { BusinessDirectoryState } from "~/components/local/BusinessDirectoryView";
import { routeHeaders } from "~/http/cache-headers.server";
import { loadBusinessDirectoryPage } from "~/pages/business-directory.server";

export const headers = routeHeaders;

// Each page of a state's list names its page, so no two pages share a title or description (issue 27).
export const meta: MetaFunction<typeof loader> = (args) => {
  if (args.error) return errorMeta(args.error);
  const page = args.data;
  if (!page) return [];
  const paged = page.pages > 1 ? `, page ${page.page} of ${page.pages}` : "";
  return pageMeta(args, {
    title: `Local Businesses in ${page.stateName}${paged}`,
    description: `Businesses with printable coupons in ${page.stateName}${paged}: ${page.businesses[0]?.place ?? ""} to ${page.businesses.at(-1)?.place ?? ""}.`,
    canonicalPath: page.canonicalPath,
  });
};

type PageData = Awaited<ReturnType<typeof loader>>;

export const handle: RouteHandle = {
  breadcrumbs: (match: UIMatch<unknown, RouteHandle>) => {
    const page = match.data as PageData | undefined;
    return [
      { label: "Local Coupons", to: "/local" },
      { label: "Businesses by State", to: "/local/businesses" },
      ...(page ? [{ label: page.stateName, to: page.canonicalPath }] : []),
    ];
  },
};

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadBusinessDirectoryPage(request, params.state ?? "");

export default function BusinessDirectoryStatePage() {
  return <BusinessDirectoryState {...useLoaderData<typeof loader>()} />;
}
