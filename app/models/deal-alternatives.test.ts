import { describe, expect, it } from "vitest";
import { distanceMiles } from "./distance";
import { nearestDealCities, noDealsHere, noDealsReason } from "./deal-alternatives";
import type { DirectoryDeal, DirectoryDealLocation } from "./directory-deals";

const CORPORATE = { franchiseId: 3477, owner: "Valuvo Corporate LLC" };
const FRANCHISED = { franchiseId: 3500, owner: "Suncoast Savings Inc" };

function at(
  city: string,
  latitude: number,
  longitude: number,
  franchise: DirectoryDealLocation["franchise"] = CORPORATE,
): DirectoryDealLocation {
  return {
    id: `${city}-${latitude}`,
    address1: "1 Main St",
    address2: "",
    city,
    state: "FL",
    zip: "33701",
    phone: "",
    latitude,
    longitude,
    franchise,
  };
}

function deal(id: string, locations: DirectoryDealLocation[]): DirectoryDeal {
  return {
    id,
    slug: `deal-${id}`,
    valueDescription: "$60 Value",
    description: "Two car washes",
    fullValue: 60,
    offerPrice: 24,
    priceDropPrice: null,
    discount: "60% OFF",
    urgency: null,
    popularity: null,
    finePrint: "",
    categoryNames: ["Automotive"],
    categorySlugs: ["automotive"],
    soldOut: false,
    validThrough: "2028-03-30",
    business: { id: "1", name: "Gleam", description: "", logoUrl: "", slug: "gleam" },
    imageUrl: "",
    locations,
  };
}

const FORT_MYERS = { lat: 26.5681, lng: -81.8736 };

describe("why a place has no Clipp deals", () => {
  it("a franchised place: a local franchise serves it", () => {
    expect(noDealsReason("Boise, ID", { corporateOwned: false, franchiseId: 3035 })).toBe(
      "Clipp deals aren't offered near Boise, ID: a local Valuvo franchise serves Boise, ID, and Clipp deals come only in the areas Valuvo serves itself.",
    );
  });

  it("a company-owned place: none within the deals' 30 miles, and no franchise claimed", () => {
    const reason = noDealsReason("Fargo, ND", { corporateOwned: true, franchiseId: null });
    expect(reason).toBe("There are no Clipp deals within 30 miles of Fargo, ND right now.");
    expect(noDealsReason("Saint Petersburg, FL", { corporateOwned: true, franchiseId: 3477 })).not.toMatch(/franchise/);
  });

  it("a company-owned place whose deals did not answer: no claim that it has none", () => {
    const reason = noDealsReason("Tampa, FL", { corporateOwned: true, franchiseId: null, dealsUnanswered: true });
    expect(reason).toBe("Clipp deals near Tampa, FL can't be shown just now. Please check back in a few minutes.");
    expect(reason).not.toMatch(/no Clipp deals/);
  });

  it("never the upstream's jargon", () => {
    for (const territory of [
      { corporateOwned: true, franchiseId: null },
      { corporateOwned: false, franchiseId: 3035 },
      { corporateOwned: false, franchiseId: null },
    ]) {
      expect(noDealsReason("Bangor, ME", territory)).not.toMatch(/geography|Clipp offers for/i);
    }
  });
});

describe("the nearest cities with Clipp deals", () => {
  const deals = [
    deal("1", [at("Tampa", 27.9506, -82.4572), at("Naples", 26.142, -81.7948, FRANCHISED)]),
    deal("2", [at("Sarasota", 27.3364, -82.5307, { franchiseId: 3453, owner: "Gulf Coast Coupons" })]),
    deal("3", [at("Clearwater", 27.9659, -82.8001), at("Tampa", 27.98, -82.5)]),
    deal("3", [at("Miami", 25.7617, -80.1918)]),
  ];

  it("nearest first, great-circle miles to one decimal, each city's nearest corporate location, franchised ones left out", () => {
    const cities = nearestDealCities(deals, FORT_MYERS);
    expect(cities.map((c) => c.label)).toEqual(["Tampa, FL", "Clearwater, FL"]);
    expect(cities[0]).toEqual({
      label: "Tampa, FL",
      slug: "tampa-fl",
      miles: distanceMiles(FORT_MYERS, { lat: 27.9506, lng: -82.4572 }),
      path: "/coupons/deals/tampa-fl",
    });
    for (const city of cities) expect(Number.isInteger(city.miles * 10)).toBe(true);
  });

  it("keeps the count asked for", () => {
    const many = Array.from({ length: 9 }, (_, i) => deal(String(10 + i), [at(`Town${i}`, 27 + i / 10, -82)]));
    expect(nearestDealCities(many, FORT_MYERS)).toHaveLength(5);
    expect(nearestDealCities(many, FORT_MYERS, 2)).toHaveLength(2);
  });

  it("goes with the reason and the deals directory", () => {
    expect(noDealsHere("Fort Myers, FL", { corporateOwned: true, franchiseId: null }, deals, FORT_MYERS)).toMatchObject(
      {
        reason: "There are no Clipp deals within 30 miles of Fort Myers, FL right now.",
        directoryPath: "/coupons/deals",
      },
    );
  });
});
