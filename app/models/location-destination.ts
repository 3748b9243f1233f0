/**
 * Where the location form leads after a valid choice (SPEC §4 "Changing location": the pending-navigation flags).
 * Only these known destinations travel in the form; a return path is accepted only when it is a plain site path.
 */
import { isBusinessSegment, parseLocationSlug } from "./slug";
import { isStateCode, splitStateName } from "./us-states";
import { URL_PARAM, type LocationIntent } from "./url-state";

/** The dialog's title for the intent that opened it. */
export function locationDialogTitle(intent: LocationIntent | null): string {
  return intent === "deals" ? "Find Deals Near You" : "Find Coupons Near You";
}

const SAFE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/%]*$/;

/**
 * A same-site path to go back to, without the dialog's own parameters; anything else (absolute URLs, `//host`,
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
  url.searchParams.delete(URL_PARAM.place);
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
  const back = safeReturnPath(returnTo);
  // A city's page names its place in its path: going back there would put the old place back (a place chosen on
  // Saint Paul's page left Saint Paul shown). The new place's page of the same category instead; a business page
  // keeps its URL, since it never names the visitor's place, and so do the directories beside the cities' pages
  // (`/local/cities/fl`), whose first segment is no place.
  const local = /^\/local\/([^/?]+)(\/[a-z-]+)?(?=$|\?)/.exec(back);
  const category = local?.[2] ?? "";
  if (local && parseLocationSlug(local[1]!) && slug !== "" && !isBusinessSegment(category.slice(1)))
    return `/local/${slug}${category}`;
  return back;
}

/** How the form's one text field reads: a ZIP, 'City, ST', 'lat,lng', or a term to search. */
export type LocationQuery =
  | { kind: "zip"; zip: string }
  | { kind: "cityState"; city: string; state: string; zip?: string }
  | { kind: "coords"; lat: number; lng: number }
  | { kind: "term"; term: string };

/**
 * The short forms people type for the words that begin US place names, as the postal data spells them in full
 * ("St. Paul" is "Saint Paul" there). Only whole words are expanded: "Mt" in "Mt Vernon", never inside a word.
 */
const PLACE_WORD_ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: "Saint",
  ste: "Sainte",
  ft: "Fort",
  mt: "Mount",
  pt: "Point",
};

/** "st. paul" → "Saint paul", "ft  myers" → "Fort myers": abbreviations spelled out, spaces single. */
export function expandPlaceWords(city: string): string {
  return city
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const bare = word.replace(/\.$/, "").toLowerCase();
      return PLACE_WORD_ABBREVIATIONS[bare] ?? word;
    })
    .join(" ")
    .replace(/\s*-\s*/g, "-");
}

/** "austin" → "Austin", "SAINT PAUL" → "Saint Paul", "winston-salem" → "Winston-Salem" (for display and search). */
export function titleCase(city: string): string {
  return city
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_m, lead: string, letter: string) => lead + letter.toUpperCase());
}

/**
 * Reads what a visitor types for a place, in every common shape (issue 25): a ZIP or ZIP+4 ("83702-1234",
 * "83702 1234"), "lat,lng", "City, ST" or "City ST" (the state a known USPS code, any case, extra spaces, an
 * optional ZIP after it), "City, State" with the state's name, with St./Ft./Mt. spelled out; anything else is a
 * term to search.
 */
export function parseLocationQuery(raw: string): LocationQuery | null {
  const text = raw.trim().replace(/\s+/g, " ");
  if (text.length < 3 || text.length > 100) return null;
  const zip = /^(\d{5})(?:[- ]?\d{4})?$/.exec(text);
  if (zip) return { kind: "zip", zip: zip[1]! };
  const coords = /^(-?\d{1,2}(?:\.\d+)?),\s?(-?\d{1,3}(?:\.\d+)?)$/.exec(text);
  if (coords) {
    const lat = Number(coords[1]);
    const lng = Number(coords[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { kind: "coords", lat, lng };
    return null;
  }
  // "City, ST", "City ST", "City, ST 83702", "City ST 83702-1234": the state is the last two-letter word.
  // The code may be written with dots ("Washington, D.C.").
  // A ZIP after the state is kept: it is the more precise place.
  const cityState = /^(.*?[^\s,])\s*(?:,\s*|\s)([A-Za-z]\.?[A-Za-z])\.?(?:\s+(\d{5})(?:-?\d{4})?)?$/.exec(text);
  const code = cityState?.[2]!.replace(".", "").toUpperCase();
  if (cityState && code && isStateCode(code)) {
    const city = titleCase(expandPlaceWords(cityState[1]!.replace(/,+$/, "")));
    const zip = cityState[3];
    if (/\p{L}/u.test(city)) return { kind: "cityState", city, state: code, ...(zip ? { zip } : {}) };
  }
  // "City, State" with the state's name: "Anchorage, Alaska", "las vegas nevada".
  const named = splitStateName(text);
  if (named) {
    const city = titleCase(expandPlaceWords(named.city));
    if (/\p{L}/u.test(city)) return { kind: "cityState", city, state: named.state };
  }
  return { kind: "term", term: expandPlaceWords(text) };
}

/**
 * The text to ask the location search for suggestions while a visitor types: the same reading as the form's
 * (a ZIP+4's ZIP, "St Paul MN" as "Saint Paul, MN"), so what would be accepted is also suggested.
 */
export function suggestionTerm(raw: string): string {
  const query = parseLocationQuery(raw);
  if (!query) return raw.trim().slice(0, 100);
  switch (query.kind) {
    case "zip":
      return query.zip;
    case "cityState":
      return `${query.city}, ${query.state}`;
    case "coords":
      return raw.trim();
    case "term":
      return query.term;
  }
}
