import { CONTESTS_PATH } from "./page-paths";
/** Contests (sweepstakes and instant wins) and their entries: the CONTESTS upstream of docs/upstream-contract.md. */

export const CONTEST_KINDS = ["sweepstakes", "instantWin"] as const;
export type ContestKind = (typeof CONTEST_KINDS)[number];

/** How a winner is published: first name, last initial and home town, never more. */
export interface ContestWinner {
  firstName: string;
  lastInitial: string;
  city: string;
  state: string;
  prize: string;
}

export interface Contest {
  /** Numeric string; the page lives at `/coupons/showcontest/{id}`. */
  id: string;
  title: string;
  summary: string;
  kind: ContestKind;
  /** The campaign page (`/{campaignSlug}`) the contest belongs to. */
  campaignSlug: string;
  prize: string;
  /** Approximate retail value in US dollars. */
  prizeValue: number;
  startDate: string;
  endDate: string;
  imageUrl: string;
  officialRules: string[];
  /** Empty until the contest has ended and its winners were drawn. */
  winners: ContestWinner[];
}

export type ContestStatus = "upcoming" | "open" | "closed";

export function contestStatus(contest: Pick<Contest, "startDate" | "endDate">, now: Date): ContestStatus {
  const start = Date.parse(contest.startDate);
  const end = Date.parse(contest.endDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return "closed";
  if (now.getTime() <= start) return "upcoming";
  return now.getTime() < end ? "open" : "closed";
}

export const CONTEST_ID = /^\d{1,9}$/;

export function isContestId(value: string): boolean {
  return CONTEST_ID.test(value);
}

export const CONTEST_ENTRY_FIELDS = [
  "name",
  "email",
  "zip",
  "ageConfirmed",
  "rulesConsent",
  "verificationToken",
] as const;
export type ContestEntryField = (typeof CONTEST_ENTRY_FIELDS)[number];

export interface ContestEntry {
  name: string;
  email: string;
  zip: string;
  ageConfirmed: boolean;
  rulesConsent: boolean;
  /** From the human-verification script (`window.valuvoVerify.token()`). */
  verificationToken: string;
}

export type ContestEntryFieldErrors = Partial<Record<ContestEntryField, string>>;

/**
 * What became of an entry. Everything the visitor can act on is a result, not an error: a second entry the same
 * day, input the upstream refused, a failed verification, a contest that is not open.
 */
export type ContestEntryResult =
  | { status: "accepted"; entryId: string; outcome: "won" | "lost" | null }
  | { status: "duplicate" }
  | { status: "invalid"; fieldErrors: ContestEntryFieldErrors }
  | { status: "verificationFailed" }
  | { status: "closed" };

// Contest and campaign dates are Eastern Time days (the official rules say so); a fixed zone also makes the server
// and the browser print the same text. The formatter is made on first use, not when the module loads: the first
// DateTimeFormat a page creates costs the browser 40-60 ms of ICU set-up, which only pages that show a date should pay.
let contestDate: Intl.DateTimeFormat | undefined;

/** 'November 1, 2026' for an ISO time, in Eastern Time; null for an unreadable one. */
export function contestDateText(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  contestDate ??= new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", dateStyle: "long" });
  return contestDate.format(new Date(time));
}

/** The path of a contest's own page. */
export function contestPath(id: string): string {
  return `${CONTESTS_PATH}/${id}`;
}

export { CONTESTS_PATH };

/** Contests for the list page: open ones first, then upcoming, then past; newest first within each. */
export function contestsByStatus<T extends Pick<Contest, "startDate" | "endDate">>(contests: readonly T[], now: Date) {
  const of = (status: ContestStatus) =>
    contests
      .filter((contest) => contestStatus(contest, now) === status)
      .sort((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate));
  return { open: of("open"), upcoming: of("upcoming"), closed: of("closed") };
}
