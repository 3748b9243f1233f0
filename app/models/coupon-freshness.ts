/**
 * How fresh an online offer is (decision 031): its expiry and when it was last verified, as cards and the coupon-code
 * dialog show them. Days are calendar days (YYYY-MM-DD) counted in UTC from `today`, the server's day, so the HTML and
 * the hydrated page agree.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const DAY_MS = 86_400_000;

/** Milliseconds of a valid calendar day's midnight (UTC), else null. */
function dayOf(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : null;
}

/** Today's calendar day in UTC (YYYY-MM-DD). */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** 'Dec 31, 2026' (the same in every browser and locale). */
export function shortDate(day: string): string | null {
  const time = dayOf(day);
  if (time === null) return null;
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * 'Expires Dec 31, 2026', 'Expires today', 'Expired Oct 2, 2026' or 'No expiry' (null: the offer never expires);
 * nothing when the offer does not say (undefined) or says something unreadable.
 */
export function expiryLabel(expirationDate: string | null | undefined, today: string): string | null {
  if (expirationDate === undefined) return null;
  if (expirationDate === null) return "No expiry";
  const end = dayOf(expirationDate);
  const now = dayOf(today);
  const shown = shortDate(expirationDate);
  if (end === null || shown === null) return null;
  if (now !== null && end === now) return "Expires today";
  return now !== null && end < now ? `Expired ${shown}` : `Expires ${shown}`;
}

/**
 * 'Verified today', 'Verified yesterday', 'Verified 3 days ago'; a day after `today` (the upstream's clock ahead of
 * ours) counts as today; nothing when the offer does not say or says something unreadable.
 */
export function verifiedLabel(lastVerifiedDate: string | undefined, today: string): string | null {
  if (lastVerifiedDate === undefined) return null;
  const verified = dayOf(lastVerifiedDate);
  const now = dayOf(today);
  if (verified === null || now === null) return null;
  const days = Math.round((now - verified) / DAY_MS);
  if (days <= 0) return "Verified today";
  return days === 1 ? "Verified yesterday" : `Verified ${days} days ago`;
}
