import type { MetaFunction } from "@remix-run/react";
import { pageMeta } from "~/shared";
import { WalletPage } from "~/components/wallet/WalletPage";
import { routeHeaders } from "~/http/cache-headers.server";

// Issue 30: the coupon wallet. No loader of its own: what it lists lives on the device, and the service worker keeps
// a copy of this page (fetched without cookies, so it shows nobody's place) to open it offline.
export const headers = routeHeaders;
export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "My coupons",
    description: "The coupons you saved to this device, ready to show at the counter.",
    noindex: true,
  });

export default function MyCoupons() {
  return <WalletPage />;
}
