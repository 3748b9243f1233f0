import { describe, expect, it } from "vitest";
import { closeDealHref, dealHref } from "./deal-overlay";

describe("deal quick view URLs", () => {
  it("opens a deal on the current page, keeping its other parameters", () => {
    expect(dealHref("/search", "?term=spa", "42")).toBe("/search?term=spa&deal=42");
    expect(dealHref("/deals", "?deal=1", "2")).toBe("/deals?deal=2");
  });

  it("closes it by removing only its parameter", () => {
    expect(closeDealHref("/search", "?term=spa&deal=42")).toBe("/search?term=spa");
    expect(closeDealHref("/deals", "?deal=42")).toBe("/deals");
  });
});
