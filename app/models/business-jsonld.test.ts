import { describe, expect, it } from "vitest";
import { businessJsonLd, businessType, e164Phone, offerJsonLd, postalAddress } from "./business-jsonld";
import { jsonLdText } from "./jsonld";
import type { BusinessProfile, ListingLocation, Offer } from "./local-listing";

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

const NOW = new Date("2026-11-20T12:00:00Z");
const PLACE = { city: "New York", state: "NY", zip: "10001" };
const CANONICAL = "https://v.example/local/a-fl/joes-1?store=1";

const offer = (over: Partial<Offer>): Offer => ({
  offerId: "7",
  title: "$5 Off",
  disclaimers: "One per visit",
  displayExpiration: true,
  offerExpirationDate: "2027-12-15",
  redemptionImageFound: false,
  redemptionImageFileName: null,
  ...over,
});

const storefront = {
  businessName: "Joe's",
  categoryId: 108,
  logoURL: "https://x/logo.svg",
  description: "Cuts",
  serviceBusiness: false,
  service: null,
  offers: [offer({}), offer({ offerId: "8", title: "Free Wash", disclaimers: "", displayExpiration: false })],
} as unknown as BusinessProfile;

const serviceArea = {
  ...storefront,
  businessName: "Maid Brigade",
  categoryId: 109,
  serviceBusiness: true,
  service: { id: 900001, phone: "(801) 722-7775" },
} as unknown as BusinessProfile;

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

describe("businessType", () => {
  it.each([
    [108, "Restaurant"],
    [101, "AutoRepair"],
    [103, "HealthAndBeautyBusiness"],
    [102, "MedicalBusiness"],
    [109, "LocalBusiness"],
    [999, "LocalBusiness"],
  ])("types category %i as %s", (id, type) => {
    expect(businessType(id)).toBe(type);
  });
});

describe("businessJsonLd", () => {
  // Google's required properties of a LocalBusiness, and those issue 12 asks for.
  const REQUIRED = ["@context", "@type", "name", "address", "telephone", "url", "image"];

  it("gives a storefront its name, street address, telephone, point, url and image", () => {
    const ld = businessJsonLd(storefront, location, CANONICAL, { place: PLACE, now: NOW });
    for (const key of REQUIRED) expect(ld, key).toHaveProperty([key]);
    expect(ld["@type"]).toBe("Restaurant");
    expect(ld.telephone).toBe("+15023805842");
    expect(ld.address).toMatchObject({ streetAddress: "15965 E Highland Ln, Suite 307", postalCode: "33730" });
    expect(ld).toHaveProperty("geo", { "@type": "GeoCoordinates", latitude: 27.77, longitude: -82.67 });
    expect(ld).not.toHaveProperty("areaServed");
  });

  it("gives the hours and price range the upstream has, and none it has not", () => {
    const ld = businessJsonLd(
      {
        ...storefront,
        priceRange: "$$",
        openingHours: [
          { dayOfWeek: ["Monday", "Tuesday"], opens: "09:00", closes: "17:00" },
          { dayOfWeek: ["Saturday"], opens: "10:00", closes: "14:00" },
        ],
      },
      location,
      CANONICAL,
      { place: PLACE, now: NOW },
    );
    expect(ld).toHaveProperty("priceRange", "$$");
    expect(ld).toHaveProperty("openingHoursSpecification", [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Tuesday"],
        opens: "09:00",
        closes: "17:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Saturday"],
        opens: "10:00",
        closes: "14:00",
      },
    ]);
    const bare = businessJsonLd({ ...storefront, priceRange: null, openingHours: [] }, location, CANONICAL, {
      place: PLACE,
      now: NOW,
    });
    expect(bare).not.toHaveProperty("priceRange");
    expect(bare).not.toHaveProperty("openingHoursSpecification");
  });

  it("gives a service-area business the area it serves and that place's city, state and ZIP, without street or point", () => {
    const ld = businessJsonLd(serviceArea, null, CANONICAL, { place: PLACE, now: NOW });
    for (const key of REQUIRED) expect(ld, key).toHaveProperty([key]);
    expect(ld.telephone).toBe("+18017227775");
    expect(ld.address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "New York",
      addressRegion: "NY",
      postalCode: "10001",
      addressCountry: "US",
    });
    expect(ld).toHaveProperty("areaServed", expect.objectContaining({ "@type": "City", name: "New York, NY" }));
    expect(ld).not.toHaveProperty("geo");
  });

  it.each([
    ["(502) 380-5842", "+15023805842"],
    ["502.380.5842", "+15023805842"],
    ["1-502-380-5842", "+15023805842"],
    ["+1 (502) 380-5842", "+15023805842"],
    ["380-5842", null],
    ["(102) 380-5842", null],
    ["", null],
    ["phone", null],
  ])("writes %j in E.164 as %j", (phone, expected) => {
    expect(e164Phone(phone)).toBe(expected);
  });

  it("describes every offer with name, description, url, validThrough and availability", () => {
    const ld = businessJsonLd(storefront, location, CANONICAL, { place: PLACE, now: NOW });
    expect(ld.makesOffer).toEqual([
      {
        "@type": "Offer",
        name: "$5 Off",
        description: "One per visit",
        url: CANONICAL,
        validThrough: "2027-12-15",
        availability: "https://schema.org/InStoreOnly",
      },
      {
        "@type": "Offer",
        name: "Free Wash",
        description: "Free Wash",
        url: CANONICAL,
        validThrough: "2027-12-15",
        availability: "https://schema.org/InStoreOnly",
      },
    ]);
  });

  it("never lets a business name close the script element", () => {
    const text = jsonLdText(
      businessJsonLd({ ...storefront, businessName: "</script><b>" }, null, "https://v/x", { place: PLACE, now: NOW }),
    );
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><b>");
  });
});

describe("offerJsonLd availability", () => {
  it.each([
    ["a storefront's current coupon", false, "2027-01-01", "https://schema.org/InStoreOnly"],
    ["a service business's current coupon", true, "2027-01-01", "https://schema.org/InStock"],
    ["a coupon valid through today", false, "2026-11-20", "https://schema.org/InStoreOnly"],
    ["an expired coupon", false, "2026-11-19", "https://schema.org/Discontinued"],
  ])("%s", (_name, service, expires, availability) => {
    expect(
      offerJsonLd(offer({ offerExpirationDate: expires }), "https://v.example/local/a-fl/b-1", service, NOW)
        .availability,
    ).toBe(availability);
  });

  it("leaves validThrough out when the upstream date is unreadable", () => {
    expect(offerJsonLd(offer({ offerExpirationDate: "soon" }), "https://v.example/x", false, NOW)).not.toHaveProperty(
      "validThrough",
    );
  });
});
