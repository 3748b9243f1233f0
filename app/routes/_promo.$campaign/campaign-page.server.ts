import { toListingView } from "~/models/listing-view";
import {
  attractionsNearby,
  campaignCouponCodes,
  campaignDeals,
  campaignListings,
  campaignMenuLinks,
  campaignPhase,
  type Campaign,
  type CampaignMenuLink,
} from "~/models/campaign";
import type { CampaignPageData } from "~/models/campaign-page";
import type { Deal } from "~/models/deal";
import type { Place } from "~/models/location";
import { failed, isTimedOut, ok, type Result } from "~/models/result";
import type { SdcCoupon } from "~/models/sdc-coupon";
import { loadLocalListings } from "~/pages/local-listings.server";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { unavailableResponse } from "~/http/maintenance.server";
import { settle } from "~/pages/settle.server";
import { visitorOf } from "~/pages/visitor.server";
import { getServices } from "~/services/index.server";
import { log } from "~/services/log.server";
import { dealsAnswerAt } from "~/pages/deal-alternatives.server";

/** How many other current campaigns an ended (or future) campaign's page points to. */
const CURRENT_CAMPAIGN_LINKS = 8;

/**
 * The campaign a slug names: an unknown slug is a 404. Campaigns are not in SPEC §4's critical list, so the
 * repository failing (with no last good copy in the cache) is this page saying so, not the maintenance page.
 */
export async function campaignOf(slug: string): Promise<Campaign> {
  const found = await settle(getServices().contentRepository.getCampaign(slug));
  if (found.ok) return found.data;
  if (found.status === 404) throw new Response(null, { status: 404 });
  log.warn({ slug, error: found.message }, "campaign unavailable");
  throw unavailableResponse(UPSTREAM_MESSAGES.campaigns);
}

async function loadCouponCodes(campaign: Campaign): Promise<Result<SdcCoupon[]>> {
  const categories = campaign.promotes.couponCodeCategories;
  if (categories.length === 0) return ok([]);
  const lists = await Promise.all(
    categories.map((category) => settle(getServices().couponCodes.getCategoryOffers(category))),
  );
  const found = lists.flatMap((list) => (list.ok ? [list.data] : []));
  const firstFailure = lists.find((list) => !list.ok);
  if (found.length === 0 && firstFailure && !firstFailure.ok) return failed(firstFailure.message, firstFailure.status);
  return ok(campaignCouponCodes(campaign.promotes, found));
}

async function loadLocal(campaign: Campaign, place: Place | null) {
  if (!place || campaign.promotes.localCategoryIds.length === 0)
    return { listings: [], listingsMessage: null, listingsTimedOut: false };
  const { localOffers, localServices } = await loadLocalListings(place);
  const all = [
    ...(localOffers.ok ? localOffers.data.listings : []),
    ...(localServices.ok ? localServices.data.listings : []),
  ];
  const message = !localOffers.ok ? localOffers.message : !localServices.ok ? localServices.message : null;
  return {
    listings: campaignListings(campaign.promotes, all).map((listing) => toListingView(listing)),
    listingsMessage: message,
    listingsTimedOut: isTimedOut(localOffers) || isTimedOut(localServices),
  };
}

async function loadDeals(
  campaign: Campaign,
  place: Place | null,
  corporateOwned: boolean,
): Promise<Result<Deal[]> | null> {
  // SPEC §4: Clipp deals only in a corporate-owned territory.
  if (!place || !corporateOwned || campaign.promotes.dealKeywords.length === 0) return null;
  const found = await dealsAnswerAt(place.coords);
  return found.ok ? ok(campaignDeals(campaign.promotes.dealKeywords, found.data.deals)) : found;
}

async function loadCurrentCampaigns(except: string, now: Date): Promise<CampaignMenuLink[]> {
  const all = await settle(getServices().contentRepository.getCampaigns());
  if (!all.ok) return [];
  return campaignMenuLinks(all.data, now)
    .filter((link) => link.slug !== except)
    .slice(0, CURRENT_CAMPAIGN_LINKS);
}

/**
 * A campaign page's data (DESIGN §3 "Campaigns are content"): the entry of the content repository the slug names
 * and, in parallel, what it promotes near the visitor — local coupons, coupon codes, Clipp deals — plus what its
 * kind needs (an attraction's nearest locations, a contest's dates and winners). Each optional area is a Result,
 * so one failing feed shows its message while the page renders.
 */
export async function loadCampaignPage(request: Request, context: unknown, slug: string): Promise<CampaignPageData> {
  const [campaign, visitor] = await Promise.all([campaignOf(slug), visitorOf(request, context)]);
  const now = new Date();
  const phase = campaignPhase(campaign, now);
  const { place, corporateOwned } = visitor;
  const services = getServices();
  const isContest = campaign.kind === "sweepstakes" || campaign.kind === "instantWin";
  const [local, couponCodes, deals, contest, currentCampaigns] = await Promise.all([
    loadLocal(campaign, place),
    loadCouponCodes(campaign),
    loadDeals(campaign, place, corporateOwned),
    isContest ? settle(services.contests.getContest(campaign.contest.contestId)) : null,
    phase === "active" ? [] : loadCurrentCampaigns(campaign.slug, now),
  ]);
  return {
    campaign,
    phase,
    place: place && { label: place.label, slug: place.slug },
    ...local,
    couponCodes,
    deals,
    attractions: campaign.kind === "attraction" ? attractionsNearby(campaign.locations, place?.coords ?? null) : [],
    contest,
    verificationScriptUrl: isContest ? services.verification.scriptUrl : null,
    currentCampaigns,
    renderedAt: now.toISOString(),
  };
}
