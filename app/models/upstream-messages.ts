import { NO_LOCAL_OFFERS_FOR_LOCATION, NO_MATCHING_LOCATION } from "./location-messages";

/** SPEC §8: what the business page says when its profile cannot be found or loaded (its own export, so the page's
 * error boundary takes this line to the browser rather than every message). */
export const BUSINESS_PROFILE_MISSING = "We couldn't find the associated BPP";

/**
 * SPEC §8 message for each upstream data area, so services raise and components show the same words. Where the
 * spec names none (site search, franchise info, address geolocation) we wrote one in its voice.
 */
export const UPSTREAM_MESSAGES = {
  location: NO_MATCHING_LOCATION,
  localOffers: NO_LOCAL_OFFERS_FOR_LOCATION,
  localServices: NO_LOCAL_OFFERS_FOR_LOCATION,
  search: "We seem to be having trouble searching right now",
  deals: "No Clipp offers for this geography",
  businessProfile: BUSINESS_PROFILE_MISSING,
  franchiseInfo: "We couldn't find the franchise for this location",
  topOffers: "We couldn't find any top coupon codes",
  merchantOffers: "We couldn't find the offer for this merchant",
  categoryOffers: "We couldn't find any offers in this category",
  featuredMerchants: "We couldn't find any featured brands or merchants",
  merchantPlacement: "We couldn't find any featured brands or merchants",
  categoryMerchants: "We couldn't find any merchants in this category",
  newsroom: "We seem to be having trouble loading our Newsroom content",
  billboards: "We seem to be having trouble loading our billboard content",
  specialtyLinks: "We seem to be having trouble loading our specialty links",
  ipGeolocation: "Location unavailable",
  analytics: "Analytics event was not recorded",
  campaigns: "We seem to be having trouble loading this promotion",
  blog: "We seem to be having trouble loading our blog",
  featuredOffers: "We seem to be having trouble loading this featured offer",
  contests: "We seem to be having trouble with our contests right now. Please try again later",
  verification: "We couldn't verify that you are a person. Please try again",
  merchantLookup: "We couldn't find this merchant",
  addressStandardization: "We couldn't check this address right now. Please try again later",
  mailingArea: "We couldn't check this address right now. Please try again later",
  dealsDirectory: "No Clipp offers for this geography",
  coverage: "We seem to be having trouble loading our list of cities",
  serviceCategories: "We couldn't find any service categories",
} as const;

export type UpstreamArea = keyof typeof UPSTREAM_MESSAGES;
