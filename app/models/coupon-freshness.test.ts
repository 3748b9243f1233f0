import { expiryLabel, shortDate, utcDay, verifiedLabel } from "./coupon-freshness";

const TODAY = "2026-11-26";

describe("expiryLabel", () => {
  it.each([
    ["a later day", "2026-12-31", "Expires Dec 31, 2026"],
    ["next year", "2027-01-05", "Expires Jan 5, 2027"],
    ["today", TODAY, "Expires today"],
    ["a past day", "2026-10-02", "Expired Oct 2, 2026"],
    ["never (null)", null, "No expiry"],
    ["not said (absent)", undefined, null],
    ["not a date", "soon", null],
    ["an impossible day", "2026-02-30", null],
  ] as const)("%s → %j", (_name, date, label) => {
    expect(expiryLabel(date, TODAY)).toBe(label);
  });
});

describe("verifiedLabel", () => {
  it.each([
    ["today", TODAY, "Verified today"],
    ["yesterday", "2026-11-25", "Verified yesterday"],
    ["three days ago", "2026-11-23", "Verified 3 days ago"],
    ["across a month", "2026-10-27", "Verified 30 days ago"],
    ["across a year", "2025-12-31", "Verified 330 days ago"],
    ["tomorrow (a clock ahead) counts as today", "2026-11-27", "Verified today"],
    ["not said", undefined, null],
    ["not a date", "2026-11", null],
  ] as const)("%s → %j", (_name, date, label) => {
    expect(verifiedLabel(date, TODAY)).toBe(label);
  });

  it("says nothing when today itself is unreadable", () => {
    expect(verifiedLabel("2026-11-25", "")).toBeNull();
  });
});

describe("shortDate and utcDay", () => {
  it("formats a day the same way everywhere, and reads today's day in UTC", () => {
    expect(shortDate("2026-03-09")).toBe("Mar 9, 2026");
    expect(utcDay(new Date("2026-11-26T23:59:59.000Z"))).toBe("2026-11-26");
    expect(utcDay(new Date("2026-11-27T00:00:00.000-05:00"))).toBe("2026-11-27");
  });
});
