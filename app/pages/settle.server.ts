import { data } from "@remix-run/node";
import { failed, ok, timedOut, type Result } from "~/models/result";
import { isUpstreamError } from "~/services/http.server";
import { answerShowsAFailure } from "~/http/answer-notes.server";

/**
 * Turns one data area's promise into a Result for the page (DESIGN §4): an upstream failure becomes its SPEC §8
 * message and status, a time-out is marked as one (decision 030: the area then shows nothing rather than its
 * message); any other error is a bug and is rethrown so it reaches the error boundary.
 */
export async function resultOf<T>(promise: Promise<T>): Promise<Result<T>> {
  try {
    return ok(await promise);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return error.kind === "timeout" ? timedOut(error.message) : failed(error.message, error.status);
  }
}

/**
 * `resultOf`, for an area whose failure is always shown as one: it makes the request's answer brief, so what a shared
 * cache keeps of it is a passing fault's page, seconds, not the page's minutes.
 */
export async function settle<T>(promise: Promise<T>): Promise<Result<T>> {
  const result = await resultOf(promise);
  if (!result.ok) answerShowsAFailure();
  return result;
}

/** The data of a page that is one upstream answer: the answer under its name, or the failure's message instead. */
export type AnswerOr503<K extends string, T> =
  ({ [P in K]: T } & { message: null }) | ({ [P in K]: null } & { message: string });

/**
 * A page that is one upstream answer (the featured coupons, the featured promotions): the answer under its name,
 * or its failure's message with status 503, since what it lists may well exist.
 */
export async function answerOr503<K extends string, T>(name: K, promise: Promise<T>) {
  const result = await settle(promise);
  return result.ok
    ? data({ [name]: result.data, message: null } as AnswerOr503<K, T>)
    : data({ [name]: null, message: result.message } as AnswerOr503<K, T>, { status: 503 });
}
