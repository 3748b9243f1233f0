import {
  BRIEF_PAGE_LIFETIMES,
  cacheHeadersFor,
  formatLifetimes,
  capLifetimes,
  ERROR_PAGE_LIFETIMES,
  NOT_SHARED,
  PAGE_LIFETIMES,
  pagePathOf,
  pageTypeOf,
  type CacheInput,
  type PageType,
} from "./cache-policy";

const PAGE_TYPES: ReadonlyArray<readonly [string, PageType]> = [
  ["/", "nearby"],
  ["/local", "nearby"],
  ["/local/tampa-fl", "nearby"],
  ["/local/tampa-fl/restaurants", "nearby"],
  ["/local/tampa-fl/joes-pizza-1234", "nearby"],
  ["/deals", "nearby"],
  ["/search", "nearby"],
  ["/pizza", "nearby"],
  ["/a-route-nobody-listed-yet", "nearby"],
  ["/coupon-codes", "coupon-codes"],
  ["/coupon-codes/browse/apparel", "coupon-codes"],
  ["/coupon-codes/some-merchant", "coupon-codes"],
  ["/grocery-coupons", "coupon-codes"],
  ["/coupon-codesx", "nearby"],
  ["/newsroom", "editorial"],
  ["/newsroom/press-releases/a-story", "editorial"],
  ["/blog", "editorial"],
  ["/advertise/careers", "editorial"],
  ["/careers/search", "editorial"],
  ["/advertise", "static"],
  ["/about-valuvo", "static"],
  ["/privacy-policy", "static"],
  ["/terms-of-use", "static"],
  ["/franchise-opportunities", "static"],
  ["/request-envelope", "static"],
];

describe("pageTypeOf", () => {
  it.each(PAGE_TYPES)("classifies %s as %s", (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });
});

describe("pagePathOf", () => {
  it.each([
    ["/_root.data", "/"],
    ["/local/tampa-fl.data", "/local/tampa-fl"],
    ["/newsroom.data", "/newsroom"],
    ["/local/tampa-fl", "/local/tampa-fl"],
    ["/", "/"],
  ])("maps %s to the page %s", (path, page) => {
    expect(pagePathOf(path)).toBe(page);
  });
});

describe("PAGE_LIFETIMES", () => {
  it("keeps faster-changing data for less time", () => {
    const order: PageType[] = ["nearby", "coupon-codes", "editorial", "static"];
    const sMaxages = order.map((t) => PAGE_LIFETIMES[t].sMaxage);
    expect(sMaxages).toEqual([...sMaxages].sort((a, b) => a - b));
    expect(new Set(sMaxages).size).toBe(order.length);
  });

  it("keeps error pages briefly", () => {
    expect(ERROR_PAGE_LIFETIMES.sMaxage).toBeLessThan(PAGE_LIFETIMES.nearby.sMaxage);
  });
});

const page: CacheInput = {
  method: "GET",
  pathname: "/local/tampa-fl",
  status: 200,
  hasLocationCookie: true,
  setsCookie: false,
  declared: null,
};

const PUBLIC_NEARBY = "public, max-age=0, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400";

const DECISIONS: ReadonlyArray<readonly [string, Partial<CacheInput>, string]> = [
  ["a local page with a location cookie", {}, PUBLIC_NEARBY],
  ["a local page without a location cookie that sets none", { hasLocationCookie: false }, PUBLIC_NEARBY],
  ["a HEAD request like its GET", { method: "HEAD" }, PUBLIC_NEARBY],
  ["the home page with a location cookie", { pathname: "/" }, PUBLIC_NEARBY],
  [
    "the home page without a location cookie (place from the network address)",
    { pathname: "/", hasLocationCookie: false },
    NOT_SHARED,
  ],
  [
    "the home page whose IP lookup set a cookie",
    { pathname: "/", hasLocationCookie: false, setsCookie: true },
    NOT_SHARED,
  ],
  ["a local page naming another place (sets the cookie)", { setsCookie: true }, NOT_SHARED],
  [
    "a first visit to a local page, setting only the place its URL names",
    { hasLocationCookie: false, setsCookie: true, setsOnlyTheUrlsPlace: true },
    PUBLIC_NEARBY,
  ],
  [
    "a first visit to a local page with an error status",
    { hasLocationCookie: false, setsCookie: true, setsOnlyTheUrlsPlace: true, status: 503 },
    NOT_SHARED,
  ],
  ["a page clearing the notice cookie", { pathname: "/deals", setsCookie: true }, NOT_SHARED],
  ["a page whose loader declared private", { pathname: "/cpa/california", declared: "private, no-cache" }, NOT_SHARED],
  ["a page whose loader declared no-store", { declared: "no-store" }, NOT_SHARED],
  ["a form post", { method: "POST" }, NOT_SHARED],
  ["a page redirecting, answered to its data request (202)", { status: 202 }, NOT_SHARED],
  ["a redeem screen, whose print id is made for this request (issue 35)", { rendersPrintId: true }, NOT_SHARED],
  [
    "a redeem screen of a business page, even with a location cookie",
    { pathname: "/local/tampa-fl/joes-pizza-12", rendersPrintId: true },
    NOT_SHARED,
  ],
  [
    "a page whose dialog parameters no link of the site writes (`?location=x`)",
    { pathname: "/about-valuvo", unwrittenDialogState: true },
    NOT_SHARED,
  ],
  ["the maintenance page", { status: 503 }, NOT_SHARED],
  ["a server error", { status: 500 }, NOT_SHARED],
  ["a page asked for with an ambiguous location cookie", { ambiguousLocationCookie: true }, NOT_SHARED],
  ["the home page with an ambiguous location cookie", { pathname: "/", ambiguousLocationCookie: true }, NOT_SHARED],
  ...[400, 403, 405, 411, 413, 414, 415, 422, 431].map(
    (status) => [`a ${status} caused by the request`, { status }, NOT_SHARED] as const,
  ),
  [
    "a coupon-code page",
    { pathname: "/coupon-codes/browse" },
    "public, max-age=0, s-maxage=900, stale-while-revalidate=1800, stale-if-error=86400",
  ],
  [
    "a newsroom page",
    { pathname: "/newsroom/media-coverage" },
    "public, max-age=0, s-maxage=3600, stale-while-revalidate=3600, stale-if-error=86400",
  ],
  [
    "a content page",
    { pathname: "/privacy-policy" },
    "public, max-age=0, s-maxage=86400, stale-while-revalidate=86400, stale-if-error=604800",
  ],
  [
    "a 404 page",
    { pathname: "/privacy-policy/nope", status: 404 },
    "public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=300",
  ],
];

describe("cacheHeadersFor", () => {
  it.each(DECISIONS)("answers %s with %s", (_name, change, expected) => {
    expect(cacheHeadersFor({ ...page, ...change })).toEqual({ cacheControl: expected, vary: "Cookie" });
  });

  it("caps s-maxage when asked, keeping the stale windows", () => {
    expect(cacheHeadersFor({ ...page, pathname: "/privacy-policy" }, 2).cacheControl).toBe(
      "public, max-age=0, s-maxage=2, stale-while-revalidate=86400, stale-if-error=604800",
    );
    expect(capLifetimes(PAGE_LIFETIMES.nearby, 3600)).toEqual(PAGE_LIFETIMES.nearby);
  });

  it("never makes a private response public, whatever the cap", () => {
    expect(cacheHeadersFor({ ...page, setsCookie: true }, 1).cacheControl).toBe(NOT_SHARED);
  });

  it("keeps a page showing an empty or failed answer a few seconds, and refreshes it before serving it again", () => {
    const brief = "public, max-age=0, s-maxage=5, stale-while-revalidate=0, stale-if-error=300";
    expect(cacheHeadersFor({ ...page, pathname: "/local/tampa-fl", brief: true }).cacheControl).toBe(brief);
    expect(cacheHeadersFor({ ...page, pathname: "/deals", brief: true }).cacheControl).toBe(brief);
    expect(formatLifetimes(BRIEF_PAGE_LIFETIMES)).toBe(brief);
    // Never longer than the policy's own, nor shared when it would not be.
    expect(cacheHeadersFor({ ...page, status: 404, brief: true }).cacheControl).toBe(
      "public, max-age=0, s-maxage=5, stale-while-revalidate=0, stale-if-error=300",
    );
    expect(cacheHeadersFor({ ...page, setsCookie: true, brief: true }).cacheControl).toBe(NOT_SHARED);
  });
});
