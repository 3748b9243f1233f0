import { FEATURED_ORG_ID } from "./featured-sort";
import type { LocalListing } from "./local-listing";
import { measuredFrom, presentListing, presentListings } from "./listing-presentation";

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

describe("presentListings", () => {
  it("puts the featured organisation first and drops nothing", () => {
    const listings = [
      listing({ componentUID: "a" }),
      listing({ componentUID: "b", orgIds: [FEATURED_ORG_ID] }),
      listing({ componentUID: "c" }),
    ];
    expect(presentListings(listings).map((l) => l.componentUID)).toEqual(["b", "a", "c"]);
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
});
