import { addDays, daysBetween, isoDate, dayStart } from "../seed/utc-days";

/**
 * Online coupons leave the catalog as the seed stored them, except their last-verified day (decision 031). The seed
 * dates verification up to a week before its reference date; a demo read weeks after that would show every code as
 * "Verified 30 days ago", which no coupon site shows for codes it checks. The day is moved forward by as many days as
 * the catalog's clock is past the reference date, so each code keeps its own age (0–7 days) whenever it is read.
 */
export function createCouponJson(referenceDate: string, now: () => Date = () => new Date()) {
  const reference = dayStart(referenceDate.slice(0, 10));
  return function couponFromJson(json: string): unknown {
    const coupon = JSON.parse(json) as { lastVerifiedDate?: unknown };
    if (typeof coupon.lastVerifiedDate !== "string" || reference === null) return coupon;
    const shift = Math.max(0, daysBetween(now(), reference));
    const verified = dayStart(coupon.lastVerifiedDate);
    if (shift === 0 || verified === null) return coupon;
    return { ...coupon, lastVerifiedDate: isoDate(addDays(verified, shift)) };
  };
}

export type CouponFromJson = ReturnType<typeof createCouponJson>;
