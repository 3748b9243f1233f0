import { describe, expect, it } from "vitest";
import type { LocalListing } from "./local-listing";
import { localListJsonLd } from "./local-jsonld";

const listing = (over: Partial<LocalListing>) =>
  ({
    businessName: "Joe's Pizza",
    businessProfileId: 100001,
    location: { id: 500001, addressLine1: "1 Main St", addressLine2: "", addressLine3: "Tampa, FL 33602" },
    service: null,
    logoURL: "https://cdn.example/joe.svg",
    ...over,
  }) as LocalListing;

describe("localListJsonLd", () => {
  const ld = localListJsonLd(
    "https://www.valuvo.example",
    "https://www.valuvo.example/local/tampa-fl",
    "Local Coupons in Tampa, FL",
    "tampa-fl",
    [
      listing({}),
      listing({
        businessName: "Maid Brigade",
        businessProfileId: 100037,
        location: null,
        service: { id: 900001, phone: "" },
        logoURL: "",
      }),
      listing({}),
      // Listed on Tampa's page, its store in Brandon: it is linked at its own city's URL (issue 25).
      listing({
        businessProfileId: 100002,
        location: {
          id: 500002,
          addressLine1: "2 Oak Ave",
          addressLine2: "",
          addressLine3: "Brandon, FL 33510",
        } as LocalListing["location"],
      }),
    ],
  );

  it("lists each business once, in page order, at its business page, by position and url alone", () => {
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Local Coupons in Tampa, FL",
      numberOfItems: 3,
    });
    expect(ld.itemListElement).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        url: "https://www.valuvo.example/local/tampa-fl/joes-pizza-100001?store=500001",
      },
      { "@type": "ListItem", position: 2, url: "https://www.valuvo.example/local/tampa-fl/maid-brigade-100037" },
      {
        "@type": "ListItem",
        position: 3,
        url: "https://www.valuvo.example/local/brandon-fl/joes-pizza-100002?store=500002",
      },
    ]);
  });

  it("is an empty list for a page without businesses", () => {
    expect(
      localListJsonLd("https://v.example", "https://v.example/local/x-fl", "x", "x-fl", []).itemListElement,
    ).toEqual([]);
  });
});
