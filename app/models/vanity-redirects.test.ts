import {
  ADVERTISE_PATH,
  CAMPAIGNS_ORIGIN,
  matchVanityRedirect,
  NAMED_REDIRECTS,
  REGIONAL_MARKETS,
  VANITY_REDIRECTS,
} from "./vanity-redirects";

// SPEC §2 full route list (static first segments and whole paths) plus the routes DESIGN adds.
const SITE_ROUTES = [
  "/",
  "/about-valuvo",
  "/aldean",
  "/ark",
  "/black-friday",
  "/blog",
  "/careers",
  "/careers/our-teams",
  "/careers/search",
  "/careers/why-valuvo",
  "/ccpa",
  "/community-service",
  "/copyright",
  "/coupon-codes",
  "/coupon-codes/browse",
  "/coupons",
  "/coupons/deals",
  "/coupons/showcontest",
  "/cpa",
  "/cpa/california",
  "/cpa/nevada",
  "/cyber-monday",
  "/deals",
  "/dungeonsanddragonsmovie",
  "/farmhouse",
  "/featured-coupon",
  "/featured-promotion",
  "/flowers",
  "/food",
  "/football",
  "/fox",
  "/franchise-opportunities",
  "/grocery-coupons",
  "/hallmark",
  "/hallmarkplus",
  "/hgtv",
  "/holiday",
  "/home-improvement",
  "/iheart",
  "/instantwin",
  "/lainey",
  "/lego-discovery-center",
  "/legoland",
  "/legoland-discovery-center",
  "/local",
  "/madame-tussauds",
  "/married",
  "/mobile-apps",
  "/newsroom",
  "/newsroom/leadership",
  "/newsroom/media-coverage",
  "/newsroom/press-releases",
  "/newsroom/valuvo-logos",
  "/petadoption",
  "/pizza",
  "/privacy-policy",
  "/puppy",
  "/puzzle",
  "/remove-address",
  "/request-envelope",
  "/rocktheblock",
  "/sea-life-aquarium",
  "/search",
  "/services",
  "/shark",
  "/sonic2",
  "/sustainability",
  "/sweeps",
  "/tacos",
  "/tennis",
  "/terms-of-use",
  "/usfl",
  "/walmartsweeps",
  "/advertise",
  "/advertise/careers",
  "/browse",
];

// Every named path of the table, and regional markets, which all lead to the advertising page.
const NAMED_EXAMPLES: ReadonlyArray<readonly [string, string]> = [
  ...NAMED_REDIRECTS,
  ["/tampa-bay", "/advertise"],
  ["/orlando", "/advertise"],
  ["/north-dallas", "/advertise"],
];

describe("matchVanityRedirect", () => {
  it.each(NAMED_EXAMPLES)("redirects %s to %s", (path, target) => {
    expect(matchVanityRedirect(path)).toBe(target);
  });

  it.each(NAMED_EXAMPLES)("redirects the upper-case form of %s to %s", (path, target) => {
    expect(matchVanityRedirect(path.toUpperCase())).toBe(target);
  });

  it.each([
    ["/Careers", "/advertise/careers"],
    ["/TAMPA-Bay", "/advertise"],
    ["/careers/", "/advertise/careers"],
    ["/JOBS/", "/advertise/careers"],
  ])("matches %s regardless of case and one trailing slash", (path, target) => {
    expect(matchVanityRedirect(path)).toBe(target);
  });

  it.each([
    ["an unknown path", "/nowhere"],
    ["the home page", "/"],
    ["an empty path", ""],
    ["two trailing slashes", "/careers//"],
    ["a deeper path under a vanity word", "/careers/search"],
    ["a vanity word inside a longer path", "/local/tampa-bay"],
    ["a prefix of a vanity word", "/tampa"],
    ["a vanity word with a suffix", "/jobsx"],
    ["a missing leading slash", "jobs"],
    ["a double leading slash", "//jobs"],
    ["a query string", "/jobs?next=https://evil.example.com"],
    ["an encoded path", "/%6Aobs"],
    ["an object key", "/__proto__"],
    ["a very long path", `/${"a".repeat(500)}`],
    ["a real route", "/advertise"],
  ])("returns null for %s", (_label, path) => {
    expect(matchVanityRedirect(path)).toBeNull();
  });

  it("sends every campaign word to the campaigns site", () => {
    const campaigns = [...VANITY_REDIRECTS].filter(([, target]) => target.startsWith("https://"));
    expect(campaigns.length).toBeGreaterThanOrEqual(8);
    for (const [path, target] of campaigns) {
      expect(target.startsWith(`${CAMPAIGNS_ORIGIN}/`)).toBe(true);
      expect(matchVanityRedirect(path)).toBe(target);
    }
  });
});

describe("the vanity table", () => {
  it("lists about 150 regional markets, each sent to the advertise page", () => {
    expect(REGIONAL_MARKETS.length).toBeGreaterThanOrEqual(140);
    expect(REGIONAL_MARKETS.length).toBeLessThanOrEqual(160);
    expect(new Set(REGIONAL_MARKETS).size).toBe(REGIONAL_MARKETS.length);
    for (const market of REGIONAL_MARKETS) {
      expect(market).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(matchVanityRedirect(`/${market}`)).toBe(ADVERTISE_PATH);
      expect(matchVanityRedirect(`/${market.toUpperCase()}`)).toBe(ADVERTISE_PATH);
    }
  });

  it("keys every entry by a lower-case single-segment path", () => {
    for (const path of VANITY_REDIRECTS.keys()) expect(path).toMatch(/^\/[a-z0-9-]+$/);
  });

  it("sends each word to a page of the site or to a page of the campaigns site", () => {
    for (const target of new Set(VANITY_REDIRECTS.values())) {
      if (target.startsWith("https://")) expect(target).toMatch(/^https:\/\/campaigns\.valuvo\.com\/[a-z-]+$/);
      else expect(SITE_ROUTES).toContain(target);
    }
  });

  it.each([
    "/evil.example.com",
    "//evil.example.com/jobs",
    "/jobs/..%2f..%2fevil.example.com",
    "/%2F%2Fevil.example.com",
    "/jobs%0d%0aLocation:%20https://evil.example.com",
    "/https:%2F%2Fevil.example.com",
  ])("takes nothing from the request as a target: %s is no redirect", (probe) => {
    expect(matchVanityRedirect(probe)).toBeNull();
  });

  it.each([
    ["a query naming another site", "/careers?x=//evil.example.com"],
    ["a protocol-relative address", "//evil.example.com"],
    ["an address after a vanity word", "/jobs/https://evil.example.com"],
    ["an encoded double slash", "/%2F%2Fevil.example.com"],
  ])("never redirects %s", (_label, path) => {
    expect(matchVanityRedirect(path)).toBeNull();
  });

  it("shadows no real route except /careers", () => {
    const shadowed = SITE_ROUTES.filter((route) => VANITY_REDIRECTS.has(route.toLowerCase()));
    expect(shadowed).toEqual(["/careers"]);
  });

  it("never chains one vanity redirect into another", () => {
    for (const target of new Set(VANITY_REDIRECTS.values())) expect(matchVanityRedirect(target)).toBeNull();
  });
});
