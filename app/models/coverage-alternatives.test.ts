import { describe, expect, it } from "vitest";
import { citiesAcrossStates, DRIVE_MILES, nearestCoveredCities, type CoveredCity } from "./coverage";

const city = (name: string, state: string, lat: number, lng: number): CoveredCity =>
  ({
    city: name,
    state,
    zip: "00000",
    lat,
    lng,
    slug: `${name.toLowerCase().replace(/ /g, "-")}-${state.toLowerCase()}`,
  }) as CoveredCity;

const covered = [
  city("Boise", "ID", 43.6135, -116.2035),
  city("Spokane", "WA", 47.6588, -117.426),
  city("Billings", "MT", 45.7833, -108.5007),
  city("Salt Lake City", "UT", 40.7608, -111.891),
];

describe("nearestCoveredCities (issue 25: a place without coupons leads to the nearest that have some)", () => {
  it("lists covered cities nearest first with their great-circle distance, the place itself left out", () => {
    // Missoula, MT.
    const found = nearestCoveredCities(covered, { lat: 46.8721, lng: -113.994 }, "boise-id", 2);
    expect(found.map((c) => c.label)).toEqual(["Spokane, WA", "Billings, MT"]);
    expect(found[0]!.miles).toBeCloseTo(174, -1);
    expect(Number.isInteger(found[0]!.miles! * 10)).toBe(true);
  });

  it("offers only cities within a drive: never one thousands of miles away", () => {
    // Missoula, MT: Spokane (174 mi) and the rest are farther than a drive; Boise from Boise's own ZIP is the place.
    expect(nearestCoveredCities(covered, { lat: 46.8721, lng: -113.994 }, "", 5, DRIVE_MILES)).toEqual([]);
    // Meridian, ID, 10 miles from Boise.
    const near = nearestCoveredCities(covered, { lat: 43.6121, lng: -116.3915 }, "", 5, DRIVE_MILES);
    expect(near.map((c) => c.label)).toEqual(["Boise, ID"]);
    expect(near[0]!.miles).toBeLessThanOrEqual(DRIVE_MILES);
  });

  it("picks cities across the list for a visitor without a place", () => {
    expect(citiesAcrossStates(covered, 2).map((c) => c.slug)).toEqual(["boise-id", "billings-mt"]);
    expect(citiesAcrossStates([], 3)).toEqual([]);
  });
});
