import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { errorMeta, pageMeta } from "~/components/layout/meta";
import type { RouteHandle } from "~/components/layout/route-handle";
import { ServicePageView } from "~/components/services/ServicePageView";
import { segmentLabel } from "~/models/breadcrumbs";
import { SERVICES_PATH, servicePagePath } from "~/models/coverage";
import { revalidateUnlessOnlyOverlayChanged } from "~/models/url-state";
import { routeHeaders } from "~/pages/cache-headers";
import { loadServicePage, type ServicePageData } from "./service-page.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) => {
  if (args.error) return errorMeta(args.error);
  const page = args.data;
  if (!page?.category) return pageMeta(args, { title: "Services", noindex: true });
  const where = page.place ? ` in ${page.place.label}` : " Near You";
  return pageMeta(args, {
    title: `${page.category.title} Coupons${where}`,
    description: `Coupons from ${page.category.title.toLowerCase()} businesses that serve ${page.place ? page.place.label : "your area"}: call, book and save.`,
    canonicalPath: servicePagePath(page.category.slug),
  });
};

// Home › Services › the category's title.
export const handle: RouteHandle = {
  breadcrumbs: (match) => {
    const page = match.data as ServicePageData | undefined;
    return [
      { label: "Services", to: SERVICES_PATH },
      { label: page?.category?.title ?? segmentLabel(match.params.slug ?? ""), to: match.pathname },
    ];
  },
};

export const loader = ({ request, params, context }: LoaderFunctionArgs) => loadServicePage(request, context, params.slug ?? "");

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function ServicePage() {
  return <ServicePageView data={useLoaderData<typeof loader>()} />;
}
