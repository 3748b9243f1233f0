import { describe, expect, it } from "vitest";
import { isFetchFailure } from "./connection";

describe("isFetchFailure", () => {
  it.each([
    "Failed to fetch",
    "Failed to fetch (www.valuvo.com)",
    "Failed to fetch (localhost:3000)",
    "NetworkError when attempting to fetch resource.",
    "Load failed",
  ])("reads fetch's own error %j as no answer at all", (message) => {
    expect(isFetchFailure(new TypeError(message))).toBe(true);
  });

  it.each([
    "Failed to fetch dynamically imported module: https://www.valuvo.com/build/routes/x.js",
    "Failed to fetch (a) (b)",
    "failed to fetch",
    "Cannot read properties of undefined (reading 'data')",
  ])("leaves another TypeError, %j, to be shown", (message) => {
    expect(isFetchFailure(new TypeError(message))).toBe(false);
  });

  it("reads only a TypeError: a thrown string or an Error with the same words is no fetch's", () => {
    for (const error of ["Failed to fetch", new Error("Failed to fetch"), null, undefined])
      expect(isFetchFailure(error)).toBe(false);
  });
});
