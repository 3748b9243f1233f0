import { businessProfileSchema, localListingSchema, sdcCouponSchema } from "./schemas.server";

const coupon = {
  merchantId: 1,
  businessName: "Nimbus Academy",
  logoURL: "https://logo.example/n.svg",
  altTitle: "Save",
  title: "20% Off",
  description: "Use code SAVE20.",
  category: "education-training",
  couponCode: "SAVE20",
  printable: false,
  offerURL: "https://nimbus.example/",
  componentUID: "sdc_education-training_1_2_1_0",
};

describe("an online offer's optional expiry and verification (decision 031)", () => {
  it("keeps calendar days and a null expiry (never expires)", () => {
    expect(
      sdcCouponSchema.parse({ ...coupon, expirationDate: "2026-12-31", lastVerifiedDate: "2026-11-20" }),
    ).toMatchObject({
      expirationDate: "2026-12-31",
      lastVerifiedDate: "2026-11-20",
    });
    expect(sdcCouponSchema.parse({ ...coupon, expirationDate: null }).expirationDate).toBeNull();
  });

  it("reads an offer without them as the spec's entity", () => {
    const parsed = sdcCouponSchema.parse(coupon);
    expect(parsed.expirationDate).toBeUndefined();
    expect(parsed.lastVerifiedDate).toBeUndefined();
  });

  it.each([["tomorrow"], ["2026-13-01"], [20261231], [""]])(
    "drops a malformed date (%j) and keeps the offer",
    (bad) => {
      const parsed = sdcCouponSchema.parse({ ...coupon, expirationDate: bad, lastVerifiedDate: bad });
      expect(parsed.title).toBe("20% Off");
      expect(parsed.expirationDate).toBeUndefined();
      expect(parsed.lastVerifiedDate).toBeUndefined();
    },
  );
});

/** A listing with exactly SPEC §3's fields, nothing more. */
const specListing = {
  componentUID: "valuvo_108_1_2_3",
  businessName: "Nimbus Threads",
  businessProfileId: 3,
  configId: 1,
  configDetailId: 200001,
  configDetailValidForId: 400001,
  orgIds: [410001],
  logoURL: "https://logo.example/n.svg",
  offerURL: "https://nimbus.example/",
  bppUrl: "/local/tulsa-ok/nimbus-threads-3",
  naicDescription: "Clothing Stores",
  printable: false,
  serviceBusiness: false,
  service: null,
  location: null,
  userLocation: { latitude: 36.15, longitude: -95.99 },
  distance: null,
  otherAvailableLocations: 0,
  franchiseId: null,
  franchisePhone: null,
  owner: null,
  listingType: "valuvo",
  offers: [
    {
      offerId: "7",
      title: "10% Off",
      disclaimers: "One per visit.",
      displayExpiration: true,
      offerExpirationDate: "2027-03-01",
      redemptionImageFound: false,
      redemptionImageFileName: null,
    },
  ],
  expiry: "2027-03-01",
};

describe("upstream shapes require only what SPEC §3 defines", () => {
  it("reads a listing without a category (not a SPEC §3 field) as one of All (100)", () => {
    expect(localListingSchema.parse(specListing).categoryId).toBe(100);
    expect(localListingSchema.parse({ ...specListing, categoryId: 108 }).categoryId).toBe(108);
  });

  it("still refuses a listing missing a field SPEC §3 names", () => {
    const { offers: _offers, ...withoutOffers } = specListing;
    expect(localListingSchema.safeParse(withoutOffers).success).toBe(false);
  });

  it("reads a business profile of only the listing's fields, the rest at their defaults", () => {
    expect(businessProfileSchema.parse(specListing)).toMatchObject({
      categoryId: 100,
      description: "",
      websiteURL: null,
      openingHours: [],
      priceRange: null,
      locations: [],
    });
  });
});
