import {
  COUPON_CLIP_TAG_EVENT,
  type AnalyticsData,
  type BrowserAnalyticsEventName,
} from "~/models/analytics-events";

/** Where the browser sends events: our own resource route, which forwards them upstream (never the browser itself). */
export function analyticsEndpoint(event: BrowserAnalyticsEventName): string {
  return `/api/analytics/${event}`;
}

/**
 * SPEC §7 analytics from the browser: fire and forget. sendBeacon (or a keepalive fetch) survives the navigation a
 * click starts, so tracking never delays it; failures are swallowed (SPEC §8: only logged, by the server).
 */
export function track(event: BrowserAnalyticsEventName, analyticsData: AnalyticsData = {}, contentZone?: string): void {
  if (typeof window === "undefined") return;
  const body = JSON.stringify({
    analyticsData,
    contentZone,
    requestUrl: window.location.href,
    referringUrl: document.referrer,
    pageTitle: document.title,
  });
  const url = analyticsEndpoint(event);
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, new Blob([body], { type: "application/json" }))) {
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

/** The coupon_clip tag (SPEC §7): pushed to the tag layer, not the analytics service. */
export function tagCouponClip(data: AnalyticsData): void {
  if (typeof window === "undefined") return;
  const tagWindow = window as TagWindow;
  tagWindow.dataLayer ??= [];
  tagWindow.dataLayer.push({ event: COUPON_CLIP_TAG_EVENT, ...data });
}
