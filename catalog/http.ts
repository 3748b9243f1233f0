import type { IncomingMessage, ServerResponse } from "node:http";
import { timingSafeEqual } from "node:crypto";
import type { Credentials } from "./config";

/** What a handler returns; the server serialises it. `raw` bodies are sent as they are. */
export interface Answer {
  status: number;
  body?: unknown;
  raw?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** Sent chunked, with no Content-Length (a test fault: how a proxy in front of a real upstream may send it). */
  chunked?: boolean;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const json = (body: unknown, status = 200): Answer => ({ status, body });
export const notFound = (): Answer => ({ status: 404, body: { error: "not found" } });
export const badRequest = (message: string): Answer => ({ status: 400, body: { error: message } });
export const unauthorized = (): Answer => ({ status: 401, body: { error: "unauthorized" } });

const STATUS_ERRORS: Readonly<Record<number, string>> = {
  400: "bad request",
  401: "unauthorized",
  403: "forbidden",
  404: "not found",
  405: "method not allowed",
  408: "request timeout",
  429: "too many requests",
  500: "internal error",
  502: "bad gateway",
  503: "service unavailable",
  504: "gateway timeout",
};

/** The normal error body for a status (used by the fault hook when it is given no body). */
export function errorBodyFor(status: number): string {
  return JSON.stringify({ error: STATUS_ERRORS[status] ?? (status >= 500 ? "internal error" : "error") });
}

export function send(res: ServerResponse, answer: Answer, publicUrl: string, marker: string): void {
  let payload: string | Buffer;
  let contentType = answer.contentType ?? "application/json; charset=utf-8";
  if (answer.raw !== undefined) payload = answer.raw;
  else if (answer.body === undefined) {
    payload = "";
    if (answer.status === 204) contentType = "";
  } else payload = JSON.stringify(answer.body).replaceAll(marker, publicUrl);
  const headers: Record<string, string | number> = { "X-Content-Type-Options": "nosniff", ...answer.headers };
  if (contentType !== "" && answer.status !== 204) headers["Content-Type"] = contentType;
  if (answer.status !== 204 && !answer.chunked) headers["Content-Length"] = Buffer.byteLength(payload);
  res.writeHead(answer.status, headers);
  if (answer.chunked) {
    // A first write before the end is what makes Node send the body chunked.
    res.write(payload);
    res.end();
  } else res.end(answer.status === 204 ? undefined : payload);
}

const MAX_BODY = 64 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY) throw new HttpError(413, "payload too large");
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "body is not JSON");
  }
}

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type CredentialKind = "bearer" | "auth" | "basic";

export function hasCredential(req: IncomingMessage, kind: CredentialKind, credentials: Credentials): boolean {
  if (kind === "auth") {
    const token = req.headers["x-auth-token"];
    return typeof token === "string" && same(token, credentials.auth);
  }
  const header = req.headers.authorization ?? "";
  if (kind === "bearer") {
    const match = /^Bearer\s+(.+)$/i.exec(header);
    return match !== null && same((match[1] as string).trim(), credentials.bearer);
  }
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  if (!match) return false;
  const decoded = Buffer.from(match[1] as string, "base64").toString("utf8");
  return same(decoded, `${credentials.newsroomUser}:${credentials.newsroomPassword}`);
}

/** `{lat},{lng}` from a path segment (URL-encoded comma allowed), range-checked. */
export function parseLatLng(segment: string): { lat: number; lng: number } | null {
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

export function intParam(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null || value === "" || !/^\d+$/.test(value)) return fallback;
  return Math.min(max, Math.max(min, Number(value)));
}
