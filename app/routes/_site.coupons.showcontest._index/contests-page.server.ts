import { data } from "@remix-run/node";
import { contestsByStatus, type Contest } from "~/models/contest";
import type { ContestSummary, ContestsPageData } from "~/models/contest-pages";
import { settle } from "~/pages/settle.server";
import { getServices } from "~/services/index.server";

/**
 * `/coupons/showcontest`: every contest of the contests upstream, open ones first, then upcoming, then past ones
 * with their winners. The campaign list only decides which campaign pages may be linked; if it fails, none are.
 * A failing contest list shows its message with status 503 (the contests may well exist).
 */
export async function loadContestsPage() {
  const services = getServices();
  const [contests, campaigns] = await Promise.all([
    settle(services.contests.getContests()),
    settle(services.contentRepository.getCampaigns()),
  ]);
  if (!contests.ok) return data<ContestsPageData>({ ok: false, message: contests.message }, { status: 503 });
  const slugs = new Set(campaigns.ok ? campaigns.data.map((campaign) => campaign.slug) : []);
  const summary = (contest: Contest): ContestSummary => ({
    id: contest.id,
    title: contest.title,
    summary: contest.summary,
    kind: contest.kind,
    prize: contest.prize,
    startDate: contest.startDate,
    endDate: contest.endDate,
    imageUrl: contest.imageUrl,
    winners: contest.winners,
    campaignPath: slugs.has(contest.campaignSlug) ? `/${contest.campaignSlug}` : null,
  });
  const grouped = contestsByStatus(contests.data, new Date());
  return data<ContestsPageData>({
    ok: true,
    open: grouped.open.map(summary),
    upcoming: grouped.upcoming.map(summary),
    closed: grouped.closed.map(summary),
  });
}
