import { describe, expect, it } from "vitest";
import { parseSavedPlace, serializeSavedPlace } from "./saved-place";

describe("the place saved in this browser", () => {
  it("reads back what it wrote", () => {
    const place = { label: "Fort Myers, FL", slug: "fort-myers-fl" };
    expect(parseSavedPlace(serializeSavedPlace(place))).toEqual(place);
  });

  it.each([
    [null],
    ["not json"],
    ['{"label":"<img src=x>, FL","slug":"x"}'],
    ['{"label":"Tampa, FL","slug":"../etc"}'],
    ['{"label":"Tampa, FL"}'],
    ["[]"],
  ])("refuses %j", (raw) => expect(parseSavedPlace(raw)).toBeNull());
});
