import { describe, expect, it } from "vitest";
import { ENTRY_MESSAGES, entryFormState, entryFormStatus, readEntryForm, type EntryValues } from "./contest-entry";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const good = { name: "Pat Doe", email: "pat@example.com", zip: "33701", ageConfirmed: "yes", rulesConsent: "yes" };

describe("reading an entry form", () => {
  it("sends a complete entry with the token, trimmed", () => {
    const read = readEntryForm(form({ ...good, name: "  Pat Doe ", verificationToken: "vv1.token" }));
    expect(read).toEqual({
      ok: true,
      values: { name: "Pat Doe", email: "pat@example.com", zip: "33701", ageConfirmed: true, rulesConsent: true },
      entry: {
        name: "Pat Doe",
        email: "pat@example.com",
        zip: "33701",
        ageConfirmed: true,
        rulesConsent: true,
        verificationToken: "vv1.token",
      },
    });
  });

  it("sends an entry without JavaScript with an empty token (the upstream takes it as unverified)", () => {
    const read = readEntryForm(form(good));
    expect(read.ok && read.entry.verificationToken).toBe("");
  });

  it.each([
    [{ name: "" }, "name", ENTRY_MESSAGES.nameMissing],
    [{ name: "12345" }, "name", ENTRY_MESSAGES.nameInvalid],
    [{ name: "P".repeat(81) }, "name", ENTRY_MESSAGES.nameInvalid],
    [{ email: "" }, "email", ENTRY_MESSAGES.emailMissing],
    [{ email: "not-an-address" }, "email", ENTRY_MESSAGES.emailInvalid],
    [{ zip: "" }, "zip", ENTRY_MESSAGES.zipMissing],
    [{ zip: "3370" }, "zip", ENTRY_MESSAGES.zipInvalid],
    [{ zip: "<b>12345</b>" }, "zip", ENTRY_MESSAGES.zipInvalid],
  ])("refuses %o with a message beside %s, keeping the values", (override, field, message) => {
    const read = readEntryForm(form({ ...good, ...override }));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.fieldErrors).toEqual({ [field]: message });
    expect(read.values[field as keyof EntryValues]).toBe(Object.values(override)[0]?.slice(0, 120));
  });

  it("asks for the age confirmation and the rules consent when their boxes were not ticked", () => {
    const { ageConfirmed: _a, rulesConsent: _r, ...rest } = good;
    const read = readEntryForm(form(rest));
    expect(read.ok ? null : read.fieldErrors).toEqual({
      ageConfirmed: ENTRY_MESSAGES.age,
      rulesConsent: ENTRY_MESSAGES.rules,
    });
  });

  it("cuts an overlong value before showing it again", () => {
    const read = readEntryForm(form({ ...good, email: `${"a".repeat(5000)}@example.com` }));
    expect(read.values.email.length).toBeLessThanOrEqual(320);
  });
});

describe("the form's state after the upstream answered", () => {
  const values: EntryValues = {
    name: "Pat",
    email: "pat@example.com",
    zip: "33701",
    ageConfirmed: true,
    rulesConsent: true,
  };

  it.each([
    [{ status: "accepted", entryId: "E1", outcome: "won" } as const, "accepted", ENTRY_MESSAGES.won, 200],
    [{ status: "accepted", entryId: "E1", outcome: "lost" } as const, "accepted", ENTRY_MESSAGES.lost, 200],
    [{ status: "accepted", entryId: "E1", outcome: null } as const, "accepted", ENTRY_MESSAGES.entered, 200],
    [{ status: "duplicate" } as const, "duplicate", ENTRY_MESSAGES.duplicate, 409],
    [{ status: "verificationFailed" } as const, "verificationFailed", ENTRY_MESSAGES.verificationFailed, 422],
    [{ status: "closed" } as const, "closed", ENTRY_MESSAGES.closed, 403],
    [
      { status: "invalid", fieldErrors: { zip: "Enter a valid 5-digit US ZIP code." } } as const,
      "invalid",
      ENTRY_MESSAGES.fixFields,
      400,
    ],
  ])("%o becomes %s", (result, status, message, httpStatus) => {
    const state = entryFormState(values, result);
    expect(state.status).toBe(status);
    expect(state.message).toBe(message);
    expect(entryFormStatus(state)).toBe(httpStatus);
    // Every state but an accepted entry gives the visitor's values back.
    expect("values" in state ? state.values : null).toEqual(status === "accepted" ? null : values);
  });
});
