import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContestList } from "~/components/campaigns/ContestList";
import { pageMeta } from "~/components/layout/meta";
import type { RouteHandle } from "~/components/layout/route-handle";
import { CONTESTS_PATH } from "~/models/contest";
import { routeHeaders } from "~/pages/cache-headers";
import { loadContestsPage } from "./contests-page.server";

export const headers = routeHeaders;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contests and Sweepstakes",
    description: "Enter Valuvo's current sweepstakes and instant-win games, and see the winners of past contests.",
    canonicalPath: CONTESTS_PATH,
  });

// `/coupons` is no page: the trail is Home › Contests.
export const handle: RouteHandle = { breadcrumbs: () => [{ label: "Contests", to: CONTESTS_PATH }] };

export const loader = () => loadContestsPage();

export default function ContestsRoute() {
  return <ContestList {...useLoaderData<typeof loader>()} />;
}
