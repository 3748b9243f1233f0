import { describe, expect, it } from "vitest";
import {
  canonicalDealPath,
  corporateDealsInCity,
  corporateDirectory,
  dealListedUnder,
  directoryDealJsonLd,
  readDirectorySegment,
  type DirectoryDeal,
  type DirectoryDealLocation,
} from "./directory-deals";

const CORPORATE = { franchiseId: 3477, owner: "Valuvo Corporate LLC" };
const FRANCHISED = { franchiseId: 3500, owner: "Suncoast Savings Inc" };

function location(city: string, franchise: DirectoryDealLocation["franchise"], id = city): DirectoryDealLocation {
  return {
    id,
    address1: "1 Main St",
    address2: "",
    city,
    state: "FL",
    zip: "33701",
    phone: "(727) 555-0100",
    latitude: 27.77,
    longitude: -82.64,
    franchise,
  };
}

function deal(
  id: string,
  categorySlugs: string[],
  locations: DirectoryDealLocation[],
  extra: Partial<DirectoryDeal> = {},
): DirectoryDeal {
  return {
    id,
    slug: `deal-${id}`,
    valueDescription: "$60 Value",
    description: "Two premium car washes",
    fullValue: 60,
    offerPrice: 24,
    priceDropPrice: null,
    discount: "60% OFF",
    urgency: null,
    popularity: null,
    finePrint: "Limit 1 per person.",
    categoryNames: categorySlugs.map((slug) => slug.toUpperCase()),
    categorySlugs,
    soldOut: false,
    validThrough: "2028-03-30",
    business: {
      id: "41004",
      name: "Gleam Team Auto Spa",
      description: "",
      logoUrl: "https://img.example/logo.svg",
      slug: "gleam-team",
    },
    imageUrl: "https://img.example/deal.svg",
    locations,
    ...extra,
  };
}

describe("readDirectorySegment", () => {
  const categories = ["restaurants", "beauty-spas", "drive-in"];
  it.each([
    ["restaurants", { kind: "category", slug: "restaurants" }],
    ["drive-in", { kind: "category", slug: "drive-in" }],
    ["saint-petersburg-fl", { kind: "city", slug: "saint-petersburg-fl" }],
    ["tampa-fl", { kind: "city", slug: "tampa-fl" }],
    ["walk-in", { kind: "city", slug: "walk-in" }],
    ["things-to-do", null],
    ["tampa-zz", null],
    ["Tampa-FL", null],
    ["tampa--fl", null],
    ["", null],
    ["<script>", null],
  ])("reads %j as %j", (segment, expected) => expect(readDirectorySegment(segment, categories)).toEqual(expected));
});

describe("the territory rule on the directory's lists", () => {
  const inTampaOnlyFranchised = deal(
    "1",
    ["restaurants"],
    [location("Tampa", FRANCHISED), location("Largo", CORPORATE)],
  );
  const inTampaCorporate = deal("2", ["restaurants"], [location("Tampa", CORPORATE)]);
  const onlyFranchised = deal("3", ["retail"], [location("Jacksonville", FRANCHISED)]);

  it("lists in a city only the deals with a corporate location there", () => {
    expect(
      corporateDealsInCity([inTampaOnlyFranchised, inTampaCorporate, onlyFranchised], "tampa-fl").map((d) => d.id),
    ).toEqual(["2"]);
    expect(corporateDealsInCity([inTampaOnlyFranchised, inTampaCorporate], "largo-fl").map((d) => d.id)).toEqual(["1"]);
  });

  it("keeps only a listed deal's corporate locations", () => {
    const [listed] = corporateDealsInCity([inTampaOnlyFranchised], "largo-fl");
    expect(listed?.locations.map((l) => l.city)).toEqual(["Largo"]);
  });

  it("counts corporate deals per category and city and leaves out empty ones", () => {
    const directory = corporateDirectory(
      [
        { slug: "restaurants", name: "Restaurants", dealCount: 2 },
        { slug: "retail", name: "Retail", dealCount: 1 },
      ],
      [
        { slug: "jacksonville-fl", city: "Jacksonville", state: "FL", dealCount: 1 },
        { slug: "largo-fl", city: "Largo", state: "FL", dealCount: 1 },
        { slug: "tampa-fl", city: "Tampa", state: "FL", dealCount: 2 },
      ],
      [inTampaOnlyFranchised, inTampaCorporate, onlyFranchised, inTampaCorporate],
    );
    expect(directory.categories).toEqual([{ slug: "restaurants", name: "Restaurants", dealCount: 2 }]);
    expect(directory.cities.map((c) => [c.slug, c.dealCount])).toEqual([
      ["largo-fl", 1],
      ["tampa-fl", 1],
    ]);
  });
});

describe("a deal's page", () => {
  const washes = deal("83005", ["automotive"], [location("Largo", CORPORATE), location("Clearwater", CORPORATE)]);

  it.each([
    [{ kind: "category", slug: "automotive" } as const, true],
    [{ kind: "category", slug: "restaurants" } as const, false],
    [{ kind: "city", slug: "clearwater-fl" } as const, true],
    [{ kind: "city", slug: "tampa-fl" } as const, false],
  ])("is listed under %j: %s", (segment, expected) => expect(dealListedUnder(washes, segment)).toBe(expected));

  it("has one canonical path, under its first category, else its first city", () => {
    expect(canonicalDealPath(washes)).toBe("/coupons/deals/automotive/83005");
    expect(canonicalDealPath({ ...washes, categorySlugs: [] })).toBe("/coupons/deals/largo-fl/83005");
  });
});

describe("directoryDealJsonLd", () => {
  const url = "https://www.valuvo.example/coupons/deals/automotive/83005";

  it.each([
    ["an offer price", { priceDropPrice: null, soldOut: false }, "24.00", "https://schema.org/InStock"],
    ["a price drop", { priceDropPrice: 19.5, soldOut: false }, "19.50", "https://schema.org/InStock"],
    ["a sold-out deal", { priceDropPrice: null, soldOut: true }, "24.00", "https://schema.org/SoldOut"],
  ])("prices %s and says whether it can be bought", (_name, extra, price, availability) => {
    const ld = directoryDealJsonLd(deal("83005", ["automotive"], [location("Largo", CORPORATE)], extra), url);
    expect(ld).toMatchObject({
      "@type": "Offer",
      price,
      priceCurrency: "USD",
      availability,
      validThrough: "2028-03-30",
      url,
    });
  });

  it("names where the deal is redeemed", () => {
    const ld = directoryDealJsonLd(deal("83005", ["automotive"], [location("Largo", CORPORATE)]), url);
    expect(ld.availableAtOrFrom).toEqual([
      expect.objectContaining({
        address: expect.objectContaining({
          streetAddress: "1 Main St",
          addressLocality: "Largo",
          addressRegion: "FL",
          postalCode: "33701",
        }),
      }),
    ]);
  });
});
