import { describe, expect, it } from "vitest";
import type { Deal } from "./deal";
import { FEATURED_ORG_ID } from "./featured-sort";
import type { LocalListing } from "./local-listing";
import type { SdcCoupon } from "./sdc-coupon";
import {
  isEmptySearch,
  isSearchable,
  searchGroups,
  searchLocationPrompt,
  emptyGroupText,
  placeCategoryLinks,
  searchTermOf,
  suggestionGroups,
  type SearchGroups,
  type SiteSearchResults,
} from "./search-results";

const listing = (id: number, name = `Cuts ${id}`) =>
  ({
    businessProfileId: id,
    businessName: name,
    naicDescription: "Barber Shops",
    orgIds: [],
    offers: [{ title: "$5 Off Any Haircut" }],
    location: { id: 900 + id, addressLine1: "1 Main St", addressLine2: "", addressLine3: "Tampa, FL 33602" },
    service: null,
  }) as unknown as LocalListing;

const coupon = (uid: string) => ({ businessName: "Shop", title: "10% Off", componentUID: uid }) as SdcCoupon;
const deal = (id: string) =>
  ({ id, business: { name: "Spa" }, valueDescription: "$40 for a massage" }) as unknown as Deal;
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

const results = (over: Partial<SiteSearchResults> = {}): SiteSearchResults => ({
  term: "haircut",
  notFound: false,
  locationListings: range(10).map((i) => listing(i)),
  serviceListings: range(2).map((i) => listing(100 + i)),
  sdcListings: range(10).map((i) => coupon(`sdc_${i}`)),
  ...over,
});

describe("searchGroups", () => {
  const everywhere = { hasPlace: true, dealsAllowed: true };
  it("shows at most 9 of each group (SPEC §9)", () => {
    const groups = searchGroups(
      results(),
      range(12).map((i) => deal(`d${i}`)),
      everywhere,
    );
    expect([groups.near.length, groups.serving.length, groups.deals.length, groups.online.length]).toEqual([
      9, 2, 9, 9,
    ]);
  });
  it("shows no partner deals outside a corporate-owned territory (SPEC §4)", () => {
    expect(searchGroups(results(), [deal("d1")], { hasPlace: true, dealsAllowed: false }).deals).toEqual([]);
  });
  it("shows no local groups without a place to link them to", () => {
    const groups = searchGroups(results(), [], { hasPlace: false, dealsAllowed: false });
    expect([groups.near.length, groups.serving.length, groups.online.length]).toEqual([0, 0, 9]);
  });
  it("keeps only the keyword deals when the feed answered RESOURCE_NOT_FOUND (SPEC §8)", () => {
    const groups = searchGroups(results({ notFound: true }), [deal("d1")], everywhere);
    expect(groups).toEqual({ near: [], serving: [], deals: [deal("d1")], online: [] });
    expect(isEmptySearch(groups)).toBe(false);
  });
  it("lists the featured organisation first in each local group, then nearest first (SPEC §9)", () => {
    const at = (id: number, distance: number | null, orgIds: number[] = []) => ({
      ...listing(id),
      distance,
      orgIds,
    });
    const groups = searchGroups(
      results({
        locationListings: [at(1, 3.0), at(2, null), at(3, 19.7, [FEATURED_ORG_ID]), at(4, 1.2), at(5, 3.0)],
        serviceListings: [at(11, 0.4), at(12, null, [FEATURED_ORG_ID])],
      }),
      [],
      everywhere,
    );
    expect(groups.near.map((l) => l.businessProfileId)).toEqual([3, 4, 1, 5, 2]);
    expect(groups.serving.map((l) => l.businessProfileId)).toEqual([12, 11]);
  });
  it("is empty when the feed failed and no deal matched", () => {
    expect(isEmptySearch(searchGroups(null, [], everywhere))).toBe(true);
  });
});

describe("search terms", () => {
  it.each([
    ["  pizza  ", "pizza", true],
    ["ab", "ab", false],
    [null, "", false],
    ["x".repeat(150), "x".repeat(100), true],
  ])("reads %j as %j (searchable: %s)", (raw, term, searchable) => {
    expect(searchTermOf(raw)).toBe(term);
    expect(isSearchable(searchTermOf(raw))).toBe(searchable);
  });
});

describe("suggestionGroups", () => {
  const groups = searchGroups(results({ serviceListings: [] }), [deal("d1")], { hasPlace: true, dealsAllowed: true });

  it("lists the page's groups with its headings, each item a link", () => {
    const found = suggestionGroups(groups, "hair cut", "tampa-fl");
    expect(found.map((g) => g.heading)).toEqual([
      "Coupons for Businesses Near You",
      "Clipp Deals Near You",
      "Coupon Codes for Online Shops",
    ]);
    expect(found[0]!.items).toHaveLength(9);
    expect(found[0]!.items[0]).toEqual({
      label: "Cuts 1",
      detail: "$5 Off Any Haircut",
      href: "/local/tampa-fl/cuts-1-1?store=901",
    });
    expect(found[1]!.items[0]).toEqual({
      label: "Spa",
      detail: "$40 for a massage",
      href: "/search?term=hair+cut&deal=d1",
    });
    expect(found[2]!.items[0]!.href).toBe("/coupon-codes?cpncode=sdc_1");
  });

  it("leaves local groups out without a location to link them to", () => {
    expect(suggestionGroups(groups, "haircut", null).map((g) => g.heading)).toEqual([
      "Clipp Deals Near You",
      "Coupon Codes for Online Shops",
    ]);
  });
});

describe("searchLocationPrompt", () => {
  const none: SearchGroups = { near: [], serving: [], deals: [], online: [] };
  const place = { label: "Saint Petersburg, FL", slug: "saint-petersburg-fl" };
  const local = listing(1);
  const table: [string, Parameters<typeof searchLocationPrompt>[0], ReturnType<typeof searchLocationPrompt>][] = [
    [
      "a short term asks for nothing",
      { term: "pi", place: null, groups: none, message: null, placeHasCoupons: null, notFound: false },
      null,
    ],
    [
      "no place: Find Local, not focused",
      { term: "pizza", place: null, groups: none, message: null, placeHasCoupons: null, notFound: false },
      { kind: "find-local", focus: false },
    ],
    [
      "no place and a failed search: Find Local, focused",
      { term: "pizza", place: null, groups: none, message: "down", placeHasCoupons: null, notFound: false },
      { kind: "find-local", focus: true },
    ],
    // Issue 25: the location message only when the location is the problem.
    [
      "a place without any local coupons: update your location",
      { term: "pizza", place, groups: none, message: null, placeHasCoupons: false, notFound: false },
      { kind: "update-location" },
    ],
    [
      "a covered place whose businesses do not match: nothing",
      { term: "pizza", place, groups: none, message: null, placeHasCoupons: true, notFound: false },
      null,
    ],
    [
      "a covered place, only coupon codes matching: nothing",
      {
        term: "pizza",
        place,
        groups: { ...none, online: [coupon("sdc_1")] },
        message: null,
        placeHasCoupons: true,
        notFound: false,
      },
      null,
    ],
    [
      "a place and a failed search: the failure's message, not the location's",
      { term: "pizza", place, groups: none, message: "down", placeHasCoupons: null, notFound: false },
      null,
    ],
    [
      "a place with nearby results: nothing",
      {
        term: "pizza",
        place,
        groups: { ...none, near: [local] as never },
        message: null,
        placeHasCoupons: true,
        notFound: false,
      },
      null,
    ],
    [
      "a place and RESOURCE_NOT_FOUND: no location message, the words found nothing",
      { term: "zzzz", place, groups: none, message: null, notFound: true, placeHasCoupons: null },
      null,
    ],
    [
      "a place without any coupons and RESOURCE_NOT_FOUND: the place is still why, said once",
      { term: "pizza", place, groups: none, message: null, notFound: true, placeHasCoupons: false },
      { kind: "update-location" },
    ],
    [
      "no place and RESOURCE_NOT_FOUND: Find Local, not focused",
      { term: "zzzz", place: null, groups: none, message: null, notFound: true, placeHasCoupons: null },
      { kind: "find-local", focus: false },
    ],
  ];
  it.each(table)("%s", (_name, data, expected) => {
    expect(searchLocationPrompt(data)).toEqual(expected);
  });
});

describe("emptyGroupText", () => {
  it("says for each group what its words did not find", () => {
    expect(emptyGroupText("near", "pizza", "Boise, ID")).toBe(
      "No coupons from businesses near Boise, ID match “pizza”.",
    );
    expect(emptyGroupText("serving", "pizza", "Boise, ID")).toBe(
      "No businesses serving Boise, ID have coupons matching “pizza”.",
    );
    expect(emptyGroupText("online", "pizza", null)).toBe("No online coupon codes match “pizza”.");
  });
});

describe("placeCategoryLinks", () => {
  it("lists the place's categories with coupons, in the site's order, each with its page under the place", () => {
    expect(placeCategoryLinks("tulsa-ok", [{ categoryId: 101 }, { categoryId: 108 }, { categoryId: 108 }])).toEqual([
      { title: "Restaurants", href: "/local/tulsa-ok/restaurants", count: 2 },
      { title: "Automotive", href: "/local/tulsa-ok/automotive", count: 1 },
    ]);
    expect(placeCategoryLinks("tulsa-ok", [])).toEqual([]);
  });
});
