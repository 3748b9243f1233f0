import { decodeHtmlEntities } from "./html-entities";

// Accented letters are folded to ASCII first: JavaScript's \W counts "é" as a non-word character, which would turn
// "Café Rio" into "caf-rio".
function foldDiacritics(text: string): string {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
}

// Every apostrophe a name is written with (typewriter, curly, backtick, prime, modifier letter, Hawaiian ʻokina) is
// dropped, in business and place names alike: "O’Fallon" and "O'Fallon" are one slug, "ofallon".
const APOSTROPHES = /['\u2019\u2018`\u2032\u02bc\u02bb]/g;

// Pages derive every listed business's slug on each render (cards, JSON-LD): a pure function of the name, so the
// answers are kept, within a bound (a server sees the same few thousand businesses again and again).
const SLUG_MEMO_LIMIT = 10_000;
const businessNameSlugs = new Map<string, string>();

/** SPEC §5: remove apostrophes, trim, runs of non-word characters → one hyphen, lowercase, strip edge hyphens. */
export function businessNameSlug(name: string): string {
  let slug = businessNameSlugs.get(name);
  if (slug === undefined) {
    slug = computeBusinessNameSlug(name);
    if (businessNameSlugs.size >= SLUG_MEMO_LIMIT) businessNameSlugs.clear();
    businessNameSlugs.set(name, slug);
  }
  return slug;
}

function computeBusinessNameSlug(name: string): string {
  return foldDiacritics(decodeHtmlEntities(name))
    .replace(APOSTROPHES, "")
    .trim()
    .replace(/\W+/g, "-")
    .toLowerCase()
    .replace(/^-+|-+$/g, "");
}

/** SPEC §5: the last hyphen-separated segment must be all digits, otherwise there is no id. */
export function businessIdFromSlug(slug: string): number | null {
  const last = slug.slice(slug.lastIndexOf("-") + 1);
  if (!/^\d{1,15}$/.test(last)) return null;
  const id = Number(last);
  return id > 0 ? id : null;
}

/** SPEC §2 business page segment: `{business-name-slug}-{businessProfileId}`, or the bare id for a nameless one. */
export function businessSegment(businessName: string, businessProfileId: number): string {
  const name = businessNameSlug(businessName);
  return name === "" ? String(businessProfileId) : `${name}-${businessProfileId}`;
}

/**
 * `/local/{slug}/{x}` is a business page when x ends in a numeric profile id (SPEC §4): `{name}-{digits}`, or the
 * bare id (no category slug is all digits), which the page then sends to its canonical URL. Otherwise x is a category.
 */
export function isBusinessSegment(segment: string): boolean {
  return /(?:^|-)\d+$/.test(segment) && businessIdFromSlug(segment) !== null;
}

// Every USPS state code a US ZIP can carry: states, DC, territories, freely associated states and the military
// "states" (AA/AE/AP), so any ZIP a visitor can choose yields a slug that parses back.
const US_STATE_CODES: ReadonlySet<string> = new Set([
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
  "DC",
  "PR",
  "VI",
  "GU",
  "AS",
  "MP",
  "FM",
  "MH",
  "PW",
  "AA",
  "AE",
  "AP",
]);

export function isUsStateCode(code: string): boolean {
  return US_STATE_CODES.has(code.toUpperCase());
}

function slugPart(text: string): string {
  // Underscore is a word character for \W but never valid in a location slug, so everything outside [a-z0-9]
  // separates words here; that keeps locationSlug's output always accepted by parseLocationSlug. Like a business
  // name, a place name is read with its HTML entities decoded, accents folded and apostrophes dropped; "&", "/" and
  // any other punctuation separate words ("AT&T" → "at-t"), so a slug keeps exactly the words of the name and the
  // city parseLocationSlug reads back slugs to the same slug (an upstream finds the place by those words).
  return foldDiacritics(decodeHtmlEntities(text))
    .replace(APOSTROPHES, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** DESIGN §8: `{city}-{state}` lower-case ('Saint Petersburg', 'FL' → 'saint-petersburg-fl'). */
export function locationSlug(city: string, state: string): string {
  return [slugPart(city), slugPart(state)].filter((part) => part !== "").join("-");
}

export interface ParsedLocationSlug {
  city: string;
  state: string;
}

// Longer than any US place name plus state; anything beyond is garbage or an attack on the lookup.
export const MAX_LOCATION_SLUG_LENGTH = 80;

/** Canonical slugs only (what locationSlug produces); anything else is null and becomes a 404. */
export function parseLocationSlug(slug: string): ParsedLocationSlug | null {
  if (slug.length === 0 || slug.length > MAX_LOCATION_SLUG_LENGTH) return null;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(slug)) return null;
  const words = slug.split("-");
  const state = words.pop();
  if (state === undefined || !/^[a-z]{2}$/.test(state) || !isUsStateCode(state)) return null;
  const city = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
  return { city, state: state.toUpperCase() };
}
