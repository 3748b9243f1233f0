import { format } from "date-fns/format";
import { describe, expect, it } from "vitest";
import { longDateText, shortDateText } from "./calendar-dates";

describe("calendar dates", () => {
  it("prints every day of a leap year as date-fns's 'MMMM d, yyyy' and 'MMM d, yyyy' do", () => {
    for (
      let day = new Date(2028, 0, 1);
      day.getFullYear() === 2028;
      day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
    ) {
      const iso = format(day, "yyyy-MM-dd");
      expect(longDateText(iso)).toBe(format(day, "MMMM d, yyyy"));
      expect(shortDateText(`${iso}T23:30:00-08:00`)).toBe(format(day, "MMM d, yyyy"));
    }
  });

  it.each([
    "2026-02-30",
    "2027-02-29",
    "2026-13-01",
    "2026-00-10",
    "2026-04-31",
    "0099-01-01",
    "yesterday",
    "",
    "26-01-01",
    "2026/01/01",
  ])("reads %j as no day", (iso) => {
    expect(longDateText(iso)).toBeNull();
    expect(shortDateText(iso)).toBeNull();
  });

  it("reads the day as written, whatever the offset", () => {
    expect(longDateText("2026-10-28T13:00:00.000Z")).toBe("October 28, 2026");
    expect(longDateText("2026-01-01T00:30:00-08:00")).toBe("January 1, 2026");
    expect(longDateText(" 2026-01-01T00:30:00+14:00")).toBe("January 1, 2026");
    expect(shortDateText("2028-02-29")).toBe("Feb 29, 2028");
  });
});
