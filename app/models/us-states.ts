/** USPS state and territory codes → names, for headings a visitor reads (the city directory). */
const STATE_NAMES: Readonly<Record<string, string>> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  PR: "Puerto Rico",
  VI: "U.S. Virgin Islands",
  GU: "Guam",
  AS: "American Samoa",
  MP: "Northern Mariana Islands",
};

/** 'FL' → 'Florida'; a code without a name (military, freely associated states) reads as itself. */
export function stateName(code: string): string {
  return STATE_NAMES[code.toUpperCase()] ?? code.toUpperCase();
}

/**
 * The "states" of overseas military mail (APO, FPO, DPO: the Americas, Europe, the Pacific): routing codes, not places
 * a shopper shops in. Some of their ZIPs carry a point (the seat of the post office); none is offered or saved.
 */
const MILITARY_MAIL_CODES: readonly string[] = ["AA", "AE", "AP"];

export function isMilitaryMailState(code: string): boolean {
  return MILITARY_MAIL_CODES.includes(code.toUpperCase());
}

/** Codes a US ZIP carries that headings show as they are: freely associated states and the military "states". */
const UNNAMED_CODES: ReadonlySet<string> = new Set(["FM", "MH", "PW", ...MILITARY_MAIL_CODES]);

/**
 * True for a code a US ZIP can carry ('fl', 'FL', 'MH', 'AE'), as slug.ts's `isUsStateCode` (a test holds them
 * alike; this one loads only with the location dialog); other two-letter words ('in' of "Fort Lee in") are not.
 */
export function isStateCode(code: string): boolean {
  const upper = code.toUpperCase();
  return Object.hasOwn(STATE_NAMES, upper) || UNNAMED_CODES.has(upper);
}

/** Every way a state's name is written, in lower case, single-spaced ('virgin islands' too), to its code. */
const CODES_BY_NAME: ReadonlyMap<string, string> = new Map(
  Object.entries(STATE_NAMES).flatMap(([code, name]) => {
    const plain = name.toLowerCase().replace(/\./g, "");
    return [[plain, code], ...(plain.startsWith("us ") ? [[plain.slice(3), code] as const] : [])] as Array<
      [string, string]
    >;
  }),
);
/** The names, longest first: "West Virginia" is read before "Virginia". */
const NAMES_LONGEST_FIRST = [...CODES_BY_NAME.keys()].sort((a, b) => b.length - a.length);

/**
 * A place typed with its state's name ("Anchorage, Alaska", "las vegas nevada", "San Juan, Puerto Rico"): the city
 * and the state's code, or null. A text that is a state's name alone ("West Virginia") names no city.
 */
export function splitStateName(text: string): { city: string; state: string } | null {
  const clean = text.replace(/\./g, "").replace(/\s+/g, " ").trim();
  const lower = clean.toLowerCase();
  for (const name of NAMES_LONGEST_FIRST) {
    if (lower === name) return null;
    if (!lower.endsWith(name)) continue;
    const before = clean.slice(0, clean.length - name.length);
    if (!/[\s,]$/.test(before)) continue;
    const city = before.replace(/[\s,]+$/, "");
    return city === "" ? null : { city, state: CODES_BY_NAME.get(name)! };
  }
  return null;
}
