import { searchWithoutMarketingParameters } from "~/models/marketing-parameters.mjs";

let landingUrl: string | null = null;

/**
 * A campaign's link (`?utm_source=…`, `gclid` …) is rendered as its page without those parameters (the edge keeps one
 * copy of the page for every campaign): before the router starts, the address bar is given the URL the page was
 * rendered for, so the router and the page agree, and the link as it came is kept for the page view's analytics.
 */
export function keepCampaignLanding(win: Window): void {
  const clean = searchWithoutMarketingParameters(win.location.search);
  if (clean === null) return;
  landingUrl = win.location.href;
  win.history.replaceState(win.history.state, "", `${win.location.pathname}${clean}${win.location.hash}`);
}

/** The campaign link the visit landed on, once (for its first page view), or null. */
export function takeCampaignLanding(): string | null {
  const url = landingUrl;
  landingUrl = null;
  return url;
}
