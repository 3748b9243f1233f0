/**
 * Where the location form leads after a valid choice (SPEC §4 "Changing location": the pending-navigation flags).
 * Only these known destinations travel in the form; a return path is accepted only when it is a plain site path.
 */
import { URL_PARAM, type LocationIntent } from "./url-state";

/** The dialog's title for the intent that opened it. */
export function locationDialogTitle(intent: LocationIntent | null): string {
  return intent === "deals" ? "Find Deals Near You" : "Find Coupons Near You";
}

const SAFE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/%]*$/;

/**
 * A same-site path to go back to, without the dialog's own parameter; anything else (absolute URLs, `//host`,
 * backslashes, control characters, overlong values) becomes `/`.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 512) return "/";
  let url: URL;
  try {
    url = new URL(value, "http://valuvo.invalid");
  } catch {
    return "/";
  }
  if (url.origin !== "http://valuvo.invalid" || !value.startsWith("/") || !SAFE_PATH.test(url.pathname)) return "/";
  url.searchParams.delete(URL_PARAM.location);
  const search = url.searchParams.toString();
  return url.pathname + (search ? `?${search}` : "");
}

/**
 * Where to go after a valid location: its local page (opened from Local Coupons), the deals page (from Deals), or
 * back where the visitor was (the header's change control).
 */
export function destinationAfterLocation(intent: LocationIntent | null, slug: string, returnTo: unknown): string {
  if (intent === "coupons") return `/local/${slug}`;
  if (intent === "deals") return "/deals";
  return safeReturnPath(returnTo);
}

/** How the form's one text field reads: a ZIP, 'City, ST', 'lat,lng', or a term to search. */
export type LocationQuery =
  | { kind: "zip"; zip: string }
  | { kind: "cityState"; city: string; state: string }
  | { kind: "coords"; lat: number; lng: number }
  | { kind: "term"; term: string };

export function parseLocationQuery(raw: string): LocationQuery | null {
  const text = raw.trim().replace(/\s+/g, " ");
  if (text.length < 3 || text.length > 100) return null;
  if (/^\d{5}$/.test(text)) return { kind: "zip", zip: text };
  const coords = /^(-?\d{1,2}(?:\.\d+)?),\s?(-?\d{1,3}(?:\.\d+)?)$/.exec(text);
  if (coords) {
    const lat = Number(coords[1]);
    const lng = Number(coords[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { kind: "coords", lat, lng };
    return null;
  }
  const cityState = /^([^,]+),\s?([A-Za-z]{2})(?:\s+\d{5})?$/.exec(text);
  if (cityState) return { kind: "cityState", city: cityState[1]!.trim(), state: cityState[2]!.toUpperCase() };
  return { kind: "term", term: text };
}
