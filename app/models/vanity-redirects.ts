// SPEC §2 "Vanity redirects" / DESIGN §3. The table is data: every target is a literal written here, so no request
// value can ever become a redirect target. Keys are lower-case paths; none equals a real route except /careers,
// where the table deliberately wins.

export const ADVERTISE_PATH = "/advertise";
export const CAMPAIGNS_ORIGIN = "https://campaigns.valuvo.com";

/** The named vanity paths of SPEC §2 and their site targets. */
export const NAMED_REDIRECTS: ReadonlyArray<readonly [string, string]> = [
  ["/careers", "/advertise/careers"],
  ["/jobs", "/advertise/careers"],
  ["/add", "/request-envelope"],
  ["/remove", "/remove-address"],
  ["/community", "/community-service"],
  ["/environment", "/sustainability"],
];

// Words printed on mailers and ads; each lands on its campaign's page on the campaigns site.
const CAMPAIGNS: ReadonlyArray<readonly [string, string]> = [
  ["/win", `${CAMPAIGNS_ORIGIN}/win`],
  ["/giveaway", `${CAMPAIGNS_ORIGIN}/giveaway`],
  ["/contest", `${CAMPAIGNS_ORIGIN}/contest`],
  ["/summer", `${CAMPAIGNS_ORIGIN}/summer-savings`],
  ["/spring", `${CAMPAIGNS_ORIGIN}/spring-savings`],
  ["/backtoschool", `${CAMPAIGNS_ORIGIN}/back-to-school`],
  ["/valentines", `${CAMPAIGNS_ORIGIN}/valentines-day`],
  ["/mothersday", `${CAMPAIGNS_ORIGIN}/mothers-day`],
  ["/fathersday", `${CAMPAIGNS_ORIGIN}/fathers-day`],
  ["/halloween", `${CAMPAIGNS_ORIGIN}/halloween`],
  ["/thanksgiving", `${CAMPAIGNS_ORIGIN}/thanksgiving`],
  ["/survey", `${CAMPAIGNS_ORIGIN}/survey`],
];

/** Regional markets where franchises sell advertising; each name is what that market prints on its materials. */
export const REGIONAL_MARKETS: readonly string[] = [
  // Florida
  "tampa-bay", "orlando", "jacksonville", "miami", "fort-lauderdale", "palm-beach", "naples", "fort-myers",
  "sarasota", "gainesville", "tallahassee", "pensacola", "daytona", "space-coast", "treasure-coast", "ocala",
  "lakeland",
  // Southeast
  "atlanta", "north-atlanta", "savannah", "augusta", "charlotte", "raleigh", "greensboro", "wilmington",
  "asheville", "charleston", "columbia", "greenville", "myrtle-beach", "hilton-head", "birmingham", "huntsville",
  "mobile-bay", "montgomery", "nashville", "memphis", "knoxville", "chattanooga", "louisville", "lexington",
  "new-orleans", "baton-rouge", "shreveport", "jackson", "little-rock", "northwest-arkansas",
  // Texas and the Southwest
  "north-dallas", "fort-worth", "houston", "north-houston", "austin", "san-antonio", "el-paso", "corpus-christi",
  "rio-grande-valley", "lubbock", "amarillo", "midland-odessa", "tulsa", "oklahoma-city", "phoenix", "east-valley",
  "tucson", "albuquerque", "santa-fe", "las-vegas", "reno",
  // Midwest
  "cincinnati", "columbus", "cleveland", "dayton", "detroit", "grand-rapids", "lansing",
  "indianapolis", "fort-wayne", "chicago", "chicago-suburbs", "quad-cities", "milwaukee",
  "madison", "green-bay", "minneapolis", "st-paul", "des-moines", "omaha", "kansas-city", "st-louis", "wichita",
  "sioux-falls",
  // Mountain West
  "denver", "colorado-springs", "boulder", "salt-lake-city", "boise",
  // West Coast, Alaska, Hawaii
  "los-angeles", "orange-county", "inland-empire", "san-diego", "san-fernando-valley", "ventura", "santa-barbara",
  "coachella-valley", "bakersfield", "fresno", "sacramento", "bay-area", "san-jose", "oakland", "portland",
  "salem", "eugene", "seattle", "tacoma", "spokane", "anchorage", "honolulu",
  // Mid-Atlantic
  "new-york-city", "long-island", "westchester", "hudson-valley", "albany", "syracuse", "rochester", "buffalo",
  "north-jersey", "central-jersey", "south-jersey", "philadelphia", "pittsburgh", "harrisburg", "lehigh-valley",
  "delmarva", "baltimore", "annapolis", "washington-dc", "northern-virginia", "richmond",
  "hampton-roads", "roanoke",
  // New England
  "boston", "north-shore", "south-shore", "worcester", "springfield", "providence", "hartford", "new-haven",
  "manchester", "portland-maine", "burlington",
];

export const VANITY_REDIRECTS: ReadonlyMap<string, string> = new Map([
  ...NAMED_REDIRECTS,
  ...CAMPAIGNS,
  ...REGIONAL_MARKETS.map((market) => [`/${market}`, ADVERTISE_PATH] as const),
]);

// Longer than any key; longer paths cannot match, so they are not even lower-cased.
const MAX_VANITY_PATH_LENGTH = 64;

/**
 * The fixed target for a vanity path, or null. Case-insensitive on the whole path and tolerant of one trailing slash;
 * anything with more segments (`/careers/search`) or extra slashes is left to the router.
 */
export function matchVanityRedirect(pathname: string): string | null {
  if (pathname.length < 2 || pathname.length > MAX_VANITY_PATH_LENGTH) return null;
  const withoutSlash = pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return VANITY_REDIRECTS.get(withoutSlash.toLowerCase()) ?? null;
}
