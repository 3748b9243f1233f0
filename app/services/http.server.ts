import { z } from "zod";
import type { Config, UpstreamService } from "./config.server";
import { repeatingSoftFailure, tooDenseToParse } from "./answer-bounds.server";
import { log } from "./log.server";
import { answerShowsAFailure } from "~/http/answer-notes.server";
import { isConnectionLost } from "./connection-lost";

/** How an upstream call failed; the message shown to visitors is the same for all kinds of one area. */
export type UpstreamFailureKind = "timeout" | "network" | "status" | "malformed" | "schema" | "empty" | "invalid-input";

/**
 * Every upstream failure, whatever its cause, reaches routes as one of these: `message` is the SPEC §8 text for the
 * area, `status` the upstream's HTTP status when it gave one (a 404 stays 404: SPEC §4's critical-error rule reads it),
 * 504 for a timeout and 502 for an unusable answer.
 */
export class UpstreamError extends Error {
  override readonly name = "UpstreamError";
  readonly service: UpstreamService;
  readonly status: number;
  readonly kind: UpstreamFailureKind;

  constructor(init: {
    service: UpstreamService;
    status: number;
    message: string;
    kind: UpstreamFailureKind;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.service = init.service;
    this.status = init.status;
    this.kind = init.kind;
  }
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError;
}

/**
 * An upstream call failed (this door's failures, not a refusal of bad input before any call): the answer of the
 * request being answered shows it somewhere, however its loader took the failure, so a shared cache keeps that answer
 * only briefly.
 */
function callFailed(init: ConstructorParameters<typeof UpstreamError>[0]): UpstreamError {
  answerShowsAFailure();
  return new UpstreamError(init);
}

export type Credential = "bearer" | "auth" | "basic";

/** What the network door needs: the configuration (URLs, credentials, default timeout) and a fetch to call. */
export interface HttpContext {
  config: Config;
  fetch: typeof fetch;
}

interface RequestBase {
  service: UpstreamService;
  /** SPEC §8 message for the area, carried by any error this call raises. */
  message: string;
  url: string;
  credential?: Credential;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** The largest answer this call reads, in bytes: `UPSTREAM_ANSWER_MAX_BYTES` unless the call needs more. */
  maxBytes?: number;
}

export interface GetJsonRequest<T> extends RequestBase {
  schema: z.ZodType<T>;
}

export interface PostJsonRequest extends RequestBase {
  body: unknown;
}

function credentialHeaders(config: Config, credential: Credential | undefined): Record<string, string> {
  const { bearer, auth, newsroomUser, newsroomPassword } = config.credentials;
  switch (credential) {
    case "bearer":
      return { Authorization: `Bearer ${bearer}` };
    case "auth":
      return { "X-Auth-Token": auth };
    case "basic":
      return { Authorization: `Basic ${Buffer.from(`${newsroomUser}:${newsroomPassword}`).toString("base64")}` };
    case undefined:
      return {};
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/** Path and query only: enough to find the call in logs without echoing a host's internals. */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

async function send(
  ctx: HttpContext,
  request: RequestBase,
  init: RequestInit,
  answered: readonly number[] = [],
): Promise<Response> {
  const timeoutMs = request.timeoutMs ?? ctx.config.timeoutMs;
  const fail = (kind: UpstreamFailureKind, status: number, cause?: unknown) =>
    callFailed({ service: request.service, status, message: request.message, kind, cause });
  const signal = AbortSignal.timeout(timeoutMs);
  const attempt = () =>
    ctx.fetch(request.url, {
      ...init,
      headers: {
        Accept: "application/json",
        ...credentialHeaders(ctx.config, request.credential),
        ...request.headers,
        ...(init.headers as Record<string, string> | undefined),
      },
      signal,
      redirect: "error",
    });
  let response: Response;
  try {
    // An upstream may close a kept-alive connection just as it is reused (its idle limit reached while this process
    // was busy): the request was lost before any answer, so a GET, which changes nothing, is sent once more on a new
    // connection, within the same time-out. A POST is never sent twice.
    response = await attempt().catch((error: unknown) => {
      if (init.method !== "GET" || !isConnectionLost(error)) throw error;
      log.warn({ service: request.service, path: pathOf(request.url) }, "upstream connection lost; sent again");
      return attempt();
    });
  } catch (error) {
    if (isTimeout(error)) {
      log.warn({ service: request.service, timeoutMs, path: pathOf(request.url) }, "upstream timed out");
      throw fail("timeout", 504, error);
    }
    throw fail("network", 502, error);
  }
  if (!response.ok && !answered.includes(response.status)) {
    // The body is not needed, but leaving it unread would keep the socket busy until it is garbage-collected.
    await response.body?.cancel().catch(() => undefined);
    throw fail("status", response.status);
  }
  return response;
}

/**
 * The largest upstream answer read, in bytes, unless a call allows more (the coverage feed's lists do). An instance runs
 * in a 320 MB heap and holds an answer as text and again as parsed values, several times its size: a 40 MB answer
 * exhausted it. The embedded catalog's largest other answers are a city's local listings, ~160 KB (New York's 100
 * businesses); 1 MiB is six times that. A larger answer is the area's upstream failure, as a malformed one is.
 */
export const UPSTREAM_ANSWER_MAX_BYTES = 1024 * 1024;

/** An answer past its call's cap: the area's upstream failure, as an unusable answer is. */
function tooLarge(request: RequestBase, maxBytes: number): UpstreamError {
  log.warn({ service: request.service, maxBytes, path: pathOf(request.url) }, "upstream answer over its size cap");
  return callFailed({ service: request.service, status: 502, message: request.message, kind: "malformed" });
}

/** The body failed while it was read: the timeout signal also covers it, so a stalled stream ends here. */
function bodyFailed(request: RequestBase, error: unknown): UpstreamError {
  const kind = isTimeout(error) ? "timeout" : "network";
  if (kind === "timeout") {
    log.warn({ service: request.service, path: pathOf(request.url) }, "upstream body timed out");
  }
  return callFailed({
    service: request.service,
    status: kind === "timeout" ? 504 : 502,
    message: request.message,
    kind,
    cause: error,
  });
}

/**
 * The answer's text, never more than the call's cap: an answer whose Content-Length says more is refused before it is
 * read; any other (without a length, compressed, or longer than its length said) is counted as it arrives and
 * cancelled once past the cap, so it is never buffered whole.
 */
async function readText(request: RequestBase, response: Response): Promise<string> {
  const maxBytes = request.maxBytes ?? UPSTREAM_ANSWER_MAX_BYTES;
  if (Number(response.headers.get("Content-Length")) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(request, maxBytes);
  }
  if (response.body === null) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  for (;;) {
    const chunk = await reader.read().catch((error: unknown) => {
      throw bodyFailed(request, error);
    });
    if (chunk.done) return text + decoder.decode();
    bytes += chunk.value.byteLength;
    if (bytes > maxBytes) {
      // The rest is never read: cancelling the body closes its connection.
      await reader.cancel().catch(() => undefined);
      throw tooLarge(request, maxBytes);
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
}

/** GET a JSON answer and validate it against `schema`; any failure becomes an UpstreamError with the area's message. */
export async function getJson<T>(ctx: HttpContext, request: GetJsonRequest<T>): Promise<T> {
  const response = await send(ctx, request, { method: "GET" });
  return parseAnswer(request, response, request.schema);
}

export interface JsonAnswerRequest<T> extends RequestBase {
  method: "GET" | "POST";
  body?: unknown;
  /** Non-2xx statuses that are answers rather than failures (a 409 duplicate, a 400 with field errors …). */
  answered: readonly number[];
  schema: z.ZodType<T>;
}

/**
 * A call whose listed error statuses carry a meaning the caller handles: answers a 2xx or one of `answered` with its
 * status and its body validated against `schema` (which sees `{ status, body }`); anything else is an UpstreamError.
 */
export async function requestJsonAnswer<T>(ctx: HttpContext, request: JsonAnswerRequest<T>): Promise<T> {
  const init: RequestInit =
    request.method === "POST"
      ? { method: "POST", body: JSON.stringify(request.body), headers: { "Content-Type": "application/json" } }
      : { method: "GET" };
  const response = await send(ctx, request, init, request.answered);
  const body = await parseAnswer(request, response, z.unknown());
  return conforming(request, request.schema, { status: response.status, body });
}

async function parseAnswer<T>(request: RequestBase, response: Response, schema: z.ZodType<T>): Promise<T> {
  const text = await readText(request, response);
  if (tooDenseToParse(text)) {
    log.warn({ service: request.service, path: pathOf(request.url) }, "upstream answer too dense to parse");
    throw callFailed({ service: request.service, status: 502, message: request.message, kind: "malformed" });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw callFailed({
      service: request.service,
      status: 502,
      message: request.message,
      kind: "malformed",
      cause: error,
    });
  }
  return conforming(request, schema, data);
}

/** `value` as `schema` reads it; a value the schema refuses is the upstream's fault (502, kind "schema"). */
function conforming<T>(request: RequestBase, schema: z.ZodType<T>, value: unknown): T {
  const read = readAnswer(schema, value);
  if (read.success) return read.data;
  warnAnswerRefused(request, read.issue);
  throw callFailed({ service: request.service, status: 502, message: request.message, kind: "schema" });
}

/** What `readAnswer` found: the answer as its schema reads it, or the first thing wrong with it. */
export type AnswerReading<T> = { success: true; data: T } | { success: false; issue: string };

/**
 * An upstream answer (or a part of one) as `schema` reads it, at a cost in memory a small multiple of its size
 * whatever its shape (DESIGN §6b): every schema an answer is checked with goes through here. `safeParse` builds one
 * issue object (~400 bytes) per wrong value, so a 1 MiB answer of `[0,0,…]` cost 230 times its size; `validate`
 * stops at the first wrong value instead (answer-bounds.server.ts says where and how, and which schemas it refuses),
 * and only an answer it accepts is parsed: its transforms and defaults applied.
 */
export function readAnswer<T>(schema: z.ZodType<T>, value: unknown): AnswerReading<T> {
  checkedOnceForBounds(schema);
  if (!schema.validate(value)) return { success: false, issue: firstIssue(schema, value) };
  const parsed = schema.safeParse(value);
  // Only a refinement answering differently the second time gets here: its issues are not read, however many.
  return parsed.success ? { success: true, data: parsed.data } : { success: false, issue: "refused when parsed" };
}

/** The warning an answer its schema refused leaves: the call and the first thing wrong, never the answer. */
export function warnAnswerRefused(call: { service: UpstreamService; url: string }, issue: string): void {
  log.warn({ service: call.service, path: pathOf(call.url), issue }, "upstream answer not of its schema");
}

/** The answers whose first issue is read (by `safeParse`, at its cost per wrong value): those of few values. */
const ISSUE_READ_MAX_VALUES = 1000;

/** Where `schema` first refuses `value` and why, when the answer is small enough for zod to list its issues. */
function firstIssue(schema: z.ZodType, value: unknown): string {
  if (valuesUpTo(value, ISSUE_READ_MAX_VALUES) >= ISSUE_READ_MAX_VALUES) return "an answer too large to list";
  const parsed = schema.safeParse(value);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  if (issue === undefined) return "refused when parsed";
  const where = issue.path.map(String).join(".");
  return `${where === "" ? "(the answer)" : where}: ${issue.message}`.slice(0, 300);
}

/** How many JSON values `value` holds (itself, items, properties and theirs), counting no further than `limit`. */
function valuesUpTo(value: unknown, limit: number): number {
  const pending = [value];
  let count = 0;
  while (pending.length > 0 && count < limit) {
    const next = pending.pop();
    count += 1;
    if (typeof next === "object" && next !== null) {
      const children = Array.isArray(next) ? next : Object.values(next);
      if (count + children.length >= limit) return limit;
      pending.push(...children);
    }
  }
  return count;
}

/** What `repeatingSoftFailure` found of each schema `readAnswer` was given. */
const unboundedParts = new WeakMap<object, string | null>();

/**
 * A schema with a part `validate` cannot stop at (a check that fails once per item, see answer-bounds.server.ts)
 * fails every call that uses it, in tests and development; production logs it once and checks answers as before.
 */
function checkedOnceForBounds(schema: z.ZodType): void {
  let part = unboundedParts.get(schema);
  if (part === undefined) {
    part = repeatingSoftFailure(schema);
    unboundedParts.set(schema, part);
    if (part !== null && process.env.NODE_ENV === "production") log.error({ part }, "upstream schema unbounded");
  }
  if (part !== null && process.env.NODE_ENV !== "production") {
    throw new Error(`An upstream answer's schema has a part whose failure zod's validate does not stop at: ${part}`);
  }
}

/** POST a JSON body when only success matters (the answer, if any, is discarded). */
export async function postJson(ctx: HttpContext, request: PostJsonRequest): Promise<void> {
  const response = await send(ctx, request, {
    method: "POST",
    body: JSON.stringify(request.body),
    headers: { "Content-Type": "application/json" },
  });
  await response.body?.cancel().catch(() => undefined);
}

/** Join a base URL and already-encoded path segments, with a query built from defined values only. */
export function upstreamUrl(base: string, path = "", query: Record<string, string | number | undefined> = {}): string {
  const search = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join("&");
  return `${base}${path}${search === "" ? "" : `?${search}`}`;
}

/** POST a JSON body and validate the JSON answer (2xx only) against `schema`. */
export function postJsonFor<T>(
  ctx: HttpContext,
  request: RequestBase & { body: unknown; schema: z.ZodType<T> },
): Promise<T> {
  const { schema, ...rest } = request;
  return requestJsonAnswer(ctx, {
    ...rest,
    method: "POST",
    answered: [],
    schema: z.object({ body: schema }).transform((answer) => answer.body),
  });
}
