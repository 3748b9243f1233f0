import { FEATURED_ORG_ID } from "./featured-sort";
import type { LocalListing } from "./local-listing";
import { measuredFrom, nearestFirst, presentListing, presentListings } from "./listing-presentation";

function listing(overrides: Partial<LocalListing>): LocalListing {
  return {
    componentUID: "c1",
    businessName: "Plain Name",
    businessProfileId: 1,
    configId: 1,
    configDetailId: 1,
    configDetailValidForId: 1,
    orgIds: [1],
    logoURL: "",
    offerURL: "",
    bppUrl: "",
    naicDescription: "",
    categoryId: 108,
    printable: true,
    serviceBusiness: false,
    service: null,
    location: {
      id: 1,
      latitude: 27.9506,
      longitude: -82.4572,
      addressLine1: "",
      addressLine2: "",
      addressLine3: "",
      phone: "",
      singleLineAddress: "",
      addressDescription: "",
    },
    userLocation: { latitude: 27.7676, longitude: -82.6403 },
    distance: 3.14159,
    otherAvailableLocations: 0,
    franchiseId: null,
    franchisePhone: null,
    owner: null,
    listingType: "valuvo",
    offers: [],
    expiry: null,
    ...overrides,
  };
}

describe("presentListing", () => {
  it.each([
    ["Tony&#39;s Pizza", "Tony's Pizza"],
    ["Ben &amp; Jerry&#8217;s", "Ben & Jerry\u2019s"],
    ["Plain Name", "Plain Name"],
  ])("decodes the business name %j as %j", (raw, shown) => {
    expect(presentListing(listing({ businessName: raw })).businessName).toBe(shown);
  });

  it.each([
    ["rounds the upstream distance to one decimal", { distance: 3.14159 }, 3.1],
    ["measures from the visitor when the upstream gave none", { distance: null }, 16.9],
    ["leaves a service business without a storefront at null", { distance: null, location: null }, null],
  ])("%s", (_name, overrides, distance) => {
    expect(presentListing(listing(overrides)).distance).toBe(distance);
  });
});

describe("presentListing's trade name", () => {
  it("adds the everyday name of the industry label, keeping the label", () => {
    const shown = presentListing(
      listing({ naicDescription: "Offices of Physicians (except Mental Health Specialists)" }),
    );
    expect(shown.categoryName).toBe("Doctor");
    expect(shown.naicDescription).toBe("Offices of Physicians (except Mental Health Specialists)");
  });
});

describe("presentListings", () => {
  it("puts the featured organisation first and drops nothing", () => {
    const listings = [
      listing({ componentUID: "a" }),
      listing({ componentUID: "b", orgIds: [FEATURED_ORG_ID] }),
      listing({ componentUID: "c" }),
    ];
    expect(presentListings(listings).map((l) => l.componentUID)).toEqual(["b", "a", "c"]);
  });

  it("keeps the upstream's order after the featured organisation (a search answer is ranked by relevance)", () => {
    const listings = [
      listing({ componentUID: "a", distance: 2.2 }),
      listing({ componentUID: "b", distance: 11.3 }),
      listing({ componentUID: "c", distance: 1.4 }),
    ];
    expect(presentListings(listings).map((l) => l.distance)).toEqual([2.2, 11.3, 1.4]);
  });
});

describe("nearestFirst", () => {
  const item = (id: string, distance: number | null, orgIds = [1]) => ({ id, distance, orgIds });

  it("puts the featured organisation first however far, then the nearest", () => {
    const sorted = nearestFirst([item("far", 9.5), item("featured", 20, [FEATURED_ORG_ID]), item("near", 0.4)]);
    expect(sorted.map((l) => l.id)).toEqual(["featured", "near", "far"]);
  });

  it("puts listings without a distance (services without a storefront) last, in the order they came", () => {
    const sorted = nearestFirst([item("x", null), item("b", 3), item("y", Number.NaN), item("a", 1)]);
    expect(sorted.map((l) => l.id)).toEqual(["a", "b", "x", "y"]);
  });

  it("keeps the upstream's order between listings equally far, and leaves its input alone", () => {
    const input = [item("first", 2), item("second", 2), item("near", 1)];
    expect(nearestFirst(input).map((l) => l.id)).toEqual(["near", "first", "second"]);
    expect(input.map((l) => l.id)).toEqual(["first", "second", "near"]);
  });
});

describe("measuredFrom (issue 25: one distance for one store and place, whatever page)", () => {
  it("measures each storefront from the visitor's exact place, not the rounded point it was fetched at", () => {
    // Fetched at the rounded point 27.95,-82.46, whose distance the answer carries.
    const fetched = [listing({ distance: 0.2 }), listing({ location: null, distance: null })];
    const exact = { lat: 27.9506, lng: -82.4572 };
    const shown = measuredFrom(fetched, exact);
    expect(shown[0]!.distance).toBe(0);
    expect(shown[1]).toBe(fetched[1]);
    expect(measuredFrom(fetched, { lat: 27.9651, lng: -82.4572 })[0]!.distance).toBe(1);
    // The same place again: the same list, not another copy.
    expect(measuredFrom(fetched, exact)).toBe(shown);
  });

  it("puts a place's list nearest first, as the feed's own order (2.2, 11.3 … 1.4 mi) was not", () => {
    const at = (componentUID: string, latitude: number) =>
      listing({ componentUID, location: { ...listing({}).location!, latitude, longitude: -82.4572 } });
    const shown = measuredFrom([at("b", 28.1), at("c", 28.3), at("a", 27.96)], { lat: 27.9506, lng: -82.4572 });
    expect(shown.map((l) => l.componentUID)).toEqual(["a", "b", "c"]);
  });

  it("orders again by the distances from the visitor's place, which can differ from the rounded point's", () => {
    const fetched = [
      listing({
        componentUID: "north",
        distance: 0.5,
        location: { ...listing({}).location!, latitude: 28.0, longitude: -82.4572 },
      }),
      listing({
        componentUID: "here",
        distance: 0.6,
        location: { ...listing({}).location!, latitude: 27.9506, longitude: -82.4572 },
      }),
    ];
    const shown = measuredFrom(fetched, { lat: 27.9506, lng: -82.4572 });
    expect(shown.map((l) => l.componentUID)).toEqual(["here", "north"]);
    expect(shown.map((l) => l.distance)).toEqual([0, 3.4]);
  });
});
