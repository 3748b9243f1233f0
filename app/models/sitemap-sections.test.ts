import { describe, expect, it } from "vitest";
import type { Campaign } from "./campaign";
import type { ContentItem } from "./content";
import type { Contest } from "./contest";
import type { BusinessStore, CoveredCity } from "./coverage";
import type { DirectoryDeal } from "./directory-deals";
import {
  businessSection,
  businessStorePath,
  CITY_DIRECTORY_PATH,
  contentSection,
  couponCodeSection,
  dealsSection,
  localSection,
  newsroomSection,
  pagesSection,
} from "./sitemap-sections";

const tampa: CoveredCity = { city: "Tampa", state: "FL", zip: "33602", lat: 27.9, lng: -82.4, slug: "tampa-fl" };
const orlando: CoveredCity = { city: "Orlando", state: "FL", zip: "32801", lat: 28.5, lng: -81.3, slug: "orlando-fl" };
const store = (over: Partial<BusinessStore>): BusinessStore => ({
  businessProfileId: 100001,
  businessName: "Joe's Pizza",
  storeId: 500001,
  city: "Tampa",
  state: "FL",
  lastmod: "2026-10-01",
  ...over,
});

describe("localSection", () => {
  const entries = localSection(
    [tampa, orlando],
    [
      store({ lastmod: "2026-10-01" }),
      store({ lastmod: "2026-10-20", businessProfileId: 2 }),
      store({ city: "Brandon", lastmod: "2026-10-25" }),
    ],
  );

  it("lists each city's local page and its nine category pages", () => {
    const tampaPaths = entries.filter((e) => e.path.startsWith("/local/tampa-fl")).map((e) => e.path);
    expect(tampaPaths).toHaveLength(10);
    expect(tampaPaths).toContain("/local/tampa-fl");
    expect(tampaPaths).toContain("/local/tampa-fl/restaurants");
    expect(tampaPaths).toContain("/local/tampa-fl/home-and-office");
  });

  it("dates a city by its latest store, else by its state's latest", () => {
    expect(entries.find((e) => e.path === "/local/tampa-fl")?.lastmod).toBe("2026-10-20");
    expect(entries.find((e) => e.path === "/local/orlando-fl")?.lastmod).toBe("2026-10-25");
  });
});

describe("businessSection", () => {
  it.each([
    [store({}), "/local/tampa-fl/joes-pizza-100001?store=500001"],
    [
      store({ storeId: null, businessName: "Café Rio & Sons", city: "Saint Petersburg" }),
      "/local/saint-petersburg-fl/cafe-rio-sons-100001",
    ],
  ])("puts one store at the business page's own URL", (input, path) => {
    expect(businessStorePath(input)).toBe(path);
    expect(businessSection([input])).toEqual([{ path, lastmod: input.lastmod }]);
  });
});

describe("pagesSection", () => {
  it("dates the code's pages by the build and the city directory by its latest store", () => {
    const entries = pagesSection("2026-11-20", [tampa], [store({ lastmod: "2026-11-22" })]);
    expect(entries).toContainEqual({ path: "/", lastmod: "2026-11-20" });
    expect(entries).toContainEqual({ path: CITY_DIRECTORY_PATH, lastmod: "2026-11-22" });
    expect(entries.map((e) => e.path)).not.toContain("/local");
  });
});

describe("couponCodeSection", () => {
  it("lists the fixed pages, the 20 categories and each merchant, undated", () => {
    const entries = couponCodeSection([
      { merchantId: 1, businessName: "Acme", slug: "acme", logoURL: "", category: "travel", offerCount: 2 },
    ]);
    const paths = entries.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/coupon-codes",
        "/coupon-codes/browse",
        "/grocery-coupons",
        "/coupon-codes/browse/travel",
        "/coupon-codes/acme",
      ]),
    );
    expect(paths.filter((p) => p.startsWith("/coupon-codes/browse/"))).toHaveLength(20);
    expect(entries.every((e) => e.lastmod === null)).toBe(true);
  });
});

describe("dealsSection", () => {
  const location = (city: string, franchise: DirectoryDeal["locations"][number]["franchise"]) => ({
    id: city,
    address1: "1 Main St",
    address2: "",
    city,
    state: "FL",
    zip: "33602",
    phone: "",
    latitude: 0,
    longitude: 0,
    franchise,
  });
  const deal = (id: string, categorySlugs: string[], locations: DirectoryDeal["locations"]) =>
    ({ id, categorySlugs, locations }) as unknown as DirectoryDeal;
  const corporate = { franchiseId: 3167, owner: "Corporate" };
  const franchised = { franchiseId: 9999, owner: "Franchisee" };

  it("lists only what a corporate-territory location makes listable, each deal under its first category", () => {
    const entries = dealsSection(
      [
        { slug: "restaurants", name: "Restaurants", dealCount: 2 },
        { slug: "automotive", name: "Automotive", dealCount: 1 },
      ],
      [
        { slug: "tampa-fl", city: "Tampa", state: "FL", dealCount: 1 },
        { slug: "ocala-fl", city: "Ocala", state: "FL", dealCount: 1 },
      ],
      [
        deal("11", ["restaurants", "automotive"], [location("Tampa", corporate)]),
        deal("12", ["automotive"], [location("Ocala", franchised)]),
      ],
    );
    expect(entries.map((e) => e.path)).toEqual([
      "/coupons/deals",
      "/coupons/deals/restaurants",
      "/coupons/deals/automotive",
      "/coupons/deals/tampa-fl",
      "/coupons/deals/restaurants/11",
    ]);
  });
});

describe("contentSection", () => {
  const now = new Date("2026-11-20T00:00:00Z");
  const campaign = (slug: string, endDate: string) =>
    ({ slug, startDate: "2026-01-01T00:00:00Z", endDate, publishedAt: "2026-09-17T00:00:00Z" }) as Campaign;
  const contest = (id: string, startDate: string, endDate: string) => ({ id, startDate, endDate }) as Contest;

  const entries = contentSection(
    {
      campaigns: [campaign("pizza", "2030-01-01T00:00:00Z"), campaign("usfl", "2026-02-01T00:00:00Z")],
      articles: [
        {
          contentId: "save-on-pizza",
          modifiedAt: "2026-10-05T00:00:00Z",
          publishedAt: "2026-10-01T00:00:00Z",
        } as never,
        {
          contentId: "oil-change-tips",
          modifiedAt: "2026-10-09T00:00:00Z",
          publishedAt: "2026-10-02T00:00:00Z",
        } as never,
      ],
      featuredCoupons: [{ slug: "joes-5-off", publishedAt: "2026-10-10T00:00:00Z" } as never],
      featuredPromotions: [{ slug: "fall-savings", publishedAt: "2026-10-11T00:00:00Z" } as never],
      contests: [
        contest("7118", "2030-12-10T05:00:00Z", "2031-01-10T05:00:00Z"),
        contest("7001", "2026-01-01T00:00:00Z", "2026-03-01T00:00:00Z"),
      ],
      serviceCategories: [
        { slug: "plumbing", title: "Plumbing", businessCount: 3 },
        { slug: "roofing", title: "Roofing", businessCount: 0 },
      ],
    },
    now,
  );
  const paths = entries.map((e) => e.path);

  it("lists campaigns only while they run", () => {
    expect(paths).toContain("/pizza");
    expect(paths).not.toContain("/usfl");
  });

  it("dates articles by their modification and the blog by its newest change", () => {
    expect(entries).toContainEqual({ path: "/blog/save-on-pizza", lastmod: "2026-10-05" });
    expect(entries).toContainEqual({ path: "/blog", lastmod: "2026-10-09" });
  });

  it("lists featured offers, contests and service categories with businesses at their route-list URLs", () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        "/featured-coupon",
        "/featured-coupon/joes-5-off",
        "/featured-promotion/fall-savings",
        "/coupons/showcontest",
        "/coupons/showcontest/7118",
        "/coupons/showcontest/7001",
        "/services",
        "/services/plumbing",
      ]),
    );
    expect(paths).not.toContain("/services/roofing");
  });

  it("never dates a contest in the future", () => {
    expect(entries.find((e) => e.path === "/coupons/showcontest/7118")?.lastmod).toBeNull();
    expect(entries.find((e) => e.path === "/coupons/showcontest/7001")?.lastmod).toBe("2026-03-01");
  });
});

describe("newsroomSection", () => {
  const item = (type: ContentItem["type"], slug: string, publishedAt: string) =>
    ({ type, slug, publishedAt }) as ContentItem;
  it("lists each press release and dates each section by its newest item", () => {
    const entries = newsroomSection(
      [
        item("press-release", "valuvo-expands", "2026-10-28T13:00:00Z"),
        item("media-coverage", "m", "2026-10-30T00:00:00Z"),
      ],
      [item("career-opening", "engineer", "2026-11-02T00:00:00Z")],
      "2026-11-01",
    );
    expect(entries).toContainEqual({ path: "/newsroom/press-releases/valuvo-expands", lastmod: "2026-10-28" });
    expect(entries).toContainEqual({ path: "/newsroom", lastmod: "2026-10-30" });
    expect(entries).toContainEqual({ path: "/careers/search", lastmod: "2026-11-02" });
    expect(entries).toContainEqual({ path: "/careers/why-valuvo", lastmod: "2026-11-01" });
  });
});
