/**
 * How fresh an online offer is (decision 031): its expiry and when it was last verified, as cards and the coupon-code
 * dialog show them. Days are calendar days (YYYY-MM-DD) counted in UTC from `today`, the server's day, so the HTML and
 * the hydrated page agree. Kept small: it loads with every page that shows a coupon code.
 */

import { isExists } from "date-fns/isExists";
import { millisecondsInDay } from "date-fns/constants";

const MONTHS = "JanFebMarAprMayJunJulAugSepOctNovDec";

/** Midnight UTC of a real calendar day, else null (`2026-02-30`, `soon`). */
export function dayOf(text: string): number | null {
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  return isExists(year, month, day) ? Date.UTC(year, month, day) : null;
}

/** Today's calendar day in UTC (YYYY-MM-DD). */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** 'Dec 31, 2026' (the same in every browser and locale), or null for no real day. */
export function shortDate(day: string): string | null {
  const time = dayOf(day);
  if (time === null) return null;
  const date = new Date(time);
  const month = date.getUTCMonth() * 3;
  return `${MONTHS.slice(month, month + 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * 'Expires Dec 31, 2026', 'Expires today', 'Expired Oct 2, 2026' or 'No expiry' (null: the offer never expires);
 * nothing when the offer does not say (undefined) or says something unreadable.
 */
export function expiryLabel(expirationDate: string | null | undefined, today: string): string | null {
  if (expirationDate === null) return "No expiry";
  const shown = expirationDate === undefined ? null : shortDate(expirationDate);
  if (shown === null) return null;
  if (expirationDate === today) return "Expires today";
  return `${expirationDate! < today ? "Expired" : "Expires"} ${shown}`;
}

/**
 * 'Verified today', 'Verified yesterday', 'Verified 3 days ago'; a day after `today` (the upstream's clock ahead of
 * ours) counts as today; nothing when the offer does not say or says something unreadable.
 */
export function verifiedLabel(lastVerifiedDate: string | undefined, today: string): string | null {
  const verified = lastVerifiedDate === undefined ? null : dayOf(lastVerifiedDate);
  const now = dayOf(today);
  if (verified === null || now === null) return null;
  // Two UTC midnights (no daylight saving in UTC) are a whole number of days apart; date-fns's
  // differenceInCalendarDays, which also corrects for a local zone, is 0.4 KB of each coupon page's JavaScript.
  const days = Math.round((now - verified) / millisecondsInDay);
  return days <= 0 ? "Verified today" : days === 1 ? "Verified yesterday" : `Verified ${days} days ago`;
}
