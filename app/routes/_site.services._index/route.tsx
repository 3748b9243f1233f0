import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/layout/meta";
import { ServicesView } from "~/components/services/ServicesView";
import { SERVICES_PATH } from "~/models/coverage";
import { routeHeaders } from "~/pages/cache-headers";
import { loadServices } from "./services.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: "Home and Auto Services Coupons",
    description: "Coupons from plumbers, HVAC technicians, cleaners, lawn care, pest control, roofers, movers and auto shops that serve your area.",
    canonicalPath: SERVICES_PATH,
    noindex: !args.data?.categories,
  });

export const loader = ({ request, context }: LoaderFunctionArgs) => loadServices(request, context);

export default function Services() {
  return <ServicesView {...useLoaderData<typeof loader>()} />;
}
