import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { Location } from "~/models/location";
import { isIssuablePlace, isZipBesideCity } from "./issued-places.server";

const tampa: Location = { city: "Tampa", state: "FL", zip: "33602", coords: { lat: 27.95, lng: -82.46 } };

describe("isIssuablePlace", () => {
  it.each([
    ["a city with its ZIP and point", tampa],
    ["a city without a ZIP (an address lookup)", { ...tampa, zip: "" }],
    [
      "a city spelled as its slug reads",
      { ...tampa, city: "Saint Petersburg", zip: "33701", coords: { lat: 27.77, lng: -82.64 } },
    ],
    ["a visitor's own point some miles from the ZIP", { ...tampa, coords: { lat: 28.3, lng: -82.7 } }],
  ])("believes %s", (_name, location) => {
    expect(isIssuablePlace(location)).toBe(true);
  });

  it.each([
    ["any text as the city", { ...tampa, city: "Hacked by evil.example" }],
    ["markup as the city", { ...tampa, city: "<script>alert(1)</script>" }],
    ["an unknown city", { ...tampa, city: "Atlantis" }],
    ["a city of another state", { ...tampa, state: "CO" }],
    ["a lower-case state", { ...tampa, state: "fl" }],
    ["an unknown state", { ...tampa, state: "ZZ" }],
    ["a ZIP of another state", { ...tampa, zip: "80202" }],
    ["a ZIP that does not exist", { ...tampa, zip: "00000" }],
    ["a ZIP that is not five digits", { ...tampa, zip: "33602-1234" }],
    ["a point far from the ZIP", { ...tampa, coords: { lat: 39.74, lng: -104.99 } }],
    ["a point far from the city (no ZIP)", { ...tampa, zip: "", coords: { lat: 39.74, lng: -104.99 } }],
  ])("refuses %s", (_name, location) => {
    expect(isIssuablePlace(location as Location)).toBe(false);
  });
});

describe("isZipBesideCity", () => {
  const postal = createRequire(import.meta.url)("zipcodes/lib/codes.js") as typeof import("zipcodes/lib/codes.js");
  const records = Object.values(postal.codes).filter((record) => record.country === "US");

  it("puts every ZIP of the postal data beside its own city", () => {
    const apart = records.filter((record) => !isZipBesideCity(record.zip, record.city, record.state));
    expect(apart.map((record) => `${record.zip} ${record.city}, ${record.state}`)).toEqual([]);
  });

  it("puts a ZIP of a city's suburb beside it, and one of another city of the state apart from it", () => {
    expect(isZipBesideCity("60201", "Chicago", "IL")).toBe(true);
    expect(isZipBesideCity("62701", "Chicago", "IL")).toBe(false);
    expect(isZipBesideCity("33701", "Miami", "FL")).toBe(false);
  });

  it("has no opinion on a city the data does not know", () => {
    expect(isZipBesideCity("62701", "Atlantis", "IL")).toBe(true);
  });
});
