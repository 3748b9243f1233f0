import { isWithinWindow } from "./active-window";

/**
 * Campaigns (DESIGN §3 "Campaigns are content"): every single-word campaign page of SPEC §2 is one entry of the
 * content repository's `campaigns` folder. The kind decides the view; the rest says what the page promotes.
 */

export const CAMPAIGN_KINDS = ["attraction", "sweepstakes", "instantWin", "promotion"] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

export interface CampaignPartner {
  name: string;
  logoUrl: string;
}

/** What the page gathers: local coupons (categories, and words that make a listing a best match), coupon codes, Clipp deals. */
export interface CampaignPromotes {
  localCategoryIds: number[];
  localKeywords: string[];
  couponCodeCategories: string[];
  merchantIds: number[];
  dealKeywords: string[];
}

/** A sweepstakes or instant-win campaign's contest, whose entries go to the contests upstream. */
export interface CampaignContest {
  contestId: string;
  prize: string;
  officialRules: string[];
}

/** A real attraction the page lists, nearest to the visitor first. */
export interface AttractionLocation {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
}

interface CampaignBase {
  slug: string;
  title: string;
  tagline: string;
  /** One or two sentences: the page's meta description and the text of menu cards. */
  summary: string;
  paragraphs: string[];
  heroImageUrl: string;
  startDate: string;
  endDate: string;
  /** The Special Offers menu's label, or null when the campaign is not in the menu. */
  menuLabel: string | null;
  promotes: CampaignPromotes;
  partner: CampaignPartner | null;
  publishedAt: string;
}

export type AttractionCampaign = CampaignBase & { kind: "attraction"; locations: AttractionLocation[] };
export type ContestCampaign = CampaignBase & { kind: "sweepstakes" | "instantWin"; contest: CampaignContest };
export type PromotionCampaign = CampaignBase & { kind: "promotion" };
export type Campaign = AttractionCampaign | ContestCampaign | PromotionCampaign;

/** Campaign slugs are single path segments of lower-case words (SPEC §2 route list). */
export const CAMPAIGN_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isCampaignSlug(value: string): boolean {
  return value.length <= 64 && CAMPAIGN_SLUG.test(value);
}

/** A campaign runs while start < now < end; outside it the page still answers, says it has ended, and is noindex. */
export function isCampaignActive(campaign: Pick<Campaign, "startDate" | "endDate">, now: Date): boolean {
  return isWithinWindow(campaign, now);
}

export function hasCampaignEnded(campaign: Pick<Campaign, "endDate">, now: Date): boolean {
  const end = Date.parse(campaign.endDate);
  return !Number.isNaN(end) && end <= now.getTime();
}

export interface CampaignMenuLink {
  slug: string;
  label: string;
  href: string;
}

/** The Special Offers menu and the home page's block: active campaigns that have a menu label, by label. */
export function campaignMenuLinks(campaigns: readonly Campaign[], now: Date): CampaignMenuLink[] {
  return campaigns
    .flatMap((campaign) =>
      campaign.menuLabel !== null && isCampaignActive(campaign, now)
        ? [{ slug: campaign.slug, label: campaign.menuLabel, href: `/${campaign.slug}` }]
        : [],
    )
    .sort((a, b) => a.label.localeCompare(b.label));
}
