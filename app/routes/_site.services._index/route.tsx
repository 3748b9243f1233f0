import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ServicesView } from "~/components/service-businesses/ServicesView";
import { SERVICES_PATH } from "~/models/coverage";
import { listingRoute } from "~/route-exports/listing-page";
import { loadServices } from "./services.server";

export const { headers, meta } = listingRoute(SERVICES_PATH, "categories");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadServices(request, context);

export default function Services() {
  return <ServicesView {...useLoaderData<typeof loader>()} />;
}
