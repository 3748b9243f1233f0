import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta, type RouteHandle } from "~/shared";
import { BusinessDirectoryIndex } from "~/components/local/BusinessDirectoryView";
import { routeHeaders } from "~/http/cache-headers.server";
import { loadBusinessDirectoryIndex } from "~/pages/business-directory.server";

export const headers = routeHeaders;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Local Businesses by State",
    description:
      "Every local business with printable coupons on Valuvo, state by state: restaurants, salons, auto shops and more.",
  });

export const handle: RouteHandle = {
  breadcrumbs: () => [
    { label: "Local Coupons", to: "/local" },
    { label: "Businesses by State", to: "/local/businesses" },
  ],
};

/** The business directory's index (issue 27): linked from the footer, it links every page of every state's list. */
export const loader = () => loadBusinessDirectoryIndex();

export default function BusinessDirectory() {
  return <BusinessDirectoryIndex {...useLoaderData<typeof loader>()} />;
}
