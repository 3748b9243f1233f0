import { describe, expect, it } from "vitest";
import { prefetchPolicy } from "./SiteLink";

describe("prefetchPolicy", () => {
  it.each([
    [undefined, "intent"],
    [{ effectiveType: "4g" }, "intent"],
    [{ effectiveType: "3g" }, "intent"],
    [{ effectiveType: "2g" }, "none"],
    [{ effectiveType: "slow-2g" }, "none"],
    [{ effectiveType: "4g", saveData: true }, "none"],
  ] as const)("for %o is %s", (connection, policy) => {
    expect(prefetchPolicy(connection)).toBe(policy);
  });
});
