import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContestDetail } from "~/components/campaigns/ContestDetail";
import { pageMeta, type RouteHandle } from "~/shared";
import { CONTESTS_PATH, contestPath } from "~/models/contest";
import { routeHeaders } from "~/http/cache-headers.server";
import { contestEntryAction } from "~/pages/contest-entry.server";
import { contestEntryClientAction } from "~/pages/contest-entry-sender";
import type { ContestPageData } from "~/models/contest-pages";
import { contestIdOf, loadContestPage } from "./contest-page.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) => {
  const page = args.data;
  return page?.ok
    ? pageMeta(args, {
        title: page.contest.title,
        description: page.contest.summary,
        canonicalPath: contestPath(page.contest.id),
      })
    : pageMeta(args, { title: "Contest", noindex: true });
};

// Home › Contests › the contest's title (`/coupons` is no page).
export const handle: RouteHandle = {
  breadcrumbs: (match) => {
    const page = match.data as ContestPageData | undefined;
    return [
      { label: "Contests", to: CONTESTS_PATH },
      { label: page?.ok ? page.contest.title : "Contest", to: match.pathname },
    ];
  },
};

export const loader = ({ params }: LoaderFunctionArgs) => loadContestPage(params.id);

export const action = async ({ request, params }: ActionFunctionArgs) =>
  contestEntryAction(request, contestIdOf(params.id));

export const clientAction = contestEntryClientAction;

export default function ContestRoute() {
  return <ContestDetail page={useLoaderData<typeof loader>()} entry={useActionData<typeof action>() ?? null} />;
}
