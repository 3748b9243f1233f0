import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { ContractCatalog } from "~/services/__contract__/harness";

/** A form POST to a site path as a browser without JavaScript sends it. */
export function formPost(path: string, fields: Record<string, string>): Request {
  return new Request(new URL(path, "http://localhost"), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

export function actionArgs(request: Request, params: Record<string, string> = {}): ActionFunctionArgs {
  return { request, params, context: {} } as ActionFunctionArgs;
}

/** The body and status of an action's `data(...)` answer. */
export function answerOf<T>(answer: unknown): { body: T; status: number } {
  const value = answer as { type?: string; data?: T; init?: { status?: number } | null };
  if (value.type !== "DataWithResponseInit") return { body: answer as T, status: 200 };
  return { body: value.data as T, status: value.init?.status ?? 200 };
}

/** The shared test database outlives a run, so every entry uses an e-mail address of its own. */
export const uniqueEmail = () => `entrant-${randomUUID()}@example.com`;

/**
 * A complete entry as the form posts it: with the token the verification script gave the browser, or none (a browser
 * without JavaScript, which the action refuses: docs/decisions/020).
 */
export function entryFields(email: string, verificationToken = ""): Record<string, string> {
  return { name: "Pat Doe", email, zip: "33701", ageConfirmed: "yes", rulesConsent: "yes", verificationToken };
}

export type StoredEntry = { contestId: string; email: string; verified: boolean; outcome: string | null };

/** The entries the catalog stored for one contest and e-mail (its test-mode listing). */
export async function storedEntries(
  catalog: ContractCatalog,
  contestId: string,
  email: string,
): Promise<StoredEntry[]> {
  return (await catalog.getJson(
    `/__test/contest-entries?contest=${contestId}&email=${encodeURIComponent(email)}`,
  )) as StoredEntry[];
}
