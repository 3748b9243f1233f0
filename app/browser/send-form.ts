import { isRouteErrorResponse } from "@remix-run/react";
import { isOffline } from "./connection";

/**
 * A form's post that no action answered: the shopper's input is still theirs, and nothing was done with it. `offline`
 * when the device had no connection, so the post never left it; else the site was too busy to read it.
 */
export type NotSent = { notSent: true; offline: boolean };

export const NOT_SENT: NotSent = { notSent: true, offline: false };

const NOT_SENT_OFFLINE: NotSent = { notSent: true, offline: true };

/** Refusals of a request nothing read: a busy instance (server/address-budget.mjs) or the edge's limits. */
const REFUSED = new Set([429, 503]);

/**
 * Sends a form's submission to its server action (a route's `clientAction` calls this with `serverAction`) and tells
 * apart the refusal no action gave: the site too busy to read the post (429 or 503, sent as the action's error). That
 * comes back as `NotSent`, so the page keeps what the shopper typed and asks them to send it again, where Remix would
 * have put the whole page's error screen in its place. A device with no connection sends nothing and says so the same
 * way. Redirects and every other error (a body refused as too large, an error the action threw, a connection lost
 * while the post was under way, after which nobody knows what the site did) go on as Remix takes them.
 */
export async function sendForm<T>(serverAction: () => Promise<T>): Promise<T | NotSent> {
  if (isOffline()) return NOT_SENT_OFFLINE;
  try {
    return await serverAction();
  } catch (error) {
    if (isRouteErrorResponse(error) && REFUSED.has(error.status)) return NOT_SENT;
    throw error;
  }
}

/**
 * What a route's `clientAction` answers for a post that was not sent: the page's `data`, in a refusal's status, which
 * the router reads as nothing changed on the site and so asks no loader again (with no connection that could only
 * fail, and put the error screen in the page's place).
 */
export function notSentAnswer<T>(data: T): Response {
  // Not `Response.json`, which Safari before 17 lacks.
  return new Response(JSON.stringify(data), { status: 503, headers: { "Content-Type": "application/json" } });
}

export function isNotSent(answer: unknown): answer is NotSent {
  if (typeof answer !== "object" || answer === null) return false;
  const { notSent, offline } = answer as Partial<NotSent>;
  return notSent === true && typeof offline === "boolean";
}
