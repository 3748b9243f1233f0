import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { HomePage } from "~/components/home/HomePage";
import { pageMeta } from "~/components/layout/meta";
import { useShellData } from "~/components/layout/ShellRoute";
import { revalidateUnlessOnlyOverlayChanged } from "~/models/url-state";
import { routeHeaders } from "~/pages/cache-headers";
import { loadHomePage } from "./home-page.server";

export const headers = routeHeaders;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Valuvo — Local Coupons, Coupon Codes and Deals Near You",
    description:
      "Find printable local coupons near you, coupon codes for online shops and Clipp deals. Free, no sign-in.",
    canonicalPath: "/",
  });

export const loader = ({ request, context }: LoaderFunctionArgs) => loadHomePage(request, context);

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function Home() {
  // The Special Offers block shows the header menu's links, from the shell's data (one source, one request).
  const specialOffers = useShellData("routes/_site")?.specialOffers ?? [];
  return <HomePage {...useLoaderData<typeof loader>()} specialOffers={specialOffers} />;
}
