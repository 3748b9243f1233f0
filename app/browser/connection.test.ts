import { describe, expect, it } from "vitest";
import { isFetchFailure } from "./connection";

describe("isFetchFailure", () => {
  it.each([
    ["Failed to fetch", true],
    ["Failed to fetch (www.valuvo.com)", true],
    ["Failed to fetch (localhost:3000)", true],
    ["NetworkError when attempting to fetch resource.", true],
    ["Load failed", true],
    // Other TypeErrors are shown: a chunk that failed (the chunk reload's), odd spellings, a script's own bug.
    ["Failed to fetch dynamically imported module: https://www.valuvo.com/build/routes/x.js", false],
    ["Failed to fetch (a) (b)", false],
    ["failed to fetch", false],
    ["Cannot read properties of undefined (reading 'data')", false],
  ])("reads a TypeError saying %j as no answer at all: %s", (message, noAnswer) => {
    expect(isFetchFailure(new TypeError(message))).toBe(noAnswer);
  });

  it("reads only a TypeError: a thrown string or an Error with the same words is no fetch's", () => {
    for (const error of ["Failed to fetch", new Error("Failed to fetch"), null, undefined])
      expect(isFetchFailure(error)).toBe(false);
  });
});
