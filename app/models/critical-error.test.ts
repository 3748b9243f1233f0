import { describe, expect, it } from "vitest";
import { isCriticalFailure, type CriticalArea } from "./critical-error";
import { failed, ok } from "./result";

describe("isCriticalFailure", () => {
  it.each<[CriticalArea, number, boolean]>([
    ["localOffers", 404, true],
    ["localOffers", 500, false],
    ["localServices", 404, true],
    ["localServices", 502, false],
    ["topOffers", 500, true],
    ["merchantOffers", 404, true],
    ["categoryOffers", 500, true],
    ["categoryMerchants", 0, true],
  ])("a failure of %s with status %i is critical: %s", (area, status, critical) => {
    expect(isCriticalFailure(area, failed("message", status))).toBe(critical);
  });

  it("a success is never critical", () => {
    expect(isCriticalFailure("topOffers", ok([]))).toBe(false);
    expect(isCriticalFailure("localOffers", ok([]))).toBe(false);
  });
});
