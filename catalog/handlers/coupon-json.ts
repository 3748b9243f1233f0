import { utc } from "@date-fns/utc";
import { addDays } from "date-fns/addDays";
import { differenceInCalendarDays } from "date-fns/differenceInCalendarDays";

/**
 * Online coupons leave the catalog as the seed stored them, except their last-verified day (decision 031). The seed
 * dates verification up to a week before its reference date; a demo read weeks after that would show every code as
 * "Verified 30 days ago", which no coupon site shows for codes it checks. The day is moved forward by as many days as
 * the catalog's clock is past the reference date, so each code keeps its own age (0–7 days) whenever it is read.
 */
export function createCouponJson(referenceDate: string, now: () => Date = () => new Date()) {
  const reference = utcDay(referenceDate.slice(0, 10));
  return function couponFromJson(json: string): unknown {
    const coupon = JSON.parse(json) as { lastVerifiedDate?: unknown };
    if (typeof coupon.lastVerifiedDate !== "string" || reference === null) return coupon;
    const shift = Math.max(0, differenceInCalendarDays(now(), reference, { in: utc }));
    const verified = utcDay(coupon.lastVerifiedDate);
    if (shift === 0 || verified === null) return coupon;
    return { ...coupon, lastVerifiedDate: addDays(verified, shift, { in: utc }).toISOString().slice(0, 10) };
  };
}

/** Midnight UTC of a `YYYY-MM-DD` day, or null for anything else. */
function utcDay(day: string): Date | null {
  const time = /^\d{4}-\d\d-\d\d$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  return Number.isNaN(time) ? null : new Date(time);
}

export type CouponFromJson = ReturnType<typeof createCouponJson>;
