import { sdcCouponSchema } from "./schemas.server";

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
    expect(sdcCouponSchema.parse({ ...coupon, expirationDate: "2026-12-31", lastVerifiedDate: "2026-11-20" })).toMatchObject({
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

  it.each([["tomorrow"], ["2026-13-01"], [20261231], [""]])("drops a malformed date (%j) and keeps the offer", (bad) => {
    const parsed = sdcCouponSchema.parse({ ...coupon, expirationDate: bad, lastVerifiedDate: bad });
    expect(parsed.title).toBe("20% Off");
    expect(parsed.expirationDate).toBeUndefined();
    expect(parsed.lastVerifiedDate).toBeUndefined();
  });
});
