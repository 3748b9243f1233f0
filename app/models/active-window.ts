/**
 * SPEC §4: billboards and specialty links are kept only when start < now < end (both strict). An unparsable date
 * means the item can never be shown, rather than always.
 */
export function isWithinWindow(window: { startDate: string; endDate: string }, now: Date): boolean {
  const start = Date.parse(window.startDate);
  const end = Date.parse(window.endDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const at = now.getTime();
  return start < at && at < end;
}

export function keepActive<T extends { startDate: string; endDate: string }>(items: readonly T[], now: Date): T[] {
  return items.filter((item) => isWithinWindow(item, now));
}
