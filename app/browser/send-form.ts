import { isRouteErrorResponse } from "@remix-run/react";
import { isFetchFailure, isOffline } from "./connection";

/**
 * Why a form's post came back with no answer from its action, as far as the page can tell: `busy`, the site refused it
 * unread; `offline`, the device had no connection, so it never left; `dropped`, the connection failed while it was
 * under way, so the site may or may not have read it. Each way, what the shopper typed is still theirs.
 */
const NOT_SENT_REASONS = ["busy", "offline", "dropped"] as const;
export type NotSentReason = (typeof NOT_SENT_REASONS)[number];

/** A form's post that no action answered (see `NotSentReason`). */
export type NotSent = { notSent: true; reason: NotSentReason };

const notSent = (reason: NotSentReason): NotSent => ({ notSent: true, reason });

export const NOT_SENT: NotSent = notSent("busy");

/** Refusals of a request nothing read: a busy instance (server/address-budget.mjs) or the edge's limits. */
const REFUSED = new Set([429, 503]);

/**
 * Sends a form's submission to its server action (a route's `clientAction` calls this with `serverAction`) and tells
 * apart the posts no action answered: the site too busy to read it (429 or 503, sent as the action's error), a device
 * with no connection (nothing is sent), and a connection that failed under way. Each comes back as `NotSent`, so the
 * page keeps what the shopper typed and says what happened, where Remix would have put the whole page's error screen
 * (or, for a dropped connection, a reload that loses the form) in its place. Redirects and every other error (a body
 * refused as too large, an error the action threw) go on as Remix takes them.
 */
export async function sendForm<T>(serverAction: () => Promise<T>): Promise<T | NotSent> {
  if (isOffline()) return notSent("offline");
  try {
    return await serverAction();
  } catch (error) {
    if (isRouteErrorResponse(error) && REFUSED.has(error.status)) return NOT_SENT;
    if (isFetchFailure(error)) return notSent("dropped");
    throw error;
  }
}

/**
 * What a route's `clientAction` answers for a post that was not sent: the page's `data`, in a refusal's status, which
 * the router reads as nothing changed on the site and so asks no loader again. For a dropped post something may have
 * changed, but the connection that just failed would most likely fail the loaders too, and put the error screen in
 * the page's place; the notice tells the shopper to send again, which asks them.
 */
export function notSentAnswer<T>(data: T): Response {
  // Not `Response.json`, which Safari before 17 lacks.
  return new Response(JSON.stringify(data), { status: 503, headers: { "Content-Type": "application/json" } });
}

export function isNotSent(answer: unknown): answer is NotSent {
  if (typeof answer !== "object" || answer === null) return false;
  const { notSent, reason } = answer as Partial<NotSent>;
  return notSent === true && (NOT_SENT_REASONS as readonly unknown[]).includes(reason);
}
