import { isWithinWindow, keepActive } from "./active-window";

const now = new Date("2025-06-15T12:00:00.000Z");

describe("isWithinWindow", () => {
  it.each([
    ["started yesterday, ends tomorrow", "2025-06-14T12:00:00Z", "2025-06-16T12:00:00Z", true],
    ["already ended", "2025-06-01T00:00:00Z", "2025-06-15T11:59:59Z", false],
    ["not started yet", "2025-06-15T12:00:01Z", "2025-07-01T00:00:00Z", false],
    ["starts exactly now", "2025-06-15T12:00:00Z", "2025-07-01T00:00:00Z", false],
    ["ends exactly now", "2025-06-01T00:00:00Z", "2025-06-15T12:00:00Z", false],
    ["date-only bounds around now", "2025-06-15", "2025-06-16", true],
    ["an unparsable start", "soon", "2025-07-01T00:00:00Z", false],
    ["an unparsable end", "2025-06-01T00:00:00Z", "", false],
  ])("%s → %s", (_name, startDate, endDate, expected) => {
    expect(isWithinWindow({ startDate, endDate }, now)).toBe(expected);
  });
});

describe("keepActive", () => {
  it("keeps only the items whose window contains now, in their order", () => {
    const items = [
      { id: "a", startDate: "2025-06-01", endDate: "2025-06-30" },
      { id: "b", startDate: "2025-05-01", endDate: "2025-05-31" },
      { id: "c", startDate: "2025-06-10", endDate: "2025-06-20" },
      { id: "d", startDate: "2025-07-01", endDate: "2025-07-31" },
    ];
    expect(keepActive(items, now).map((item) => item.id)).toEqual(["a", "c"]);
  });
});
