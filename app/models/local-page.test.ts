import { describe, expect, it } from "vitest";
import { LOCAL_CATEGORIES, localCategoryBySlug } from "./local-categories";
import {
  businessPagePath,
  categoryPagePath,
  expirationText,
  possessive,
  filterByCategory,
  findOffer,
  furtherOffersText,
  mapsHref,
  milesText,
  parseStore,
  shareLinks,
  telHref,
  storeCityOf,
} from "./local-page";

const storefront = {
  id: 504774,
  addressLine1: "1 Main St",
  addressLine2: "",
  addressLine3: "Saint Petersburg, FL 33701",
};
// A store in another city than the page that lists it (issue 25: its one URL is its own city's).
const elsewhere = {
  id: 504775,
  addressLine1: "9 Elm St",
  addressLine2: "Suite 2",
  addressLine3: "Clearwater, FL 33755",
};

describe("businessPagePath", () => {
  it.each([
    [
      "Clearwater Barber Co.",
      { location: storefront, service: null },
      "/local/saint-petersburg-fl/clearwater-barber-co-104468?store=504774",
    ],
    [
      "Joe&#39;s Café",
      { location: null, service: { id: 900679, phone: "" } },
      "/local/saint-petersburg-fl/joes-cafe-104468",
    ],
    ["Nameless", { location: null, service: null }, "/local/saint-petersburg-fl/nameless-104468"],
    [
      "Clearwater Barber Co.",
      { location: elsewhere, service: null },
      "/local/clearwater-fl/clearwater-barber-co-104468?store=504775",
    ],
    ["!!!", { location: null, service: null }, "/local/saint-petersburg-fl/104468"],
  ])("%s → %s", (businessName, where, expected) => {
    expect(businessPagePath("saint-petersburg-fl", { businessName, businessProfileId: 104468, ...where })).toBe(
      expected,
    );
  });
});

describe("categoryPagePath and filterByCategory", () => {
  it("leads All to the local page and the others to their slug", () => {
    expect(categoryPagePath("tampa-fl", LOCAL_CATEGORIES[0]!)).toBe("/local/tampa-fl");
    expect(categoryPagePath("tampa-fl", localCategoryBySlug("restaurants")!)).toBe("/local/tampa-fl/restaurants");
  });
  it("keeps everything for All and only the category's listings otherwise", () => {
    const listings = [{ categoryId: 108 }, { categoryId: 101 }, { categoryId: 108 }];
    expect(filterByCategory(listings, LOCAL_CATEGORIES[0]!)).toHaveLength(3);
    expect(filterByCategory(listings, localCategoryBySlug("restaurants")!)).toHaveLength(2);
    expect(filterByCategory(listings, localCategoryBySlug("shops")!)).toEqual([]);
  });
});

describe("parseStore", () => {
  it.each([
    ["504774", 504774],
    ["0", undefined],
    ["-1", undefined],
    ["12abc", undefined],
    ["1".repeat(20), undefined],
    [null, undefined],
  ])("%s → %s", (value, expected) => expect(parseStore(value)).toBe(expected));
});

describe("findOffer", () => {
  const a = { name: "a", offers: [{ offerId: "1" }, { offerId: "2" }] };
  const b = { name: "b", offers: [{ offerId: "3" }] };
  it("finds the listing and offer across lists", () => {
    expect(findOffer([[a as never], [b as never]], "3")).toEqual({ listing: b, offer: { offerId: "3" } });
  });
  it.each([[null], [""], ["9"]])("answers null for %s", (id) => expect(findOffer([[a as never]], id)).toBeNull());
});

describe("storeCityOf", () => {
  const at = (addressLine3: string, addressLine2 = "") => ({ addressLine1: "12 Main St", addressLine2, addressLine3 });
  it.each([
    [at("Saint Petersburg, FL 33701"), { city: "Saint Petersburg", state: "FL" }],
    [at("Tampa, FL 33602-1234"), { city: "Tampa", state: "FL" }],
    [
      { addressLine1: "1 Elm St", addressLine2: "Boise, ID 83702", addressLine3: "" },
      { city: "Boise", state: "ID" },
    ],
    [at("Suite 5"), null],
    [at("Tampa FL 33602"), null],
    [null, null],
  ])("reads %j as %j", (location, expected) => expect(storeCityOf(location)).toEqual(expected));
});

describe("labels", () => {
  it.each([
    ["Nimbus Threads", "Nimbus Threads'"],
    ["Rosa", "Rosa's"],
    ["  Carlos Tacos ", "Carlos Tacos'"],
    ["Bright Smile Dental", "Bright Smile Dental's"],
  ])("the possessive of %j is %j", (name, expected) => expect(possessive(name)).toBe(expected));

  it.each([
    [true, "2027-12-15", "Expires Dec 15, 2027"],
    [true, "2027-01-01T00:00:00Z", "Expires Jan 1, 2027"],
    // A date the business keeps off the coupon is still a date: never "No expiry date" (issue 46).
    [false, "2027-12-15", "See terms"],
    [false, "2027-01-01T00:00:00Z", "See terms"],
    [false, "soon", "See terms"],
    // "No expiry date" only for an offer that truly has none, shown or not.
    [false, "", "No expiry date"],
    [false, "  ", "No expiry date"],
    [false, null, "No expiry date"],
    [true, "", "No expiry date"],
    [true, null, "No expiry date"],
    [true, "soon", null],
  ])("expiration shown %s of %j → %j", (displayExpiration, offerExpirationDate, expected) => {
    expect(expirationText({ displayExpiration, offerExpirationDate })).toBe(expected);
  });
  it("prints every month's expiration as Intl's en-US short date does, without Intl", () => {
    const intl = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 28]) {
        const iso = `2027-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
        const expected = `Expires ${intl.format(new Date(`${iso}T00:00:00Z`))}`;
        expect(expirationText({ displayExpiration: true, offerExpirationDate: iso })).toBe(expected);
      }
    }
  });
  it.each([
    [0, null],
    [1, null],
    [2, "+ 1 more offer"],
    [4, "+ 3 more offers"],
  ])("%i offers → %s", (count, expected) => expect(furtherOffersText(count)).toBe(expected));
  it.each([
    [1.94, "1.9 mi"],
    [0, "0.0 mi"],
    [12, "12.0 mi"],
    [null, null],
    [Number.NaN, null],
  ])("%s miles → %s", (miles, expected) => expect(milesText(miles)).toBe(expected));
  it.each([
    ["(502) 380-5842", "tel:5023805842"],
    ["+1 502 380 5842", "tel:+15023805842"],
    ["", null],
    ["call us", null],
    [null, null],
  ])("phone %s → %s", (phone, expected) => expect(telHref(phone)).toBe(expected));
});

describe("shareLinks", () => {
  it("carries the share URL, business name and canned text on every network", () => {
    const url = "https://valuvo.example/local/tampa-fl/joes-1?store=2&offer=3";
    const links = shareLinks(url, "Joe's & Co", "$5 Off");
    const facebook = new URL(links.facebook);
    expect(facebook.origin + facebook.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(facebook.searchParams.get("u")).toBe(url);
    const twitter = new URL(links.twitter);
    expect(twitter.origin + twitter.pathname).toBe("https://twitter.com/intent/tweet");
    expect(twitter.searchParams.get("url")).toBe(url);
    expect(twitter.searchParams.get("text")).toContain("Joe's & Co");
    expect(links.email.startsWith("mailto:?subject=")).toBe(true);
    expect(decodeURIComponent(links.email)).toContain(url);
    expect(decodeURIComponent(links.email)).toContain("$5 Off");
  });
});

describe("mapsHref", () => {
  it("searches the maps for the storefront's whole address, encoded", () => {
    const href = mapsHref(elsewhere)!;
    expect(href).toBe(
      "https://www.google.com/maps/search/?api=1&query=9%20Elm%20St%2C%20Suite%202%2C%20Clearwater%2C%20FL%2033755",
    );
    expect(new URL(href).searchParams.get("query")).toBe("9 Elm St, Suite 2, Clearwater, FL 33755");
  });

  it("encodes what would break the URL and has nothing to search without an address", () => {
    expect(
      new URL(mapsHref({ addressLine1: "5 A&B Plaza #3", addressLine2: "", addressLine3: "" })!).searchParams.get(
        "query",
      ),
    ).toBe("5 A&B Plaza #3");
    expect(mapsHref({ addressLine1: " ", addressLine2: "", addressLine3: "" })).toBeNull();
  });
});
