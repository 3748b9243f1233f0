import { isWithinTimes, isWithinWindow } from "./active-window";
import type { Deal } from "./deal";
import { distanceMiles } from "./distance";
import type { LocalListing } from "./local-listing";
import { featuredFirst } from "./featured-sort";
import type { Coords } from "./location";
import type { SdcCoupon } from "./sdc-coupon";

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

/** A campaign that may appear in the menu: its link, and its window as times (NaN when a date does not parse). */
interface MenuCandidate {
  link: CampaignMenuLink;
  start: number;
  end: number;
}

// The shell shows the menu on every page, and the cached campaigns array stays the same object until the content
// repository answers again: its labelled campaigns are sorted and their dates parsed once per array, not per page.
// Which of them are running is still decided at every call.
const menuCandidatesOf = new WeakMap<readonly Campaign[], MenuCandidate[]>();

function menuCandidates(campaigns: readonly Campaign[]): MenuCandidate[] {
  let candidates = menuCandidatesOf.get(campaigns);
  if (!candidates) {
    candidates = campaigns
      .flatMap(({ slug, menuLabel, startDate, endDate }) =>
        menuLabel === null
          ? []
          : [
              {
                link: { slug, label: menuLabel, href: `/${slug}` },
                start: Date.parse(startDate),
                end: Date.parse(endDate),
              },
            ],
      )
      .sort((a, b) => a.link.label.localeCompare(b.link.label));
    menuCandidatesOf.set(campaigns, candidates);
  }
  return candidates;
}

/** The Special Offers menu and the home page's block: active campaigns that have a menu label, by label. */
export function campaignMenuLinks(campaigns: readonly Campaign[], now: Date): CampaignMenuLink[] {
  const at = now.getTime();
  return menuCandidates(campaigns).flatMap(({ link, start, end }) =>
    isWithinTimes(start, end, at) ? [{ ...link }] : [],
  );
}

/** Where a campaign stands today: its page says "has not started" or "has ended" outside its dates. */
export type CampaignPhase = "upcoming" | "active" | "ended";

export function campaignPhase(campaign: Pick<Campaign, "startDate" | "endDate">, now: Date): CampaignPhase {
  if (isCampaignActive(campaign, now)) return "active";
  return hasCampaignEnded(campaign, now) ? "ended" : "upcoming";
}

/** How many offers of each kind a campaign page shows. */
export const CAMPAIGN_LISTING_LIMIT = 24;
export const CAMPAIGN_COUPON_CODE_LIMIT = 12;
export const CAMPAIGN_DEAL_LIMIT = 12;
export const CAMPAIGN_ATTRACTION_LIMIT = 5;

/** What a campaign reads of a local listing. */
type Matchable = Pick<LocalListing, "categoryId" | "businessName" | "naicDescription" | "orgIds"> & {
  offers: readonly { title: string }[];
};

function matchesWords(text: string, words: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return words.some((word) => word !== "" && lower.includes(word.toLowerCase()));
}

const listingText = (listing: Matchable) =>
  [listing.businessName, listing.naicDescription, ...listing.offers.map((o) => o.title)].join(" ");

/**
 * The local coupons of a campaign (the rule the seven historic promotions always had): listings of its local
 * categories, the featured organisation's first (SPEC §9), then those naming one of its keywords, each group in the
 * given (nearest-first) order; at most `limit`.
 */
export function campaignListings<T extends Matchable>(
  promotes: Pick<CampaignPromotes, "localCategoryIds" | "localKeywords">,
  listings: readonly T[],
  limit = CAMPAIGN_LISTING_LIMIT,
): T[] {
  const inCategories = listings.filter((listing) => promotes.localCategoryIds.includes(listing.categoryId));
  const best = inCategories.filter((listing) => matchesWords(listingText(listing), promotes.localKeywords));
  const rest = inCategories.filter((listing) => !matchesWords(listingText(listing), promotes.localKeywords));
  return featuredFirst([...best, ...rest]).slice(0, limit);
}

/**
 * The coupon codes of a campaign from its categories' offers, each offer once, at most `limit`: a campaign with
 * merchants of its own (an attraction's ticket seller) shows only theirs, since its page calls them its offers;
 * any other shows its categories' offers, those whose shop or offer names one of its keywords first (a pizza chain's
 * code before a coffee roaster's on the pizza page), each group in the given order.
 */
export function campaignCouponCodes(
  promotes: Pick<CampaignPromotes, "merchantIds" | "localKeywords">,
  categoryOffers: readonly (readonly SdcCoupon[])[],
  limit = CAMPAIGN_COUPON_CODE_LIMIT,
): SdcCoupon[] {
  const seen = new Set<string>();
  const unique = categoryOffers
    .flat()
    .filter((offer) => !seen.has(offer.componentUID) && Boolean(seen.add(offer.componentUID)));
  if (promotes.merchantIds.length > 0)
    return unique.filter((offer) => promotes.merchantIds.includes(offer.merchantId)).slice(0, limit);
  const names = (offer: SdcCoupon) => matchesWords(`${offer.businessName} ${offer.title}`, promotes.localKeywords);
  return [...unique.filter(names), ...unique.filter((offer) => !names(offer))].slice(0, limit);
}

/** The Clipp deals of a campaign: those whose category or offer names one of its deal keywords, in the given order. */
export function campaignDeals(
  dealKeywords: readonly string[],
  deals: readonly Deal[],
  limit = CAMPAIGN_DEAL_LIMIT,
): Deal[] {
  return deals
    .filter((deal) => matchesWords([...deal.categoryNames, deal.valueDescription].join(" "), dealKeywords))
    .slice(0, limit);
}

export type AttractionNearby = AttractionLocation & { distance: number | null };

/**
 * An attraction's locations for the visitor: nearest first with miles (one decimal) from the visitor's point, at
 * most `limit`; without a point every location, by state then name, with no distance.
 */
export function attractionsNearby(
  locations: readonly AttractionLocation[],
  from: Coords | null,
  limit = CAMPAIGN_ATTRACTION_LIMIT,
): AttractionNearby[] {
  if (from === null) {
    return [...locations]
      .sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name))
      .map((location) => ({ ...location, distance: null }));
  }
  return locations
    .map((location) => ({ ...location, distance: distanceMiles(from, { lat: location.lat, lng: location.lng }) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit);
}
