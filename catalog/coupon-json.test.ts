import { describe, expect, it } from "vitest";
import { createCouponJson } from "./handlers/coupon-json";

const stored = (fields: Record<string, unknown>) => JSON.stringify({ merchantId: 1, title: "10% Off", ...fields });

describe("online coupons as the catalog answers them", () => {
  it("keeps each code's verification age when read weeks after the seed's reference date", () => {
    const read = createCouponJson("2026-11-01", () => new Date("2026-11-26T15:00:00Z"));
    expect(read(stored({ lastVerifiedDate: "2026-11-01" }))).toMatchObject({ lastVerifiedDate: "2026-11-26" });
    expect(read(stored({ lastVerifiedDate: "2026-10-25" }))).toMatchObject({ lastVerifiedDate: "2026-11-19" });
  });

  it("leaves the stored day alone on the reference date itself, and before it", () => {
    expect(
      createCouponJson(
        "2026-11-01",
        () => new Date("2026-11-01T23:00:00Z"),
      )(stored({ lastVerifiedDate: "2026-10-30" })),
    ).toMatchObject({ lastVerifiedDate: "2026-10-30" });
    expect(
      createCouponJson(
        "2026-11-01",
        () => new Date("2026-10-01T00:00:00Z"),
      )(stored({ lastVerifiedDate: "2026-10-30" })),
    ).toMatchObject({ lastVerifiedDate: "2026-10-30" });
  });

  it("answers a never-verified code without the field, and leaves its expiry as stored", () => {
    const read = createCouponJson("2026-11-01", () => new Date("2026-12-01T00:00:00Z"));
    const coupon = read(stored({ expirationDate: "2027-01-15" })) as Record<string, unknown>;
    expect(coupon).not.toHaveProperty("lastVerifiedDate");
    expect(coupon.expirationDate).toBe("2027-01-15");
  });
});

describe("the verification day, wherever the catalog runs", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each(["UTC", "America/New_York", "America/Los_Angeles", "Pacific/Kiritimati", "Pacific/Pago_Pago"])(
    "counts UTC calendar days in %s, across a change of daylight saving time",
    (timeZone) => {
      process.env.TZ = timeZone;
      // 2026-11-01 is the day the United States leave daylight saving time; 2027-03-14 the day they enter it.
      const read = createCouponJson("2026-10-31", () => new Date("2027-03-15T00:30:00Z"));
      expect(read(stored({ lastVerifiedDate: "2026-10-30" }))).toMatchObject({ lastVerifiedDate: "2027-03-14" });
      const late = createCouponJson("2026-10-31", () => new Date("2026-11-01T23:59:59Z"));
      expect(late(stored({ lastVerifiedDate: "2026-10-31" }))).toMatchObject({ lastVerifiedDate: "2026-11-01" });
    },
  );
});
