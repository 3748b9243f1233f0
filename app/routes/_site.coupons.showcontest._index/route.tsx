import { useLoaderData } from "@remix-run/react";
import { ContestList } from "~/components/campaigns/ContestList";
import type { RouteHandle } from "~/shared";
import { CONTESTS_PATH } from "~/models/contest";
import { listingRoute } from "~/route-exports/listing-page";
import { loadContestsPage } from "./contests-page.server";

export const { headers, meta } = listingRoute(CONTESTS_PATH);

// `/coupons` is no page: the trail is Home › Contests.
export const handle: RouteHandle = { breadcrumbs: () => [{ label: "Contests", to: CONTESTS_PATH }] };

export const loader = () => loadContestsPage();

export default function ContestsRoute() {
  return <ContestList {...useLoaderData<typeof loader>()} />;
}
