import { describe, expect, it } from "vitest";
import type { LocalListing } from "./local-listing";
import type { SdcCoupon } from "./sdc-coupon";
import { suggestionGroups } from "./search-suggestions";

const listing = (id: number, name: string) =>
  ({
    businessProfileId: id,
    businessName: name,
    naicDescription: "Barber Shops",
    offers: [{ title: "$5 Off Any Haircut" }],
    location: { id: 900 + id },
    service: null,
  }) as unknown as LocalListing;

const coupon = (uid: string) => ({ businessName: "Shop", title: "10% Off", componentUID: uid }) as SdcCoupon;

describe("suggestionGroups", () => {
  const results = {
    term: "haircut",
    notFound: false,
    locationListings: [1, 2, 3, 4].map((i) => listing(i, `Cuts ${i}`)),
    serviceListings: [],
    sdcListings: [coupon("sdc_1_2_3_44_x")],
  };

  it("lists up to three of each non-empty group, with the results page's headings", () => {
    const groups = suggestionGroups(results, "tampa-fl");
    expect(groups.map((g) => g.heading)).toEqual(["Coupons for Businesses Near You", "Coupon Codes for Online Shops"]);
    expect(groups[0]!.items).toHaveLength(3);
    expect(groups[0]!.items[0]).toEqual({ label: "Cuts 1", detail: "$5 Off Any Haircut", href: "/local/tampa-fl/cuts-1-1?store=901" });
    expect(groups[1]!.items[0]!.href).toBe("/coupon-codes?cpncode=sdc_1_2_3_44_x");
  });

  it("leaves local groups out without a location to link them to", () => {
    expect(suggestionGroups(results, null).map((g) => g.heading)).toEqual(["Coupon Codes for Online Shops"]);
  });
});
