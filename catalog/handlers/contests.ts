import { createHash } from "node:crypto";
import type { Database } from "better-sqlite3";
import type { ContestEntryFieldErrors } from "../../app/models/contest";
import { type Answer, json, notFound } from "../http";
import type { Verification } from "./verification";

interface StoredContest {
  id: string;
  kind: "sweepstakes" | "instantWin";
  startDate: string;
  endDate: string;
  [field: string]: unknown;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[A-Za-z]{2,}$/;

/**
 * Instant-win outcomes are decided here, deterministically: an entry wins when the first byte of
 * SHA-256(`{contestId}:{lower-cased e-mail}:{UTC day}`) is below 64, about one entry in four.
 */
export function instantWinOutcome(contestId: string, email: string, day: string): "won" | "lost" {
  const digest = createHash("sha256").update(`${contestId}:${email.trim().toLowerCase()}:${day}`).digest();
  return (digest[0] as number) < 64 ? "won" : "lost";
}

function fieldErrors(body: Record<string, unknown>, zipExists: (zip: string) => boolean): ContestEntryFieldErrors {
  const errors: ContestEntryFieldErrors = {};
  const text = (key: string) => (typeof body[key] === "string" ? (body[key] as string).trim() : "");
  const name = text("name");
  if (name === "") errors.name = "Enter your name.";
  else if (name.length > 80 || !/\p{L}/u.test(name)) errors.name = "Enter a name of up to 80 characters using letters.";
  const email = text("email");
  if (email === "") errors.email = "Enter your e-mail address.";
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = "Enter an e-mail address like name@example.com.";
  const zip = text("zip");
  if (zip === "") errors.zip = "Enter your ZIP code.";
  else if (!/^\d{5}$/.test(zip) || !zipExists(zip)) errors.zip = "Enter a valid 5-digit US ZIP code.";
  if (body.ageConfirmed !== true) errors.ageConfirmed = "Confirm that you are 18 or older.";
  if (body.rulesConsent !== true) errors.rulesConsent = "Accept the official rules to enter.";
  if (body.verificationToken !== undefined && typeof body.verificationToken !== "string") {
    errors.verificationToken = "The verification token must be a string.";
  }
  return errors;
}

/** CONTESTS: the contest list, one contest, and entries (one per e-mail per contest per UTC day). */
export function createContestHandlers(db: Database, verification: Verification, now: () => Date = () => new Date()) {
  const allJson = db.prepare("SELECT json FROM contests ORDER BY start_date DESC, id").pluck();
  const oneJson = db.prepare("SELECT json FROM contests WHERE id = ?").pluck();
  const zipExists = db.prepare("SELECT 1 FROM zips WHERE zip = ?").pluck();
  const insertEntry = db.prepare(
    "INSERT OR IGNORE INTO contest_entries (contest_id, email, day, name, zip, outcome, received_at, verified) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const entriesOf = db.prepare(
    "SELECT id, contest_id, email, day, name, zip, outcome, received_at, verified FROM contest_entries WHERE contest_id = ? AND email = ? ORDER BY id",
  );

  const find = (id: string): StoredContest | null => {
    if (!/^\d{1,9}$/.test(id)) return null;
    const text = oneJson.get(id) as string | undefined;
    return text ? (JSON.parse(text) as StoredContest) : null;
  };

  function list(): Answer {
    return json((allJson.all() as string[]).map((text) => JSON.parse(text) as unknown));
  }

  function one(id: string): Answer {
    const contest = find(id);
    return contest ? json(contest) : notFound();
  }

  function enter(id: string, body: unknown): Answer {
    const contest = find(id);
    if (!contest) return notFound();
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return json({ error: "invalid entry", fields: {} }, 400);
    }
    const entry = body as Record<string, unknown>;
    const errors = fieldErrors(entry, (zip) => zipExists.get(zip) !== undefined);
    if (Object.keys(errors).length > 0) return json({ error: "invalid entry", fields: errors }, 400);
    // An entry without a token (a browser without JavaScript) is accepted as unverified: the sponsor reviews those
    // before a prize is awarded. A token that is present must be genuine (docs/decisions/008; the site itself never
    // sends an entry without one, decision 020).
    const token = typeof entry.verificationToken === "string" ? entry.verificationToken.trim() : "";
    if (token !== "" && !verification.check(token).success) return json({ error: "verification failed" }, 422);
    const at = now();
    if (!(Date.parse(contest.startDate) < at.getTime() && at.getTime() < Date.parse(contest.endDate))) {
      return json({ error: "contest closed" }, 403);
    }
    const email = (entry.email as string).trim().toLowerCase();
    const day = at.toISOString().slice(0, 10);
    const outcome = contest.kind === "instantWin" ? instantWinOutcome(contest.id, email, day) : null;
    const result = insertEntry.run(
      contest.id,
      email,
      day,
      (entry.name as string).trim(),
      (entry.zip as string).trim(),
      outcome,
      at.toISOString(),
      token === "" ? 0 : 1,
    );
    if (result.changes === 0) return json({ error: "duplicate entry" }, 409);
    const entryId = `E${String(result.lastInsertRowid).padStart(8, "0")}`;
    return json(outcome === null ? { entryId } : { entryId, outcome }, 201);
  }

  /**
   * Test mode only (`GET /__test/contest-entries?contest=&email=`): the entries the catalog stored for one contest
   * and e-mail address, so a browser test can tell that an entry reached the upstream, and how many times.
   */
  function entries(contestId: string, email: string): Answer {
    const rows = entriesOf.all(contestId, email.trim().toLowerCase()) as Array<{
      id: number;
      contest_id: string;
      email: string;
      day: string;
      name: string;
      zip: string;
      outcome: string | null;
      received_at: string;
      verified: number;
    }>;
    return json(
      rows.map((row) => ({
        id: row.id,
        contestId: row.contest_id,
        email: row.email,
        day: row.day,
        name: row.name,
        zip: row.zip,
        outcome: row.outcome,
        receivedAt: row.received_at,
        verified: row.verified === 1,
      })),
    );
  }

  return { list, one, enter, entries };
}
