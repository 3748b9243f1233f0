import { EXCLUDED_MERCHANT_IDS } from "../../app/models/excluded-merchants";
import { CAMPAIGN_PARAGRAPHS } from "./campaign-copy";
import { CAMPAIGNS, CAMPAIGN_ROUTE_SLUGS, type CampaignData } from "./campaign-data";
import { TOP_CITIES } from "./cities";
import type { ContentSeed } from "./content";
import type { MediaSink } from "./media";
import type { Rng } from "./rng";
import { addDays, isoDate } from "./utc-days";
import { formatLongDate } from "./text";

/** A content-repository item with a typed extension (`campaign`, `article`, …) beside the common fields. */
export type ExtendedContentSeed = Omit<ContentSeed, "type"> & { type: string } & Record<string, unknown>;

export interface ContestSeed {
  id: string;
  title: string;
  summary: string;
  kind: "sweepstakes" | "instantWin";
  campaignSlug: string;
  prize: string;
  prizeValue: number;
  startDate: string;
  endDate: string;
  imageUrl: string;
  officialRules: string;
  winners: Array<{ firstName: string; lastInitial: string; city: string; state: string; prize: string }>;
}

export interface CampaignSeed {
  items: ExtendedContentSeed[];
  contests: ContestSeed[];
}

interface Window {
  start: Date;
  end: Date;
}

/** Past contests that ran under campaigns which are now promotions; they keep the contest list's history. */
const PAST_CONTESTS: ReadonlyArray<{
  title: string;
  campaignSlug: string;
  kind: "sweepstakes" | "instantWin";
  prize: readonly [string, number];
  startDaysAgo: number;
  days: number;
}> = [
  {
    title: "Back-to-School Shopping Spree",
    campaignSlug: "sweeps",
    kind: "sweepstakes",
    prize: ["A $1,000 back-to-school shopping spree", 1000],
    startDaysAgo: 460,
    days: 30,
  },
  {
    title: "Holiday Gift Card Giveaway",
    campaignSlug: "holiday",
    kind: "sweepstakes",
    prize: ["A $750 gift card for holiday shopping", 750],
    startDaysAgo: 380,
    days: 40,
  },
  {
    title: "Big Game Party Pack",
    campaignSlug: "football",
    kind: "sweepstakes",
    prize: ["Catering for 20 from a local restaurant and a 65-inch TV", 2000],
    startDaysAgo: 300,
    days: 20,
  },
  {
    title: "Summer Instant Win",
    campaignSlug: "instantwin",
    kind: "instantWin",
    prize: ["A $25 gift card to a local restaurant", 25],
    startDaysAgo: 150,
    days: 30,
  },
];

const ENDED_OFFSETS: Readonly<Record<string, number>> = { usfl: 200, dungeonsanddragonsmovie: 560, sonic2: 900 };

function windowOf(campaign: CampaignData, referenceDate: Date): Window {
  if (campaign.window === "active") return { start: addDays(referenceDate, -45), end: addDays(referenceDate, 1461) };
  if (campaign.window === "future") return { start: addDays(referenceDate, 1500), end: addDays(referenceDate, 1590) };
  const startDaysAgo = ENDED_OFFSETS[campaign.slug] ?? 400;
  return { start: addDays(referenceDate, -startDaysAgo), end: addDays(referenceDate, -startDaysAgo + 45) };
}

const startStamp = (date: Date) => `${isoDate(date)}T05:00:00.000Z`;
const endStamp = (date: Date) => `${isoDate(date)}T04:59:59.000Z`;

function officialRules(
  title: string,
  slug: string,
  kind: "sweepstakes" | "instantWin",
  partner: string | null,
  prize: string,
  value: number,
  window: Window,
): string {
  const sponsor = partner
    ? `Valuvo, Inc., 1 Valuvo Way, Saint Petersburg, FL 33701, in cooperation with ${partner}`
    : "Valuvo, Inc., 1 Valuvo Way, Saint Petersburg, FL 33701";
  const game = kind === "instantWin" ? "game" : "sweepstakes";
  return [
    `NO PURCHASE NECESSARY TO ENTER OR WIN. A purchase or payment of any kind will not increase your chances of winning. Void where prohibited.`,
    `Eligibility: the ${title} is open to legal residents of the fifty United States and the District of Columbia who are 18 years of age or older at the time of entry. Employees of the sponsor, its franchise owners and partners, and members of their immediate families and households are not eligible.`,
    `Entry period: the ${game} begins at 12:00:00 a.m. Eastern Time on ${formatLongDate(window.start)} and ends at 11:59:59 p.m. Eastern Time on ${formatLongDate(addDays(window.end, -1))}. To enter, complete the entry form at valuvo.com/${slug} with your name, e-mail address and ZIP code, confirm your age and accept these rules. Limit one entry per person and e-mail address per day; additional entries are void.`,
    `Prize: ${prize}. Approximate retail value: $${value.toLocaleString("en-US")}. Odds of winning depend on the number of eligible entries received.`,
    kind === "instantWin"
      ? `Instant win: each entry is revealed as a winning or non-winning entry as soon as it is submitted, according to a random selection made in advance. Winners are notified on screen and by e-mail and must confirm their details within 7 days.`
      : `Winner selection: winners will be drawn at random from all eligible entries within 10 days after the entry period ends and notified by e-mail. A winner who does not answer within 7 days forfeits the prize and an alternate winner will be drawn.`,
    `Publicity: winners' first names, last initials and home towns may be published on valuvo.com. Personal information is used as described in the Valuvo Privacy Policy.`,
    `Sponsor: ${sponsor}.`,
  ].join("\n\n");
}

/**
 * A campaign page's copy as the content repository holds it: its lead, then the two paragraphs written for it alone
 * (campaign-copy.ts). Shared boilerplate would make campaign pages near-duplicates of each other (issue 29).
 */
export function campaignBody(campaign: Pick<CampaignData, "slug" | "lead">): string {
  const own = CAMPAIGN_PARAGRAPHS[campaign.slug as keyof typeof CAMPAIGN_PARAGRAPHS];
  if (!own) throw new Error(`seed: campaign ${campaign.slug} has no copy of its own`);
  return [campaign.lead, ...own].join("\n\n");
}

/** Campaign items (folder `campaigns`) and the contests of the sweepstakes and instant-win campaigns. */
export function buildCampaigns(
  rng: Rng,
  media: MediaSink,
  referenceDate: Date,
  partnerMerchants: ReadonlyMap<string, number>,
  firstName: () => string,
  lastName: () => string,
): CampaignSeed {
  const missing = CAMPAIGN_ROUTE_SLUGS.filter((slug) => !CAMPAIGNS.some((campaign) => campaign.slug === slug));
  if (missing.length > 0) throw new Error(`seed: no campaign for ${missing.join(", ")}`);
  const excluded = new Set<number>(EXCLUDED_MERCHANT_IDS);
  const items: ExtendedContentSeed[] = [
    {
      id: "campaigns",
      parentId: null,
      type: "folder",
      slug: "campaigns",
      title: "Campaigns",
      summary: "Promotions, sweepstakes and attraction offers.",
      publishedAt: `${isoDate(addDays(referenceDate, -900))}T14:00:00.000Z`,
      imageURL: null,
      externalURL: null,
    },
  ];
  const contests: ContestSeed[] = [];
  let contestId = 7100;
  const winnersFor = (count: number, prize: string) =>
    Array.from({ length: count }, () => {
      const [city, state] = rng.pick(TOP_CITIES);
      return { firstName: firstName(), lastInitial: lastName().charAt(0), city, state, prize };
    });

  for (const campaign of CAMPAIGNS) {
    const window = windowOf(campaign, referenceDate);
    const heroImageUrl = media.add(
      `campaign-${campaign.slug}`,
      "banner",
      campaign.title,
      rng,
      campaign.menuLabel ?? campaign.title.split(" ")[0],
    );
    const partner = campaign.partner
      ? { name: campaign.partner, logoUrl: media.add(`partner-${campaign.slug}`, "logo", campaign.partner, rng) }
      : null;
    // A campaign's own coupon-code merchant is its partner's store (an attraction's ticket seller); the others promote
    // their categories' codes and name no merchant as theirs.
    const partnerMerchant = partnerMerchants.get(campaign.slug);
    const merchantIds = partnerMerchant !== undefined && !excluded.has(partnerMerchant) ? [partnerMerchant] : [];
    let contest: Record<string, unknown> | null = null;
    if (campaign.kind === "sweepstakes" || campaign.kind === "instantWin") {
      if (!campaign.prize) throw new Error(`seed: contest campaign ${campaign.slug} has no prize`);
      const [prize, value] = campaign.prize;
      contestId += 1;
      const rules = officialRules(campaign.title, campaign.slug, campaign.kind, campaign.partner, prize, value, window);
      contests.push({
        id: String(contestId),
        title: campaign.title,
        summary: campaign.tagline,
        kind: campaign.kind,
        campaignSlug: campaign.slug,
        prize,
        prizeValue: value,
        startDate: startStamp(window.start),
        endDate: endStamp(window.end),
        imageUrl: heroImageUrl,
        officialRules: rules,
        winners: campaign.window === "ended" ? winnersFor(3, prize) : [],
      });
      contest = { contestId: String(contestId), prize, officialRules: rules };
    }
    items.push({
      id: `campaign-${campaign.slug}`,
      parentId: "campaigns",
      type: "campaign",
      slug: campaign.slug,
      title: campaign.title,
      summary: campaign.summary,
      publishedAt: startStamp(window.start),
      body: campaignBody(campaign),
      imageURL: heroImageUrl,
      externalURL: null,
      properties: {},
      campaign: {
        kind: campaign.kind,
        tagline: campaign.tagline,
        startDate: startStamp(window.start),
        endDate: endStamp(window.end),
        menuLabel: campaign.menuLabel,
        promotes: { ...campaign.promotes, merchantIds },
        partner,
        contest,
        locations: campaign.locations ?? [],
      },
    });
  }

  for (const past of PAST_CONTESTS) {
    contestId += 1;
    const window = {
      start: addDays(referenceDate, -past.startDaysAgo),
      end: addDays(referenceDate, -past.startDaysAgo + past.days),
    };
    const [prize, value] = past.prize;
    contests.push({
      id: String(contestId),
      title: past.title,
      summary: `${prize}. This contest has ended.`,
      kind: past.kind,
      campaignSlug: past.campaignSlug,
      prize,
      prizeValue: value,
      startDate: startStamp(window.start),
      endDate: endStamp(window.end),
      imageUrl: media.add(`contest-${contestId}`, "banner", past.title, rng),
      officialRules: officialRules(past.title, past.campaignSlug, past.kind, null, prize, value, window),
      winners: winnersFor(past.kind === "instantWin" ? 5 : 3, prize),
    });
  }
  return { items, contests };
}
