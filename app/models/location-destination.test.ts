import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  destinationAfterLocation,
  locationDialogTitle,
  parseLocationQuery,
  suggestionTerm,
  safeReturnPath,
} from "./location-destination";
import { locationDialogHref, parseLocationIntent } from "./url-state";

describe("location destination", () => {
  it("goes to the local page of the new location when the visitor came from Local Coupons", () => {
    expect(destinationAfterLocation("coupons", "saint-petersburg-fl", "/anything")).toBe("/local/saint-petersburg-fl");
  });

  it("goes to /deals when the visitor came from Deals", () => {
    expect(destinationAfterLocation("deals", "tampa-fl", "/")).toBe("/deals");
  });

  it("otherwise goes back where the visitor was, without the dialog parameter", () => {
    expect(destinationAfterLocation("change", "tampa-fl", "/advertise/careers?location=coupons&x=1")).toBe(
      "/advertise/careers?x=1",
    );
    expect(destinationAfterLocation(null, "tampa-fl", "/careers/search")).toBe("/careers/search");
    // A place chosen among those a name matched: the list it was chosen from is gone too.
    expect(destinationAfterLocation("change", "portland-me", "/blog?location=change&place=Portland")).toBe("/blog");
  });

  it.each([
    ["https://evil.example/", "/"],
    ["//evil.example/path", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/ok/path", "/ok/path"],
    ["/%0d%0aSet-Cookie:x", "/"],
    [42, "/"],
    ["/" + "a".repeat(600), "/"],
  ])("accepts only same-site paths: %s → %s", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it("accepts only the known intents", () => {
    expect(parseLocationIntent("coupons")).toBe("coupons");
    expect(parseLocationIntent("deals")).toBe("deals");
    expect(parseLocationIntent("change")).toBe("change");
    expect(parseLocationIntent("/deals")).toBeNull();
    expect(parseLocationIntent(undefined)).toBeNull();
  });

  it("titles the dialog after its intent", () => {
    expect(locationDialogTitle("coupons")).toBe("Find Coupons Near You");
    expect(locationDialogTitle("deals")).toBe("Find Deals Near You");
    expect(locationDialogTitle(null)).toBe("Find Coupons Near You");
  });

  it("opens the dialog on the current page by its parameter", () => {
    expect(locationDialogHref("/advertise/careers", "?a=1", "deals")).toBe("/advertise/careers?a=1&location=deals");
  });
});

describe("destinationAfterLocation from a city's page (issue 25)", () => {
  it("goes to the new place's page of the same category, not back to the old place", () => {
    expect(destinationAfterLocation("change", "boise-id", "/local/saint-paul-mn")).toBe("/local/boise-id");
    expect(destinationAfterLocation("change", "boise-id", "/local/saint-paul-mn/restaurants?page=2")).toBe(
      "/local/boise-id/restaurants",
    );
    expect(destinationAfterLocation("change", "boise-id", "/local/saint-paul-mn/joes-pizza-12?store=4")).toBe(
      "/local/saint-paul-mn/joes-pizza-12?store=4",
    );
    expect(destinationAfterLocation("change", "boise-id", "/about-valuvo")).toBe("/about-valuvo");
  });

  it("goes back to a directory beside the cities' pages, whose first segment names no place", () => {
    const directory = fc
      .tuple(
        fc.constantFrom("cities", "businesses"),
        fc.option(fc.stringMatching(/^[a-z]{2}(?:-[a-z]{2,12})?$/), { nil: undefined }),
        fc.option(fc.integer({ min: 2, max: 500 }), { nil: undefined }),
      )
      .map(([kind, state, page]) => `/local/${kind}${state ? `/${state}` : ""}${page ? `?page=${page}` : ""}`);
    fc.assert(
      fc.property(directory, (path) => {
        expect(destinationAfterLocation("change", "tampa-fl", path)).toBe(path);
      }),
    );
  });
});

describe("suggestionTerm", () => {
  it("asks for what the form would accept", () => {
    expect(suggestionTerm("St Paul MN")).toBe("Saint Paul, MN");
    expect(suggestionTerm("83702-1234")).toBe("83702");
    expect(suggestionTerm("Austin")).toBe("Austin");
  });
});

describe("parseLocationQuery", () => {
  it.each([
    ["33701", { kind: "zip", zip: "33701" }],
    [" Tampa, fl ", { kind: "cityState", city: "Tampa", state: "FL" }],
    ["Saint Petersburg, FL 33701", { kind: "cityState", city: "Saint Petersburg", state: "FL", zip: "33701" }],
    ["Anchorage AK 99501-1234", { kind: "cityState", city: "Anchorage", state: "AK", zip: "99501" }],
    ["27.77,-82.64", { kind: "coords", lat: 27.77, lng: -82.64 }],
    ["Tampa", { kind: "term", term: "Tampa" }],
    // Issue 25: what people type.
    ["Austin TX", { kind: "cityState", city: "Austin", state: "TX" }],
    ["austin   tx", { kind: "cityState", city: "Austin", state: "TX" }],
    ["St. Paul, MN", { kind: "cityState", city: "Saint Paul", state: "MN" }],
    ["St Paul MN", { kind: "cityState", city: "Saint Paul", state: "MN" }],
    ["ST PAUL,MN", { kind: "cityState", city: "Saint Paul", state: "MN" }],
    ["Ft. Myers FL", { kind: "cityState", city: "Fort Myers", state: "FL" }],
    ["Mt Pleasant, SC 29464", { kind: "cityState", city: "Mount Pleasant", state: "SC", zip: "29464" }],
    ["Winston-Salem NC", { kind: "cityState", city: "Winston-Salem", state: "NC" }],
    ["Coeur d'Alene id", { kind: "cityState", city: "Coeur D'alene", state: "ID" }],
    ["83702-1234", { kind: "zip", zip: "83702" }],
    ["83702 1234", { kind: "zip", zip: "83702" }],
    ["  83702  ", { kind: "zip", zip: "83702" }],
    ["St Paul", { kind: "term", term: "Saint Paul" }],
    // "in" and "or" are not taken for Indiana and Oregon unless they are a state code.
    ["Fort Wayne IN", { kind: "cityState", city: "Fort Wayne", state: "IN" }],
    ["Boise xx", { kind: "term", term: "Boise xx" }],
    // Every state code a US ZIP carries: freely associated states and military ZIPs are chosen by name too.
    ["Majuro, MH", { kind: "cityState", city: "Majuro", state: "MH" }],
    ["Apo AE 09012", { kind: "cityState", city: "Apo", state: "AE", zip: "09012" }],
    ["Washington, D.C.", { kind: "cityState", city: "Washington", state: "DC" }],
    ["washington d.c", { kind: "cityState", city: "Washington", state: "DC" }],
    ["Boise, I.D. 83702", { kind: "cityState", city: "Boise", state: "ID", zip: "83702" }],
    // The state by its name.
    ["Anchorage, Alaska", { kind: "cityState", city: "Anchorage", state: "AK" }],
    ["las vegas nevada", { kind: "cityState", city: "Las Vegas", state: "NV" }],
    ["San Juan, Puerto Rico", { kind: "cityState", city: "San Juan", state: "PR" }],
    ["St. Louis, Missouri", { kind: "cityState", city: "Saint Louis", state: "MO" }],
    ["Charleston West Virginia", { kind: "cityState", city: "Charleston", state: "WV" }],
    ["Charlotte Amalie, U.S. Virgin Islands", { kind: "cityState", city: "Charlotte Amalie", state: "VI" }],
    ["Kansas City, Kansas", { kind: "cityState", city: "Kansas City", state: "KS" }],
    ["New York New York", { kind: "cityState", city: "New York", state: "NY" }],
    ["West Virginia", { kind: "term", term: "West Virginia" }],
    ["Virginia", { kind: "term", term: "Virginia" }],
    ["Westvirginia", { kind: "term", term: "Westvirginia" }],
    ["ab", null],
    ["95,200", null],
    ["x".repeat(101), null],
  ])("reads %j", (input, expected) => {
    expect(parseLocationQuery(input)).toEqual(expected);
  });
});
