import { distanceMiles, roundMiles } from "./distance";

describe("distanceMiles", () => {
  it.each([
    ["the same point", { lat: 27.77, lng: -82.64 }, { lat: 27.77, lng: -82.64 }, 0],
    ["New York to Los Angeles", { lat: 40.7128, lng: -74.006 }, { lat: 34.0522, lng: -118.2437 }, 2445.6],
    ["Saint Petersburg to Tampa", { lat: 27.7676, lng: -82.6403 }, { lat: 27.9506, lng: -82.4572 }, 16.9],
    ["one degree of latitude", { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 69.1],
    ["antipodes", { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 12436.9],
  ])("measures %s: %o to %o is %d miles", (_name, from, to, miles) => {
    expect(distanceMiles(from, to)).toBe(miles);
  });

  it("is symmetric", () => {
    const a = { lat: 30.33, lng: -81.66 };
    const b = { lat: 30.29, lng: -81.39 };
    expect(distanceMiles(a, b)).toBe(distanceMiles(b, a));
  });
});

describe("roundMiles", () => {
  it.each([
    [1.24, 1.2],
    [1.25, 1.3],
    [0.04, 0],
    [12, 12],
  ])("rounds %d to %d", (input, output) => {
    expect(roundMiles(input)).toBe(output);
  });
});
