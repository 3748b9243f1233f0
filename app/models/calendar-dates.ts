import { isExists } from "date-fns/isExists";

/**
 * Calendar dates as the site prints them ('October 28, 2026', 'Dec 15, 2027'), read from the day an ISO date or
 * timestamp starts with, so server and browser (in any time zone) print the day the upstream wrote.
 *
 * Printed by hand, neither Intl nor date-fns's `format`: these modules load with most pages, the first
 * `Intl.DateTimeFormat` a page creates costs the browser 40-60 ms of ICU set-up on its main thread (measured in
 * Chromium), and date-fns's `format` and `parseISO` were 6.2 KB of first-load JavaScript on the newsroom, careers and
 * blog pages. date-fns says whether a day exists; the unit test checks every month against its `format`.
 */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

type CalendarDay = { year: number; month: number; day: number };

/** The day an ISO string starts with (`2026-10-28…`), or null when it starts with no real day (`2026-02-30`). */
function calendarDay(iso: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  // Not Feb 30, and not a year below 100 (which Date reads as 19xx).
  return isExists(year, month, day) ? { year, month, day } : null;
}

/** 'October 28, 2026', or null when the string names no day. */
export function longDateText(iso: string): string | null {
  const date = calendarDay(iso);
  return date ? `${MONTH_NAMES[date.month]} ${date.day}, ${date.year}` : null;
}

/** 'Oct 28, 2026', or null when the string names no day. */
export function shortDateText(iso: string): string | null {
  const date = calendarDay(iso);
  return date ? `${MONTH_NAMES[date.month]!.slice(0, 3)} ${date.day}, ${date.year}` : null;
}
