import { describe, expect, it } from "vitest";
import {
  attractionsNearby,
  campaignCouponCodes,
  campaignDeals,
  campaignListings,
  campaignMenuLinks,
  campaignPhase,
  hasCampaignEnded,
  isCampaignActive,
  isCampaignSlug,
  type AttractionLocation,
  type Campaign,
} from "./campaign";
import { contestDateText, contestsByStatus, contestStatus } from "./contest";
import type { Deal } from "./deal";
import { distanceMiles } from "./distance";
import { FEATURED_ORG_ID } from "./featured-sort";
import type { SdcCoupon } from "./sdc-coupon";
import { citiesByState } from "./coverage";

const now = new Date("2026-11-24T12:00:00Z");

function campaign(slug: string, menuLabel: string | null, startDate: string, endDate: string): Campaign {
  return {
    slug,
    kind: "promotion",
    title: slug,
    tagline: "",
    summary: "",
    paragraphs: [],
    heroImageUrl: "",
    startDate,
    endDate,
    menuLabel,
    promotes: { localCategoryIds: [], localKeywords: [], couponCodeCategories: [], merchantIds: [], dealKeywords: [] },
    partner: null,
    publishedAt: startDate,
  };
}

describe("campaign rules", () => {
  it("puts only active campaigns with a menu label in the Special Offers menu, by label", () => {
    const links = campaignMenuLinks(
      [
        campaign("tacos", "Tacos", "2026-01-01", "2027-01-01"),
        campaign("legoland", "LEGOLAND", "2026-01-01", "2027-01-01"),
        campaign("hgtv", null, "2026-01-01", "2027-01-01"),
        campaign("usfl", "USFL", "2025-01-01", "2025-02-01"),
        campaign("tennis", "Tennis", "2027-01-01", "2027-02-01"),
      ],
      now,
    );
    expect(links).toEqual([
      { slug: "legoland", label: "LEGOLAND", href: "/legoland" },
      { slug: "tacos", label: "Tacos", href: "/tacos" },
    ]);
  });

  it("decides what is running at each call, for the same campaigns asked at different times", () => {
    const campaigns = [
      campaign("tacos", "Tacos", "2026-11-24T12:00:00Z", "2026-11-24T13:00:00Z"),
      campaign("pizza", "Pizza", "2026-11-24T11:00:00Z", "2026-11-24T12:30:00Z"),
      campaign("broken", "Broken", "not a date", "2027-01-01"),
    ];
    const at = (iso: string) => campaignMenuLinks(campaigns, new Date(iso)).map((link) => link.slug);
    expect(at("2026-11-24T12:00:00Z")).toEqual(["pizza"]);
    expect(at("2026-11-24T12:00:00.001Z")).toEqual(["pizza", "tacos"]);
    expect(at("2026-11-24T12:30:00Z")).toEqual(["tacos"]);
    expect(at("2026-11-24T13:00:00Z")).toEqual([]);
    expect(at("2026-11-24T11:30:00Z")).toEqual(["pizza"]);
  });

  it("hands out links a caller may change without changing the next page's menu", () => {
    const campaigns = [campaign("tacos", "Tacos", "2026-01-01", "2027-01-01")];
    campaignMenuLinks(campaigns, now)[0]!.label = "Changed";
    expect(campaignMenuLinks(campaigns, now)[0]!.label).toBe("Tacos");
  });

  it("tells an ended campaign from a future one", () => {
    const ended = campaign("usfl", null, "2025-01-01", "2025-02-01");
    const future = campaign("tennis", null, "2027-01-01", "2027-02-01");
    expect([isCampaignActive(ended, now), hasCampaignEnded(ended, now)]).toEqual([false, true]);
    expect([isCampaignActive(future, now), hasCampaignEnded(future, now)]).toEqual([false, false]);
  });

  it.each([
    ["black-friday", true],
    ["Pizza", false],
    ["pizza/", false],
    ["-x", false],
    ["", false],
  ])("accepts %s as a slug: %s", (slug, ok) => {
    expect(isCampaignSlug(slug)).toBe(ok);
  });
});

describe("contest status", () => {
  it.each([
    ["2026-12-01", "2027-01-01", "upcoming"],
    ["2026-11-01", "2027-01-01", "open"],
    ["2026-01-01", "2026-11-24T12:00:00Z", "closed"],
    ["nonsense", "2027-01-01", "closed"],
  ] as const)("from %s to %s is %s", (startDate, endDate, status) => {
    expect(contestStatus({ startDate, endDate }, now)).toBe(status);
  });
});

describe("citiesByState", () => {
  it("groups cities by state, both in alphabetical order", () => {
    const city = (name: string, state: string) => ({ city: name, state, zip: "00000", lat: 0, lng: 0, slug: "" });
    expect(
      citiesByState([city("Tampa", "FL"), city("Austin", "TX"), city("Orlando", "FL")]).map((g) => [
        g.state,
        g.cities.map((c) => c.city),
      ]),
    ).toEqual([
      ["FL", ["Orlando", "Tampa"]],
      ["TX", ["Austin"]],
    ]);
  });
});

describe("campaign pages", () => {
  it.each([
    ["2026-01-01", "2027-01-01", "active"],
    ["2025-01-01", "2025-02-01", "ended"],
    ["2027-01-01", "2027-02-01", "upcoming"],
  ] as const)("a campaign from %s to %s is %s", (startDate, endDate, phase) => {
    expect(campaignPhase({ startDate, endDate }, now)).toBe(phase);
  });

  const listing = (name: string, categoryId: number, offer = "10% off", orgIds: number[] = []) => ({
    businessName: name,
    categoryId,
    naicDescription: "Restaurants",
    offers: [{ title: offer }],
    orgIds,
  });
  const pizza = { localCategoryIds: [108], localKeywords: ["pizza", "pizzeria", "slice", "pie"] };

  it("keeps only a campaign's categories, listings naming a keyword first, each group nearest first", () => {
    const found = campaignListings(pizza, [
      listing("Burger Barn", 108),
      listing("Auto Fix", 101),
      listing("Tony's Pizzeria", 108),
      listing("Main Street Diner", 108, "Free slice with any meal"),
    ]);
    expect(found.map((l) => l.businessName)).toEqual(["Tony's Pizzeria", "Main Street Diner", "Burger Barn"]);
  });

  it("lists the featured organisation's coupons first, before those naming a keyword (SPEC §9)", () => {
    const found = campaignListings(pizza, [
      listing("Tony's Pizzeria", 108),
      listing("Burger Barn", 108),
      listing("Stiedemann's Grill", 108, "10% off", [FEATURED_ORG_ID]),
      listing("Auto Fix", 101, "10% off", [FEATURED_ORG_ID]),
    ]);
    expect(found.map((l) => l.businessName)).toEqual(["Stiedemann's Grill", "Tony's Pizzeria", "Burger Barn"]);
  });

  it("draws local coupons from every category of a campaign, up to the limit", () => {
    const home = { localCategoryIds: [104, 109], localKeywords: ["roof"] };
    expect(
      campaignListings(home, [
        listing("Ace Roofing", 109),
        listing("Cozy Home Store", 104),
        listing("Glam Salon", 103),
      ]).map((l) => l.businessName),
    ).toEqual(["Ace Roofing", "Cozy Home Store"]);
    expect(
      campaignListings(
        pizza,
        Array.from({ length: 40 }, (_, i) => listing(`Place ${i}`, 108)),
        24,
      ),
    ).toHaveLength(24);
  });

  const coupon = (merchantId: number, componentUID: string, businessName = "Shop", title = "10% off") =>
    ({ merchantId, componentUID, businessName, title }) as SdcCoupon;
  const byMerchants = (merchantIds: number[]) => ({ merchantIds, localKeywords: ["pizza"] });

  it("shows only a campaign's own merchants' coupon codes when it has any, else its categories', each offer once", () => {
    const codes = campaignCouponCodes(byMerchants([7]), [
      [coupon(1, "a"), coupon(7, "b")],
      [coupon(7, "b"), coupon(2, "c"), coupon(7, "d")],
    ]);
    expect(codes.map((c) => c.componentUID)).toEqual(["b", "d"]);
    const all = campaignCouponCodes(byMerchants([]), [
      [coupon(1, "a"), coupon(2, "b")],
      [coupon(2, "b"), coupon(3, "c")],
    ]);
    expect(all.map((c) => c.componentUID)).toEqual(["a", "b", "c"]);
    expect(campaignCouponCodes(byMerchants([]), [[coupon(1, "a"), coupon(2, "b"), coupon(3, "c")]], 2)).toHaveLength(2);
  });

  it("puts the codes whose shop or offer names a campaign's word before the rest of its categories'", () => {
    const codes = campaignCouponCodes(byMerchants([]), [
      [
        coupon(1, "coffee", "Fairway Coffee Roasters", "Gift with Purchase"),
        coupon(2, "pie", "Crust Co.", "Free PIZZA with any order"),
      ],
      [coupon(3, "chain", "Pizza Palace", "$5 off"), coupon(4, "snacks", "Maple Snacks", "$25 off")],
    ]);
    expect(codes.map((c) => c.componentUID)).toEqual(["pie", "chain", "coffee", "snacks"]);
  });

  it("keeps the Clipp deals whose category or offer names a deal keyword", () => {
    const deal = (id: string, category: string, value: string) =>
      ({ id, categoryNames: [category], valueDescription: value }) as Deal;
    const deals = [
      deal("1", "Restaurants", "$20 for $40"),
      deal("2", "Retail", "Admission for two"),
      deal("3", "Automotive", "Oil change"),
    ];
    expect(campaignDeals(["restaurants", "admission"], deals).map((d) => d.id)).toEqual(["1", "2"]);
    expect(campaignDeals([], deals)).toEqual([]);
  });

  const parks: AttractionLocation[] = [
    { name: "West", address: "", city: "Carlsbad", state: "CA", zip: "92008", lat: 33.1261, lng: -117.3115 },
    { name: "South", address: "", city: "Winter Haven", state: "FL", zip: "33884", lat: 27.9886, lng: -81.6906 },
    { name: "North", address: "", city: "Goshen", state: "NY", zip: "10924", lat: 41.3704, lng: -74.3532 },
  ];

  it("lists an attraction's locations nearest to the visitor first, with miles to one decimal", () => {
    const near = attractionsNearby(parks, { lat: 27.7723, lng: -82.6386 }, 2);
    expect(near.map((p) => p.name)).toEqual(["South", "North"]);
    expect(near[0]?.distance).toBe(distanceMiles({ lat: 27.7723, lng: -82.6386 }, { lat: 27.9886, lng: -81.6906 }));
    expect(near[0]?.distance).toBeGreaterThan(50);
    expect(near[0]?.distance).toBeLessThan(70);
  });

  it("lists every location by state, without distances, when the visitor's place is unknown", () => {
    expect(attractionsNearby(parks, null).map((p) => [p.state, p.distance])).toEqual([
      ["CA", null],
      ["FL", null],
      ["NY", null],
    ]);
  });
});

describe("contest dates and lists", () => {
  it("prints a contest's last moment as the Eastern Time day it belongs to", () => {
    expect(contestDateText("2026-12-01T04:59:59.000Z")).toBe("November 30, 2026");
    expect(contestDateText("not a date")).toBeNull();
  });

  it("groups contests as open, upcoming and past, newest first", () => {
    const c = (id: string, startDate: string, endDate: string) => ({ id, startDate, endDate });
    const grouped = contestsByStatus(
      [
        c("a", "2025-01-01", "2025-02-01"),
        c("b", "2026-10-01", "2027-01-01"),
        c("c", "2025-06-01", "2025-07-01"),
        c("d", "2027-01-01", "2027-02-01"),
      ],
      now,
    );
    expect([grouped.open, grouped.upcoming, grouped.closed].map((g) => g.map((x) => x.id))).toEqual([
      ["b"],
      ["d"],
      ["c", "a"],
    ]);
  });
});
