// SPEC §7 "Analytics": events POSTed to {analytics}/analytics/{eventName}. The names are a closed list so a
// browser beacon relayed by our server can never choose an arbitrary upstream path.

/** Events sent for every page or action. */
export const PAGE_EVENTS = ["pageRequest", "offerClick", "favoritesLoaded", "clickLink"] as const;

/** Events that carry the content zone (where on the page the interaction happened). */
export const CONTENT_ZONE_EVENTS = [
  "bppLoaded",
  "bppLocationLoaded",
  "navigateToBpp",
  "clickFavorite",
  "offerClick",
  "showDetails",
  "clickCallNow",
  "clickPrintOffer",
  // Issue 30: a coupon kept on the device ("Save to phone"), as printing it is clickPrintOffer.
  "couponSaved",
  "searchDropdownLoaded",
] as const;

/**
 * Events only our own actions send (the request-envelope and remove-address forms record each accepted request
 * this way). They stay out of ANALYTICS_EVENTS, the list the browser relay accepts, so a beacon cannot forge one.
 */
export const SERVER_EVENTS = ["requestEnvelope", "removeAddress"] as const;

export const ANALYTICS_EVENTS: readonly BrowserAnalyticsEventName[] = [
  ...new Set([...PAGE_EVENTS, ...CONTENT_ZONE_EVENTS]),
];

export type BrowserAnalyticsEventName = (typeof PAGE_EVENTS)[number] | (typeof CONTENT_ZONE_EVENTS)[number];
export type AnalyticsEventName = BrowserAnalyticsEventName | (typeof SERVER_EVENTS)[number];

/** The tag-manager event fired when a coupon is clipped; it goes to the tag layer, not the analytics service. */
export const COUPON_CLIP_TAG_EVENT = "coupon_clip";

export type AnalyticsValue = string | number | boolean | null;
export type AnalyticsData = Readonly<Record<string, AnalyticsValue>>;

export interface AnalyticsBody {
  event: AnalyticsEventName;
  analyticsData: AnalyticsData;
  requestUrl: string;
  referringUrl: string;
  pageTitle: string;
}

export interface AnalyticsEventInput {
  event: AnalyticsEventName;
  analyticsData?: AnalyticsData;
  /** Required in practice for CONTENT_ZONE_EVENTS; ignored for the others. */
  contentZone?: string;
  requestUrl: string;
  referringUrl?: string | null;
  pageTitle?: string | null;
}

/** Whether the browser relay may forward this name: the SPEC §7 events, never the SERVER_EVENTS. */
export function isAnalyticsEventName(value: unknown): value is BrowserAnalyticsEventName {
  return typeof value === "string" && (ANALYTICS_EVENTS as readonly string[]).includes(value);
}

export function hasContentZone(event: AnalyticsEventName): boolean {
  return (CONTENT_ZONE_EVENTS as readonly string[]).includes(event);
}

/** Path below the analytics base URL; only known names reach it, so nothing needs escaping. */
export function analyticsPath(event: AnalyticsEventName): string {
  return `/analytics/${event}`;
}

// Bounds keep a hostile or buggy page from making us forward megabytes per event.
const MAX_URL_LENGTH = 2048;
const MAX_TITLE_LENGTH = 300;
const MAX_DATA_ENTRIES = 50;
const MAX_VALUE_LENGTH = 500;

function bounded(value: AnalyticsValue): AnalyticsValue {
  if (typeof value === "string") return value.slice(0, MAX_VALUE_LENGTH);
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  return value;
}

export function buildAnalyticsBody(input: AnalyticsEventInput): AnalyticsBody {
  const entries = Object.entries(input.analyticsData ?? {})
    .slice(0, MAX_DATA_ENTRIES)
    .map(([key, value]) => [key, bounded(value)] as const);
  const analyticsData: Record<string, AnalyticsValue> = Object.fromEntries(entries);
  if (hasContentZone(input.event) && input.contentZone) analyticsData.contentZone = input.contentZone;
  return {
    event: input.event,
    analyticsData,
    requestUrl: input.requestUrl.slice(0, MAX_URL_LENGTH),
    referringUrl: (input.referringUrl ?? "").slice(0, MAX_URL_LENGTH),
    pageTitle: (input.pageTitle ?? "").slice(0, MAX_TITLE_LENGTH),
  };
}
