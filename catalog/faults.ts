import { HttpError } from "./http";

/** One injected failure (docs/upstream-contract.md, "Test hook"). */
export interface Fault {
  path: string;
  status: number | null;
  delayMs: number;
  body: string | null;
  /** The body's media type; null: the catalog's JSON. */
  contentType: string | null;
  /** The body sent chunked, with no Content-Length. */
  chunked: boolean;
  remaining: number | null;
}

const MAX_DELAY_MS = 120_000;

export function parseFault(input: unknown): Fault {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    throw new HttpError(400, "fault must be an object");
  const value = input as Record<string, unknown>;
  if (typeof value.path !== "string" || !value.path.startsWith("/"))
    throw new HttpError(400, "fault.path must start with /");
  const status = value.status ?? null;
  if (status !== null && (typeof status !== "number" || !Number.isInteger(status) || status < 200 || status > 599)) {
    throw new HttpError(400, "fault.status must be an HTTP status");
  }
  const delayMs = value.delayMs ?? 0;
  if (typeof delayMs !== "number" || !Number.isFinite(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS) {
    throw new HttpError(400, `fault.delayMs must be 0..${MAX_DELAY_MS}`);
  }
  const body = value.body ?? null;
  if (body !== null && typeof body !== "string") throw new HttpError(400, "fault.body must be a string");
  const contentType = value.contentType ?? null;
  if (contentType !== null && (typeof contentType !== "string" || !/^[\w.+-]+\/[\w.+-]+$/.test(contentType)))
    throw new HttpError(400, "fault.contentType must be a media type");
  const chunked = value.chunked ?? false;
  if (typeof chunked !== "boolean") throw new HttpError(400, "fault.chunked must be a boolean");
  const times = value.times ?? null;
  if (times !== null && (typeof times !== "number" || !Number.isInteger(times) || times < 1)) {
    throw new HttpError(400, "fault.times must be a positive integer");
  }
  return {
    path: value.path,
    status: status as number | null,
    delayMs,
    body: body as string | null,
    contentType,
    chunked,
    remaining: times as number | null,
  };
}

export class FaultTable {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push(fault);
  }

  /** Removes every fault, or only those registered for exactly `path`. */
  clear(path?: string): void {
    this.faults = path === undefined ? [] : this.faults.filter((fault) => fault.path !== path);
  }

  /** The first fault whose path prefixes the request path; uses up one of its `times`. */
  take(pathname: string): Fault | null {
    const index = this.faults.findIndex((fault) => pathname.startsWith(fault.path));
    if (index < 0) return null;
    const fault = this.faults[index] as Fault;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults.splice(index, 1);
    }
    return fault;
  }
}
