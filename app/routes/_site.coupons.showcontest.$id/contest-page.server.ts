import { data } from "@remix-run/node";
import { contestStatus, isContestId } from "~/models/contest";
import type { ContestPageData } from "~/models/contest-pages";
import { settle } from "~/pages/settle.server";
import { getServices } from "~/services/index.server";

/** The contest an id names; a malformed or unknown id is a 404. */
export function contestIdOf(param: string | undefined): string {
  if (param === undefined || !isContestId(param)) throw new Response(null, { status: 404 });
  return param;
}

/**
 * `/coupons/showcontest/{id}`: one contest — its rules and the entry form while it is open, its winners once it
 * has closed. A failing contests upstream shows its message with status 503, not "not found".
 */
export async function loadContestPage(idParam: string | undefined) {
  const id = contestIdOf(idParam);
  const services = getServices();
  const [contest, campaigns] = await Promise.all([
    settle(services.contests.getContest(id)),
    settle(services.contentRepository.getCampaigns()),
  ]);
  if (!contest.ok) {
    if (contest.status === 404) throw new Response(null, { status: 404 });
    return data<ContestPageData>({ ok: false, id, message: contest.message }, { status: 503 });
  }
  const slug = contest.data.campaignSlug;
  return data<ContestPageData>({
    ok: true,
    contest: contest.data,
    status: contestStatus(contest.data, new Date()),
    campaignPath: campaigns.ok && campaigns.data.some((campaign) => campaign.slug === slug) ? `/${slug}` : null,
    verificationScriptUrl: services.verification.scriptUrl,
  });
}
