import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { HomePage } from "~/components/home/HomePage";
import { useShellData } from "~/components/layout/ShellRoute";
import { revalidateUnlessOnlyOverlayChanged } from "~/models/url-state";
import { listingRoute } from "~/route-exports/listing-page";
import { loadHomePage } from "./home-page.server";

export const { headers, meta } = listingRoute("/");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadHomePage(request, context);

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function Home() {
  // The Special Offers block shows the header menu's links, from the shell's data (one source, one request).
  const specialOffers = useShellData("routes/_site")?.specialOffers ?? [];
  return <HomePage {...useLoaderData<typeof loader>()} specialOffers={specialOffers} />;
}
