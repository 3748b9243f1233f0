import fc from "fast-check";
import { distinctPlaces, matchPlaceName, offeredPlaces } from "./place-choice";

const row = (city: string, state: string, zip = "") => ({ city, state, zip });

// The location search's answers for these names in the catalog's US postal data (biggest places first).
const PORTLAND = [row("Portland", "OR", "97272"), row("Portland", "ME", "04104"), row("Portland", "AR", "71663")];
const SPRINGFIELD = [row("Springfield", "IL", "62721"), row("Springfield", "MA", "01104"), row("Springfield", "MO")];
const BOISE = [row("Boise", "ID", "83705"), row("Boise City", "OK", "73933")];
const TAMP = [row("Tampa", "FL", "33606"), row("Tampa", "KS", "67483"), row("Tampico", "IL", "61283")];

describe("a place name the shopper typed", () => {
  it.each([
    ["Portland", PORTLAND, ["Portland, OR", "Portland, ME", "Portland, AR"]],
    ["springfield", SPRINGFIELD, ["Springfield, IL", "Springfield, MA", "Springfield, MO"]],
    ["Tamp", TAMP, ["Tampa, FL", "Tampa, KS", "Tampico, IL"]],
  ])("'%s', which several places bear, offers them all in the search's order", (name, answer, expected) => {
    const match = matchPlaceName(name, answer);
    expect(match.kind).toBe("several");
    expect(match.kind === "several" && match.places.map((p) => `${p.city}, ${p.state}`)).toEqual(expected);
  });

  it("keeps only the places of exactly that name when there are any (not Portlandville, not Boise City)", () => {
    expect(matchPlaceName("Portland", [...PORTLAND, row("Portlandville", "NY")])).toMatchObject({
      kind: "several",
      places: PORTLAND.map(({ city, state }) => ({ city, state })),
    });
    expect(matchPlaceName("Boise", BOISE)).toEqual({ kind: "one", place: { city: "Boise", state: "ID" } });
  });

  it("matches the name whatever its case, accents and punctuation", () => {
    expect(matchPlaceName("coeur dalene", [row("Coeur d'Alene", "ID"), row("Coeur d'Alene Lake", "ID")])).toEqual({
      kind: "one",
      place: { city: "Coeur d'Alene", state: "ID" },
    });
    expect(matchPlaceName("SAN JOSE", [row("San José", "CA"), row("San Jose", "IL")]).kind).toBe("several");
    // The postal data writes no apostrophe: what a shopper types is the same name.
    expect(
      matchPlaceName("o'fallon", [row("O Fallon", "MO"), row("O Fallon", "IL"), row("Ofallon Creek", "MO")]),
    ).toEqual({
      kind: "several",
      name: "O Fallon",
      places: [
        { city: "O Fallon", state: "MO" },
        { city: "O Fallon", state: "IL" },
      ],
    });
  });

  it("matches a name the postal data abbreviates as the shopper spells it out, and the reverse", () => {
    const stThomas = [row("St Thomas", "VI"), row("Saint Thomas", "MO"), row("Saint Thomas", "PA")];
    expect(matchPlaceName("St Thomas", stThomas)).toEqual({
      kind: "several",
      name: "St Thomas",
      places: [
        { city: "St Thomas", state: "VI" },
        { city: "Saint Thomas", state: "MO" },
        { city: "Saint Thomas", state: "PA" },
      ],
    });
    expect(matchPlaceName("Fort Mitchell", [row("Ft Mitchell", "KY"), row("Fort Mitchell", "AL")]).kind).toBe(
      "several",
    );
    expect(matchPlaceName("Mt. Zion", [row("Mount Zion", "IL"), row("Mt Zion", "IL")])).toEqual({
      kind: "one",
      place: { city: "Mount Zion", state: "IL" },
    });
  });

  it("names a choice in one spelling whatever was typed: the places' own name, else the typed beginning in title case", () => {
    const tampa = [row("Tampa", "FL"), row("Tampa", "KS"), row("Tampico", "IL")];
    fc.assert(
      fc.property(
        fc.constantFrom("portland", "PORTLAND", "Portland", "pOrTlAnD"),
        fc.constantFrom("", " ", "\t"),
        fc.constantFrom("tamp", "TAMP", "Tamp"),
        (portland, padding, tamp) => {
          expect(matchPlaceName(`${padding}${portland}${padding}`, PORTLAND)).toMatchObject({ name: "Portland" });
          expect(matchPlaceName(`${padding}${tamp}${padding}`, tampa)).toMatchObject({ name: "Tamp" });
        },
      ),
    );
  });

  it("goes straight to a place only one bears, and to none when the search found none", () => {
    expect(matchPlaceName("Boise C", BOISE.slice(1))).toEqual({
      kind: "one",
      place: { city: "Boise City", state: "OK" },
    });
    expect(matchPlaceName("Nowhere Special", [])).toEqual({ kind: "none" });
  });

  it("counts a city the search answers once per ZIP as one place, and never a row without a city or a state", () => {
    const perZip = [row("Tampa", "FL", "33602"), row("Tampa", "fl", "33606"), row("", "FL", "33607"), row("Tampa", "")];
    expect(distinctPlaces(perZip)).toEqual([{ city: "Tampa", state: "FL" }]);
    expect(matchPlaceName("Tampa", perZip)).toEqual({ kind: "one", place: { city: "Tampa", state: "FL" } });
  });
});

describe("the type-ahead's rows as the dialog offers them", () => {
  it("offers a name's places as the city and state alone, sent as 'City, ST', once each", () => {
    expect(offeredPlaces("Des Moines", [row("Des Moines", "IA", "50301"), row("Des Moines", "IA", "50309")])).toEqual([
      { label: "Des Moines, IA", value: "Des Moines, IA" },
    ]);
  });

  it("offers a ZIP's places with the ZIP, sent as the ZIP", () => {
    expect(
      offeredPlaces("3370", [row("Saint Petersburg", "FL", "33701"), row("Saint Petersburg", "FL", "33702")]),
    ).toEqual([
      { label: "Saint Petersburg, FL 33701", value: "33701" },
      { label: "Saint Petersburg, FL 33702", value: "33702" },
    ]);
    expect(offeredPlaces("33701", [row("Saint Petersburg", "FL", "")])).toEqual([]);
  });
});
