// SPEC §4 "Recently viewed": the rules live here so the browser hook only reads and writes localStorage.

import { isExists } from "date-fns/isExists";
import { storedArray } from "./stored-list";

export const RECENTS_KEY = "recents";
export const RECENTS_MAX = 24;
export const RECENTS_DEFAULT_DAYS = 60;

export const RECENT_KINDS = ["local", "code", "deal"] as const;
export type RecentKind = (typeof RECENT_KINDS)[number];

export interface RecentItem {
  id: string;
  kind: RecentKind;
  title: string;
  businessName: string;
  logoURL: string;
  /** For local offers, the business-profile URL. */
  url: string;
  /** ISO 8601 instant after which the item is purged. */
  expiresAt: string;
}

interface RecentInputBase {
  // Offer ids arrive as numbers from some feeds and strings from others; one form is stored so re-adding matches.
  id: string | number;
  title: string;
  businessName: string;
  logoURL: string;
  url: string;
}

/** A local offer as opened: its own expiration counts only when the offer displays it (SPEC §4). */
export interface LocalRecentInput extends RecentInputBase {
  kind: "local";
  displayExpiration: boolean;
  offerExpirationDate: string | null | undefined;
}

/** Coupon codes and partner deals: an explicit expiry when known, else the default lifetime. */
export interface OtherRecentInput extends RecentInputBase {
  kind: "code" | "deal";
  expiresAt?: string | null;
}

export type RecentInput = LocalRecentInput | OtherRecentInput;

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * An ISO 8601 date or date-time as a Date, null when it is not one (a 30th of February included). Like the ISO
 * rule, a date-time without an offset is local time, and so is a bare date (which `new Date` would read as UTC).
 * The browser's own parser instead of date-fns's `parseISO`: recents are read on every page, and that parser alone
 * was 1.2 KB of every page's first-load JavaScript; date-fns says whether the day exists.
 */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  if (!isExists(year!, month! - 1, day!)) return null;
  if (hour === undefined || Number.isNaN(hour)) return new Date(year!, month! - 1, day!);
  if (hour > 23 || minute! > 59 || (second !== undefined && !Number.isNaN(second) && second > 59)) return null;
  const parsed = new Date(value.trim());
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

// A bare date ("2025-12-31") means the offer is good through that day, so it expires at the day's end, not its start.
function parseExpiry(value: string | null | undefined): Date | null {
  if (!value) return null;
  const parsed = parseIsoDate(value);
  if (!parsed) return null;
  // eslint-disable-next-line no-restricted-syntax -- date-fns's endOfDay and addDays: 0.3 KB on every page (below)
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) parsed.setHours(23, 59, 59, 999);
  return parsed;
}

export function recentExpiry(input: RecentInput, now: Date): string {
  const own = input.kind === "local" ? (input.displayExpiration ? input.offerExpirationDate : null) : input.expiresAt;
  return (parseExpiry(own) ?? addDays(now, RECENTS_DEFAULT_DAYS)).toISOString();
}

/**
 * `days` calendar days later at the same local time (a DST change does not shift the hour). Not date-fns's addDays
 * and endOfDay: with them every page's first-load JavaScript grew by 0.3 KB (Brotli), the campaign page's past
 * issue 11's 110 KB.
 */
function addDays(date: Date, days: number): Date {
  const later = new Date(date.getTime());
  // eslint-disable-next-line no-restricted-syntax -- see above
  later.setDate(later.getDate() + days);
  return later;
}

function sameEntry(a: Pick<RecentItem, "id" | "kind">, b: Pick<RecentItem, "id" | "kind">): boolean {
  return a.id === b.id && a.kind === b.kind;
}

/** The opened offer goes first; an earlier entry for it is removed; beyond 24 the oldest (last) entries fall off. */
export function addRecent(list: readonly RecentItem[], input: RecentInput, now: Date): RecentItem[] {
  const item: RecentItem = {
    id: String(input.id),
    kind: input.kind,
    title: input.title,
    businessName: input.businessName,
    logoURL: input.logoURL,
    url: input.url,
    expiresAt: recentExpiry(input, now),
  };
  return [item, ...list.filter((existing) => !sameEntry(existing, item))].slice(0, RECENTS_MAX);
}

export function isRecentExpired(item: RecentItem, now: Date): boolean {
  const expiry = parseIsoDate(item.expiresAt);
  return expiry === null || expiry.getTime() <= now.getTime();
}

export function purgeExpired(list: readonly RecentItem[], now: Date): RecentItem[] {
  return list.filter((item) => !isRecentExpired(item, now));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isRecentKind(value: unknown): value is RecentKind {
  return typeof value === "string" && (RECENT_KINDS as readonly string[]).includes(value);
}

// Storage is writable by anything on the page and by the visitor; hrefs read back from it must not carry a
// `javascript:` URL into a link, so only site paths and http(s) URLs survive.
export function isSafeHref(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  return /^https?:\/\/[^\s]+$/i.test(value);
}

function toRecentItem(value: unknown): RecentItem | null {
  if (!isRecord(value)) return null;
  const { id, kind, title, businessName, logoURL, url, expiresAt } = value;
  if (typeof id !== "string" || id === "" || !isRecentKind(kind)) return null;
  if (typeof title !== "string" || typeof businessName !== "string") return null;
  if (typeof logoURL !== "string" || (logoURL !== "" && !isSafeHref(logoURL))) return null;
  if (typeof url !== "string" || !isSafeHref(url)) return null;
  if (typeof expiresAt !== "string" || parseIsoDate(expiresAt) === null) return null;
  return { id, kind, title, businessName, logoURL, url, expiresAt };
}

/** Stored text → the valid items, deduplicated and capped; corrupted storage reads as empty and never throws. */
export function parseRecents(raw: string | null): RecentItem[] {
  const items: RecentItem[] = [];
  for (const value of storedArray(raw)) {
    const item = toRecentItem(value);
    if (item && !items.some((kept) => sameEntry(kept, item))) items.push(item);
    if (items.length === RECENTS_MAX) break;
  }
  return items;
}

export function serializeRecents(list: readonly RecentItem[]): string {
  return JSON.stringify(list);
}
