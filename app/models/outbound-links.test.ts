import { describe, expect, it } from "vitest";
import { affiliateUrl, clippDealUrl, couponActionLabel } from "./outbound-links";

describe("outbound links", () => {
  it("appends the reference id to the merchant's affiliate link", () => {
    expect(affiliateUrl({ offerURL: "https://shop.example/deal?a=1", componentUID: "sdc_1_2_3_44" })).toBe(
      "https://shop.example/deal?a=1&refId=sdc_1_2_3_44",
    );
  });

  it.each(["javascript:alert(1)", "not a url", "ftp://files.example/x"])("refuses %s", (offerURL) => {
    expect(affiliateUrl({ offerURL, componentUID: "x" })).toBeNull();
  });

  it("says 'Get Code' only when there is a code", () => {
    expect(couponActionLabel({ couponCode: "SAVE10" })).toBe("Get Code");
    expect(couponActionLabel({ couponCode: null })).toBe("Activate");
    expect(couponActionLabel({ couponCode: "" })).toBe("Activate");
  });

  it("builds the partner deal URL from business and offer ids and slugs, with activity and referral", () => {
    expect(clippDealUrl({ id: "77", slug: "two-pizzas", business: { id: "12", slug: "tonys" } })).toBe(
      "https://www.clipp.example/12-tonys/deals/77-two-pizzas?activity=view&ref=valuvo",
    );
    expect(clippDealUrl({ id: "7 7", slug: "a/b", business: { id: "1", slug: "x" } }, "share")).toBe(
      "https://www.clipp.example/1-x/deals/7%207-a%2Fb?activity=share&ref=valuvo",
    );
  });
});
