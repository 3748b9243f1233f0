import type { AttractionNearby, Campaign, CampaignMenuLink, CampaignPhase } from "./campaign";
import type { Contest } from "./contest";
import type { Deal } from "./deal";
import type { ListingView } from "./listing-view";
import type { Place } from "./location";
import type { Result } from "./result";
import type { SdcCoupon } from "./sdc-coupon";

/** What a campaign page (`/{slug}`) shows, as its loader gathers it and its views render it. */
export type CampaignPageData = {
  campaign: Campaign;
  phase: CampaignPhase;
  place: Pick<Place, "label" | "slug"> | null;
  /** Local coupons near the visitor in the campaign's categories (empty without a place). */
  listings: ListingView[];
  /** Why there are no local coupons although there is a place (a failing feed), else null. */
  listingsMessage: string | null;
  /** A local feed timed out (decision 030): no "can't find" message for the visitor's place. */
  listingsTimedOut: boolean;
  couponCodes: Result<SdcCoupon[]>;
  /** Clipp deals for the theme; null where none may be shown (no place, or not a corporate-owned territory). */
  deals: Result<Deal[]> | null;
  /** An attraction's locations, nearest to the visitor first. */
  attractions: AttractionNearby[];
  /** A sweepstakes' or instant win's contest (dates, winners); null for other kinds. */
  contest: Result<Contest> | null;
  /** Where the entry form loads the human-verification script from (contest kinds only). */
  verificationScriptUrl: string | null;
  /** Campaigns running now, for a page whose own campaign is not. */
  currentCampaigns: CampaignMenuLink[];
  renderedAt: string;
};
