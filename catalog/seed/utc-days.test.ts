import { addDays, daysBetween, isoDate, dayStart } from "./utc-days";
import { formatLongDate } from "./text";

// The zones the catalog might run in: none, both coasts (with daylight saving time), and a day ahead or behind UTC.
const ZONES = ["UTC", "America/New_York", "America/Los_Angeles", "Pacific/Kiritimati", "Pacific/Pago_Pago"];

describe("the catalog's calendar days, wherever the catalog runs", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each(ZONES)("are whole UTC days in %s, across both changes of daylight saving time", (timeZone) => {
    process.env.TZ = timeZone;
    const reference = dayStart("2026-10-31")!;
    // The United States leave daylight saving time on 2026-11-01 and enter it on 2027-03-14.
    expect(addDays(reference, 2).toISOString()).toBe("2026-11-02T00:00:00.000Z");
    expect(isoDate(addDays(dayStart("2027-01-01")!, 100))).toBe("2027-04-11");
    expect(isoDate(addDays(reference, -900))).toBe("2024-05-14");
    expect(formatLongDate(addDays(reference, 61))).toBe("December 31, 2026");
    expect(daysBetween(new Date("2026-11-01T23:59:59Z"), reference)).toBe(1);
    expect(daysBetween(new Date("2027-03-15T00:30:00Z"), reference)).toBe(135);
    expect(daysBetween(new Date("2026-10-30T23:59:59Z"), reference)).toBe(-1);
  });

  it("reads a day only as YYYY-MM-DD", () => {
    expect(dayStart("2026-11-30")?.toISOString()).toBe("2026-11-30T00:00:00.000Z");
    for (const text of ["2026-11-30T10:00:00Z", "30/11/2026", "soon", "", "2026-1-30", "2026-13-01"])
      expect(dayStart(text), text).toBeNull();
  });
});
