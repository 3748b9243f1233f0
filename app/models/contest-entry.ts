import type { ContestEntry, ContestEntryFieldErrors, ContestEntryResult } from "./contest";
import { VERIFICATION_FIELD } from "./verification";

/**
 * The contest entry form (sweepstakes, instant win, `/coupons/showcontest/{id}`): reading and checking what was
 * posted, and what the page says about each outcome. The server checks every field before the upstream is asked,
 * so a mistake costs no call and the visitor's values come back beside the messages.
 */

/** What the visitor typed, as the form shows it again (never the verification token). */
export interface EntryValues {
  name: string;
  email: string;
  zip: string;
  ageConfirmed: boolean;
  rulesConsent: boolean;
}

export const EMPTY_ENTRY: EntryValues = { name: "", email: "", zip: "", ageConfirmed: false, rulesConsent: false };

/** The form's field names: the upstream's own, so its field errors land beside the same inputs. */
export const ENTRY_FIELD = {
  name: "name",
  email: "email",
  zip: "zip",
  ageConfirmed: "ageConfirmed",
  rulesConsent: "rulesConsent",
  verificationToken: VERIFICATION_FIELD,
} as const;

/** Longest value kept of each text field; anything longer is cut before it is checked or shown again. */
const MAX_LENGTH = { name: 120, email: 320, zip: 16, token: 2048 } as const;

export const ENTRY_MESSAGES = {
  nameMissing: "Enter your name.",
  nameInvalid: "Enter a name of up to 80 characters using letters.",
  emailMissing: "Enter your e-mail address.",
  emailInvalid: "Enter an e-mail address like name@example.com.",
  zipMissing: "Enter your ZIP code.",
  zipInvalid: "Enter a valid 5-digit US ZIP code.",
  age: "Confirm that you are 18 or older.",
  rules: "Accept the official rules to enter.",
  duplicate: "You have already entered today with this e-mail address. You can enter again tomorrow.",
  verificationFailed: "We couldn't verify that you are a person. Please try again.",
  verificationRequired:
    "We check that each entry comes from a person with a short script, and it did not run. Please allow JavaScript for this site, then enter again.",
  closed: "This contest is not open for entries.",
  fixFields: "Please correct the highlighted fields.",
  entered: "You're entered! Good luck in the drawing. You can enter again tomorrow.",
  won: "You won! Check your e-mail for how to claim your prize.",
  lost: "Sorry, this entry did not win. You can play again tomorrow.",
} as const;

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[A-Za-z]{2,}$/;

type FormLike = { get(name: string): FormDataEntryValue | null };

function text(form: FormLike, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

/** A checkbox is on when it was sent at all (a browser sends only checked boxes). */
function checked(form: FormLike, name: string): boolean {
  return form.get(name) !== null;
}

export type ReadEntry =
  | { ok: true; values: EntryValues; entry: ContestEntry }
  | { ok: false; values: EntryValues; fieldErrors: ContestEntryFieldErrors };

/** What the visitor typed into a posted entry form, as the form shows it again. */
export function readEntryValues(form: FormLike): EntryValues {
  return {
    name: text(form, ENTRY_FIELD.name, MAX_LENGTH.name),
    email: text(form, ENTRY_FIELD.email, MAX_LENGTH.email),
    zip: text(form, ENTRY_FIELD.zip, MAX_LENGTH.zip),
    ageConfirmed: checked(form, ENTRY_FIELD.ageConfirmed),
    rulesConsent: checked(form, ENTRY_FIELD.rulesConsent),
  };
}

/** Reads a posted entry form: the entry to send, or the visitor's values with a message beside each wrong field. */
export function readEntryForm(form: FormLike): ReadEntry {
  const values = readEntryValues(form);
  const fieldErrors: ContestEntryFieldErrors = {};
  if (values.name === "") fieldErrors.name = ENTRY_MESSAGES.nameMissing;
  else if (values.name.length > 80 || !/\p{L}/u.test(values.name)) fieldErrors.name = ENTRY_MESSAGES.nameInvalid;
  if (values.email === "") fieldErrors.email = ENTRY_MESSAGES.emailMissing;
  else if (values.email.length > 254 || !EMAIL.test(values.email)) fieldErrors.email = ENTRY_MESSAGES.emailInvalid;
  if (values.zip === "") fieldErrors.zip = ENTRY_MESSAGES.zipMissing;
  else if (!/^\d{5}$/.test(values.zip)) fieldErrors.zip = ENTRY_MESSAGES.zipInvalid;
  if (!values.ageConfirmed) fieldErrors.ageConfirmed = ENTRY_MESSAGES.age;
  if (!values.rulesConsent) fieldErrors.rulesConsent = ENTRY_MESSAGES.rules;
  if (Object.keys(fieldErrors).length > 0) return { ok: false, values, fieldErrors };
  // An empty token is an entry sent without JavaScript (or before the script answered): the action refuses it
  // (docs/decisions/020).
  const verificationToken = text(form, ENTRY_FIELD.verificationToken, MAX_LENGTH.token);
  return { ok: true, values, entry: { ...values, verificationToken } };
}

/** What the entry form shows after a post: the outcome, and the visitor's values whenever they may need them again. */
export type EntryFormState =
  | { status: "accepted"; entryId: string; outcome: "won" | "lost" | null; message: string }
  | { status: "invalid"; values: EntryValues; fieldErrors: ContestEntryFieldErrors; message: string }
  | { status: "duplicate" | "verificationFailed" | "closed" | "failed"; values: EntryValues; message: string };

/** The form's state for an upstream answer. */
export function entryFormState(values: EntryValues, result: ContestEntryResult): EntryFormState {
  switch (result.status) {
    case "accepted":
      return {
        status: "accepted",
        entryId: result.entryId,
        outcome: result.outcome,
        message:
          result.outcome === "won"
            ? ENTRY_MESSAGES.won
            : result.outcome === "lost"
              ? ENTRY_MESSAGES.lost
              : ENTRY_MESSAGES.entered,
      };
    case "invalid":
      return { status: "invalid", values, fieldErrors: result.fieldErrors, message: ENTRY_MESSAGES.fixFields };
    case "duplicate":
      return { status: "duplicate", values, message: ENTRY_MESSAGES.duplicate };
    case "verificationFailed":
      return { status: "verificationFailed", values, message: ENTRY_MESSAGES.verificationFailed };
    case "closed":
      return { status: "closed", values, message: ENTRY_MESSAGES.closed };
  }
}

/**
 * The HTTP status of the page answering a post, as the site's other forms do (400 for the visitor's mistakes, 503
 * when an upstream failed): the page itself renders normally with the form and its message.
 */
export function entryFormStatus(state: EntryFormState): number {
  switch (state.status) {
    case "accepted":
      return 200;
    case "invalid":
      return 400;
    case "duplicate":
      return 409;
    case "verificationFailed":
      return 422;
    case "closed":
      return 403;
    case "failed":
      return 503;
  }
}
