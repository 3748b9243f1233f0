/**
 * SPEC §4: billboards and specialty links are kept only when start < now < end (both strict). An unparsable date
 * means the item can never be shown, rather than always.
 */
export function isWithinWindow(window: { startDate: string; endDate: string }, now: Date): boolean {
  return isWithinTimes(Date.parse(window.startDate), Date.parse(window.endDate), now.getTime());
}

/** The same rule on dates already parsed to times: a NaN start or end (an unparsable date) is never within. */
export function isWithinTimes(start: number, end: number, at: number): boolean {
  return start < at && at < end;
}

export function keepActive<T extends { startDate: string; endDate: string }>(items: readonly T[], now: Date): T[] {
  return items.filter((item) => isWithinWindow(item, now));
}
