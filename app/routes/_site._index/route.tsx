import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { HomePage } from "~/components/home/HomePage";
import { revalidateUnlessOnlyOverlayChanged, useShellData } from "~/shared";
import { listingRoute } from "~/route-exports/listing-page";
import { loadHomePage } from "./home-page.server";

export const { headers, meta } = listingRoute("/");

/**
 * The home page is `/` alone. The router also matches `//` (and `///` …) here, but a path with an empty segment is
 * not a page: like `//local`, it is the 404 (a trailing slash is the root loader's 301).
 */
export const loader = ({ request, context }: LoaderFunctionArgs) => {
  if (new URL(request.url).pathname !== "/") throw new Response(null, { status: 404, statusText: "Not Found" });
  return loadHomePage(request, context);
};

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function Home() {
  // The Special Offers block shows the header menu's links, from the shell's data (one source, one request).
  const specialOffers = useShellData("routes/_site")?.specialOffers ?? [];
  return <HomePage {...useLoaderData<typeof loader>()} specialOffers={specialOffers} />;
}
