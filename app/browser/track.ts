import { COUPON_CLIP_TAG_EVENT, type AnalyticsData, type BrowserAnalyticsEventName } from "~/models/analytics-events";
import { browserHasOptedOut } from "~/models/privacy-optout";
import { ANALYTICS_BEACON_PREFIX } from "~/models/beacon-path.mjs";
import { takeCampaignLanding } from "./campaign-landing";

/** Where the browser sends events: our own resource route, which forwards them upstream (never the browser itself). */
export function analyticsEndpoint(event: BrowserAnalyticsEventName): string {
  return `${ANALYTICS_BEACON_PREFIX}${event}`;
}

/**
 * The privacy opt-out (`vp_dns` cookie, Global Privacy Control) as this browser states it. Read at each event, not
 * once: a visitor who opts out on /cpa/california sends nothing from the next click on (docs/decisions/037).
 */
function optedOut(): boolean {
  const gpc = (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl;
  return browserHasOptedOut({ cookie: document.cookie, globalPrivacyControl: gpc });
}

/**
 * SPEC §7 analytics from the browser: fire and forget, and nothing at all for a browser that opted out. sendBeacon (or a keepalive fetch) survives the navigation a
 * click starts, so tracking never delays it; failures are swallowed (SPEC §8: only logged, by the server).
 */
export function track(event: BrowserAnalyticsEventName, analyticsData: AnalyticsData = {}, contentZone?: string): void {
  if (typeof window === "undefined") return;
  // The first page view names the link it came from, campaign parameters included (see campaign-landing.ts).
  const landing = event === "pageRequest" ? takeCampaignLanding() : null;
  if (optedOut()) return;
  const body = JSON.stringify({
    analyticsData,
    contentZone,
    requestUrl: landing ?? window.location.href,
    referringUrl: document.referrer,
    pageTitle: document.title,
  });
  const url = analyticsEndpoint(event);
  try {
    if (
      typeof navigator.sendBeacon === "function" &&
      navigator.sendBeacon(url, new Blob([body], { type: "application/json" }))
    ) {
      return;
    }
  } catch {
    // Fall through to fetch.
  }
  fetch(url, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(
    () => undefined,
  );
}

type TagWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** The coupon_clip tag (SPEC §7): pushed to the tag layer, not the analytics service; never after an opt-out. */
export function tagCouponClip(data: AnalyticsData): void {
  if (typeof window === "undefined" || optedOut()) return;
  const tagWindow = window as TagWindow;
  tagWindow.dataLayer ??= [];
  tagWindow.dataLayer.push({ event: COUPON_CLIP_TAG_EVENT, ...data });
}
