import { addDays, formatLongDate, isoDate } from "./text";

describe("the seed's dates, wherever the seed is built", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it.each(["UTC", "America/New_York", "Pacific/Kiritimati", "Pacific/Pago_Pago"])(
    "are whole UTC days in %s, across both changes of daylight saving time",
    (timeZone) => {
      process.env.TZ = timeZone;
      const reference = new Date("2026-10-31T00:00:00.000Z");
      // The United States leave daylight saving time on 2026-11-01 and enter it on 2027-03-14.
      expect(addDays(reference, 2).toISOString()).toBe("2026-11-02T00:00:00.000Z");
      expect(isoDate(addDays(new Date("2027-01-01T00:00:00.000Z"), 100))).toBe("2027-04-11");
      expect(isoDate(addDays(reference, 135))).toBe("2027-03-15");
      expect(isoDate(addDays(reference, -900))).toBe("2024-05-14");
      expect(formatLongDate(addDays(reference, 61))).toBe("December 31, 2026");
    },
  );
});
