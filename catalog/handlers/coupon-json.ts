/**
 * Online coupons leave the catalog as the seed stored them, except their last-verified day (decision 031). The seed
 * dates verification up to a week before its reference date; a demo read weeks after that would show every code as
 * "Verified 30 days ago", which no coupon site shows for codes it checks. The day is moved forward by as many days as
 * the catalog's clock is past the reference date, so each code keeps its own age (0–7 days) whenever it is read.
 */
const DAY_MS = 86_400_000;

export function createCouponJson(referenceDate: string, now: () => Date = () => new Date()) {
  const reference = Date.parse(`${referenceDate.slice(0, 10)}T00:00:00Z`);
  return function couponFromJson(json: string): unknown {
    const coupon = JSON.parse(json) as { lastVerifiedDate?: unknown };
    if (typeof coupon.lastVerifiedDate !== "string" || Number.isNaN(reference)) return coupon;
    const shift = Math.max(0, Math.floor((now().getTime() - reference) / DAY_MS));
    const verified = Date.parse(`${coupon.lastVerifiedDate}T00:00:00Z`);
    if (shift === 0 || Number.isNaN(verified)) return coupon;
    return { ...coupon, lastVerifiedDate: new Date(verified + shift * DAY_MS).toISOString().slice(0, 10) };
  };
}

export type CouponFromJson = ReturnType<typeof createCouponJson>;
