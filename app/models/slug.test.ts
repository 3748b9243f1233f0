import { createRequire } from "node:module";
import {
  businessIdFromSlug,
  businessNameSlug,
  isBusinessSegment,
  isUsStateCode,
  locationSlug,
  MAX_LOCATION_SLUG_LENGTH,
  parseLocationSlug,
} from "./slug";
import { isStateCode } from "./us-states";

// The US ZIP dataset the catalog's validate and search answer from: every place a visitor can pick.
const ZIP_ROWS = Object.values(
  (
    createRequire(import.meta.url)("zipcodes/lib/codes.js") as {
      codes: Record<string, { city: string; state: string }>;
    }
  ).codes,
);

describe("businessNameSlug", () => {
  it.each([
    ["Joe's Pizza", "joes-pizza"],
    ["Joe\u2019s Pizza", "joes-pizza"],
    ["Joe&#39;s Pizza", "joes-pizza"],
    ["Joe&#x27;s Pizza", "joes-pizza"],
    ["  Midas  ", "midas"],
    ["A & B Auto Repair", "a-b-auto-repair"],
    ["A &amp; B Auto Repair", "a-b-auto-repair"],
    ["--Dr. Smith, DDS--", "dr-smith-dds"],
    ["Jiffy Lube #1234", "jiffy-lube-1234"],
    ["Café Rio", "cafe-rio"],
    ["Ma\u02bcs Diner", "mas-diner"],
    ["UPPER case", "upper-case"],
    ["!!!", ""],
    ["", ""],
  ])("slugs %j as %j", (name, slug) => {
    expect(businessNameSlug(name)).toBe(slug);
  });
});

describe("businessIdFromSlug", () => {
  it.each([
    ["joes-pizza-12345", 12345],
    ["12345", 12345],
    ["a-b-7", 7],
    ["joes-pizza", null],
    ["joes-pizza-12a", null],
    ["joes-pizza-", null],
    ["", null],
    ["pizza-0", null],
    ["pizza-1234567890123456789", null],
    ["pizza--5", 5],
    ["pizza-1e5", null],
  ])("reads the id of %j as %j", (slug, id) => {
    expect(businessIdFromSlug(slug)).toBe(id);
  });
});

describe("isBusinessSegment", () => {
  it.each([
    ["joes-pizza-12345", true],
    ["-42", true],
    ["restaurants", false],
    ["health-and-medical", false],
    ["12345", true],
    ["0", false],
    ["pizza-12x", false],
    ["12x", false],
  ])("treats %j as a business page: %s", (segment, expected) => {
    expect(isBusinessSegment(segment)).toBe(expected);
  });
});

describe("locationSlug", () => {
  it.each([
    ["Saint Petersburg", "FL", "saint-petersburg-fl"],
    ["St. Louis", "MO", "st-louis-mo"],
    ["Coeur d'Alene", "ID", "coeur-dalene-id"],
    ["Coeur d\u2019Alene", "ID", "coeur-dalene-id"],
    ["New York", "NY", "new-york-ny"],
    ["Winston-Salem", "nc", "winston-salem-nc"],
    ["  Tampa  ", " FL ", "tampa-fl"],
    ["Cañon City", "CO", "canon-city-co"],
    ["Some_Place", "TX", "some-place-tx"],
    ["AT&T", "OR", "at-t-or"],
    ["At&amp;t", "MA", "at-t-ma"],
    ["Pacific Gas & Electric", "CA", "pacific-gas-electric-ca"],
    ["Naval Air Station/ Jrb", "TX", "naval-air-station-jrb-tx"],
    ["O\u2019Fallon", "MO", "ofallon-mo"],
    ["O&#39;Fallon", "IL", "ofallon-il"],
    ["Kapa\u02bba", "HI", "kapaa-hi"],
    ["Española", "NM", "espanola-nm"],
    ["La Cañada Flintridge", "CA", "la-canada-flintridge-ca"],
  ])("builds %j, %j into %j", (city, state, slug) => {
    expect(locationSlug(city, state)).toBe(slug);
  });

  it("builds a slug that parses back for every city in the US ZIP dataset", () => {
    // Any location a visitor can pick has a page.
    const rejected = ZIP_ROWS.filter(({ city, state }) => {
      // Generating and parsing agree: the city read back from a slug slugs to that same slug.
      const slug = locationSlug(city, state);
      const parsed = parseLocationSlug(slug);
      return parsed?.state !== state || locationSlug(parsed.city, parsed.state) !== slug;
    }).map(({ city, state }) => `${city}, ${state}`);
    expect(ZIP_ROWS.length).toBeGreaterThan(40_000);
    expect(rejected).toEqual([]);
  });

  it.each([
    "AT&T",
    "Pacific Gas & Electric",
    "Naval Air Station/ Jrb",
    "Coeur d\u2019Alene",
    "Cañon City",
    "Kapa\u02bba",
  ])("reads the slug of %j back to a city whose slug is the same", (city) => {
    const slug = locationSlug(city, "CA");
    const parsed = parseLocationSlug(slug);
    expect(parsed && locationSlug(parsed.city, parsed.state)).toBe(slug);
  });

  it("builds slugs that parse back to the same city and state", () => {
    const slug = locationSlug("Jacksonville Beach", "FL");
    expect(parseLocationSlug(slug)).toEqual({ city: "Jacksonville Beach", state: "FL" });
  });
});

describe("parseLocationSlug", () => {
  it.each([
    ["saint-petersburg-fl", { city: "Saint Petersburg", state: "FL" }],
    ["st-louis-mo", { city: "St Louis", state: "MO" }],
    ["coeur-dalene-id", { city: "Coeur Dalene", state: "ID" }],
    ["tampa-fl", { city: "Tampa", state: "FL" }],
    ["new-york-ny", { city: "New York", state: "NY" }],
    ["washington-dc", { city: "Washington", state: "DC" }],
    ["san-juan-pr", { city: "San Juan", state: "PR" }],
    ["29-palms-ca", { city: "29 Palms", state: "CA" }],
  ])("parses %j", (slug, expected) => {
    expect(parseLocationSlug(slug)).toEqual(expected);
  });

  it.each([
    ["", "empty"],
    ["tampa", "one segment"],
    ["fl", "state only"],
    ["tampa-fla", "three-letter state"],
    ["tampa-f", "one-letter state"],
    ["tampa-zz", "not a US state code"],
    ["tampa-12", "digits as state"],
    ["Tampa-FL", "upper case"],
    ["tampa_fl", "underscore"],
    ["tampa--fl", "empty segment"],
    ["-tampa-fl", "leading hyphen"],
    ["tampa-fl-", "trailing hyphen"],
    ["tampa%20bay-fl", "encoded characters"],
    ["tampa bay-fl", "space"],
    ["<script>-fl", "markup"],
    ["caf\u00e9-fl", "non-ASCII"],
    [`${"a".repeat(MAX_LOCATION_SLUG_LENGTH)}-fl`, "too long"],
  ])("rejects %j (%s)", (slug) => {
    expect(parseLocationSlug(slug)).toBeNull();
  });
});

describe("isUsStateCode", () => {
  it.each([
    ["FL", true],
    ["fl", true],
    ["DC", true],
    ["GU", true],
    ["PW", true],
    ["AE", true],
    ["ZZ", false],
    ["F", false],
    ["", false],
  ])("knows %j is a state code: %s", (code, expected) => {
    expect(isUsStateCode(code)).toBe(expected);
  });

  it("reads every two-letter word as the location dialog's isStateCode does (every code of the postal data, and others)", () => {
    const postal = ZIP_ROWS.map((row) => row.state);
    const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const every = [...letters].flatMap((a) => [...letters].map((b) => a + b));
    for (const code of new Set([...postal, ...every])) expect(isStateCode(code), code).toBe(isUsStateCode(code));
    for (const code of new Set(postal)) expect(isUsStateCode(code), code).toBe(true);
  });
});
