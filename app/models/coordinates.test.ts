import { hasCoordinates, roundCoords } from "./coordinates";

describe("hasCoordinates", () => {
  it.each([
    [{ lat: 40.7, lng: -74 }, true],
    [{ lat: 0, lng: 0 }, true],
    [{ lat: 40.7 }, false],
    [{ lng: -74 }, false],
    [{ lat: Number.NaN, lng: -74 }, false],
    [{ lat: 40.7, lng: Number.POSITIVE_INFINITY }, false],
    [{ lat: 91, lng: 0 }, false],
    [{ lat: 0, lng: 181 }, false],
    [null, false],
    [undefined, false],
  ])("treats %j as present: %s", (coords, expected) => {
    expect(hasCoordinates(coords)).toBe(expected);
  });

  it("treats coordinates that arrived as strings as missing", () => {
    expect(hasCoordinates({ lat: "40.7", lng: "-74" } as unknown as { lat: number; lng: number })).toBe(false);
  });
});

describe("roundCoords", () => {
  it.each([
    [
      { lat: 40.71278, lng: -74.00594 },
      { lat: 40.71, lng: -74.01 },
    ],
    [
      { lat: 27.7676, lng: -82.6403 },
      { lat: 27.77, lng: -82.64 },
    ],
    [
      { lat: -0.001, lng: 0.004 },
      { lat: 0, lng: 0 },
    ],
  ])("rounds %j to two decimals as %j", (input, output) => {
    expect(roundCoords(input)).toEqual(output);
  });

  it("never produces negative zero", () => {
    expect(Object.is(roundCoords({ lat: -0.001, lng: -0.001 }).lat, -0)).toBe(false);
  });
});
