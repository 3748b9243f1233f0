import { isRouteErrorResponse } from "@remix-run/react";

/** A form's post that no action answered: the shopper's input is still theirs, and nothing was done with it. */
export type NotSent = { notSent: true };

export const NOT_SENT: NotSent = { notSent: true };

/** Refusals of a request nothing read: a busy instance (server/address-budget.mjs) or the edge's limits. */
const REFUSED = new Set([429, 503]);

/**
 * Sends a form's submission to its server action (a route's `clientAction` calls this with `serverAction`) and tells
 * apart the refusal no action gave: the site too busy to read the post (429 or 503, sent as the action's error). That
 * comes back as `NotSent`, so the page keeps what the shopper typed and asks them to send it again, where Remix would
 * have put the whole page's error screen in its place; the refusal's status still reaches the router, which then
 * asks no loader again. Redirects and every other error (a body refused as too large, an error the action threw, a
 * network gone, after which nobody knows what the site did) go on as Remix takes them.
 */
export async function sendForm<T>(serverAction: () => Promise<T>): Promise<T | NotSent> {
  try {
    return await serverAction();
  } catch (error) {
    if (isRouteErrorResponse(error) && REFUSED.has(error.status)) return NOT_SENT;
    throw error;
  }
}

export function isNotSent(answer: unknown): answer is NotSent {
  return typeof answer === "object" && answer !== null && (answer as Partial<NotSent>).notSent === true;
}
