// The catalog's dates are calendar days in UTC (YYYY-MM-DD, midnight UTC), whatever zone its machine is in: date-fns's
// arithmetic, run in a UTC context. `UTCDateMini` rather than @date-fns/utc's `utc`, whose UTCDate builds three Intl
// formatters when imported (about 20 ms of every catalog start) for formatting the catalog never asks of it.
import { UTCDateMini } from "@date-fns/utc/date/mini";
import { addDays as addCalendarDays } from "date-fns/addDays";
import { differenceInCalendarDays } from "date-fns/differenceInCalendarDays";
import { dayOf } from "../../app/models/coupon-freshness";

const inUtc = (value: Date | number | string) => new UTCDateMini(+new Date(value));

/** `days` calendar days later (or earlier, when negative). */
export function addDays(date: Date, days: number): Date {
  return addCalendarDays(date, days, { in: inUtc });
}

/** Whole calendar days from `earlier` to `later` (negative when `later` is the earlier one). */
export function daysBetween(later: Date, earlier: Date): number {
  return differenceInCalendarDays(later, earlier, { in: inUtc });
}

/** The day of `date`, `YYYY-MM-DD`. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Midnight UTC of a real `YYYY-MM-DD` day, read as the site reads it, or null for anything else. */
export function dayStart(day: string): Date | null {
  const time = dayOf(day);
  return time === null ? null : new Date(time);
}
