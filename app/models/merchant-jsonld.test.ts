import { describe, expect, it } from "vitest";
import { merchantJsonLd } from "./merchant-jsonld";
import type { SdcCoupon } from "./sdc-coupon";

const coupon = (over: Partial<SdcCoupon>): SdcCoupon => ({
  merchantId: 1,
  businessName: "Acme",
  logoURL: "",
  altTitle: "",
  title: "20% Off Sitewide",
  description: "On orders over $50.",
  category: "travel",
  couponCode: "SAVE20",
  printable: false,
  offerURL: "https://aff.example/x",
  componentUID: "c1",
  ...over,
});

describe("merchantJsonLd", () => {
  const url = "https://www.valuvo.example/coupon-codes/acme";
  const ld = merchantJsonLd(
    { businessName: "Acme", logoURL: "https://cdn.example/acme.svg" },
    [coupon({}), coupon({ couponCode: null, description: " " })],
    url,
  );

  it("names the merchant as an Organization with its logo and page", () => {
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Acme",
      url,
      logo: "https://cdn.example/acme.svg",
    });
  });

  it("describes each offer with name, description, url and availability, its title standing in for an empty description", () => {
    expect(ld.makesOffer).toEqual([
      expect.objectContaining({
        "@type": "Offer",
        name: "20% Off Sitewide",
        description: "On orders over $50.",
        url,
        availability: "https://schema.org/InStock",
      }),
      expect.objectContaining({ description: "20% Off Sitewide" }),
    ]);
  });
});
