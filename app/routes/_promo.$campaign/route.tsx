import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { CampaignPage } from "~/components/campaigns/CampaignPage";
import { pageMeta, revalidateUnlessOnlyOverlayChanged, type RouteHandle } from "~/shared";
import { routeHeaders } from "~/http/cache-headers.server";
import { contestEntryAction } from "~/pages/contest-entry.server";
import { contestEntryClientAction } from "~/pages/contest-entry-sender";
import type { CampaignPageData } from "~/models/campaign-page";
import { campaignOf, loadCampaignPage } from "./campaign-page.server";

export const headers = routeHeaders;

// Outside its dates a campaign's page still answers, but only a running campaign is worth indexing.
export const meta: MetaFunction<typeof loader> = (args) =>
  args.data
    ? pageMeta(args, {
        title: args.data.campaign.title,
        description: args.data.campaign.summary,
        canonicalPath: `/${args.data.campaign.slug}`,
        noindex: args.data.phase !== "active",
      })
    : [];

// Home › the campaign's title rather than its slug.
export const handle: RouteHandle = {
  breadcrumbs: (match) => {
    const campaign = (match.data as CampaignPageData | undefined)?.campaign;
    return campaign ? [{ label: campaign.title, to: `/${campaign.slug}` }] : null;
  },
};

/** Every campaign of the content repository, in the promotions shell; a slug it does not know is a 404. */
export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadCampaignPage(request, context, params.campaign ?? "");

/** A sweepstakes' or instant win's entry form posts here; other kinds of campaign take no posts. */
export async function action({ request, params }: ActionFunctionArgs) {
  const campaign = await campaignOf(params.campaign ?? "");
  if (campaign.kind !== "sweepstakes" && campaign.kind !== "instantWin") throw new Response(null, { status: 405 });
  return contestEntryAction(request, campaign.contest.contestId);
}

export const clientAction = contestEntryClientAction;

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function CampaignRoute() {
  return <CampaignPage {...useLoaderData<typeof loader>()} entry={useActionData<typeof action>() ?? null} />;
}
