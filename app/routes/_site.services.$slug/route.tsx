import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { ServicePageView } from "~/components/service-businesses/ServicePageView";
import { SERVICES_PATH, servicePagePath } from "~/models/coverage";
import { revalidateUnlessOnlyOverlayChanged } from "~/shared";
import { itemRoute } from "~/route-exports/item-page";
import { loadServicePage, type ServicePageData } from "./service-page.server";

// Home › Services › the category's title.
export const { headers, meta, handle } = itemRoute<ServicePageData>({
  fallbackTitle: "Services",
  meta: (page) =>
    page.category && {
      title: `${page.category.title} Coupons${page.place ? ` in ${page.place.label}` : " Near You"}`,
      description: `Coupons from ${page.category.title.toLowerCase()} businesses that serve ${page.place ? page.place.label : "your area"}: call, book and save.`,
      canonicalPath: servicePagePath(page.category.slug),
    },
  parents: [{ label: "Services", to: SERVICES_PATH }],
  param: "slug",
  crumb: (data) => data?.category?.title,
});

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadServicePage(request, context, params.slug ?? "");

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function ServicePage() {
  return <ServicePageView data={useLoaderData<typeof loader>()} />;
}
