import { describe, expect, it } from "vitest";
import { businessJsonLd, jsonLdText, postalAddress } from "./business-jsonld";
import type { BusinessProfile, ListingLocation } from "./local-listing";

const location: ListingLocation = {
  id: 1,
  latitude: 27.77,
  longitude: -82.67,
  addressLine1: "15965 E Highland Ln",
  addressLine2: "Suite 307",
  addressLine3: "Saint Petersburg, FL 33730",
  phone: "(502) 380-5842",
  singleLineAddress: "",
  addressDescription: "",
};

describe("postalAddress", () => {
  it("splits the third line into locality, region and postal code", () => {
    expect(postalAddress(location)).toEqual({
      "@type": "PostalAddress",
      streetAddress: "15965 E Highland Ln, Suite 307",
      addressLocality: "Saint Petersburg",
      addressRegion: "FL",
      postalCode: "33730",
      addressCountry: "US",
    });
  });
  it("keeps an unusual third line whole", () => {
    expect(postalAddress({ ...location, addressLine3: "Downtown" })).toMatchObject({ addressLocality: "Downtown" });
  });
});

describe("businessJsonLd", () => {
  const profile = {
    businessName: "Joe's",
    logoURL: "https://x/logo.svg",
    description: "Cuts",
    service: null,
    offers: [
      { offerId: "7", title: "$5 Off", disclaimers: "One per visit", displayExpiration: true, offerExpirationDate: "2027-12-15" },
      { offerId: "8", title: "Free Wash", disclaimers: "", displayExpiration: false, offerExpirationDate: "2027-12-15" },
    ],
  } as unknown as BusinessProfile;

  it("describes the business and each of its offers", () => {
    const ld = businessJsonLd(profile, location, "https://v.example/local/a-fl/joes-1?store=1");
    expect(ld["@type"]).toBe("LocalBusiness");
    expect(ld.telephone).toBe("(502) 380-5842");
    expect(ld.makesOffer).toEqual([
      expect.objectContaining({ name: "$5 Off", validThrough: "2027-12-15", url: "https://v.example/local/a-fl/joes-1?store=1&offer=7" }),
      expect.not.objectContaining({ validThrough: expect.anything() }),
    ]);
  });

  it("never lets a business name close the script element", () => {
    const text = jsonLdText(businessJsonLd({ ...profile, businessName: "</script><b>" }, null, "https://v/x"));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><b>");
  });
});
