/**
 * One data area of a page (DESIGN §4): either its data or the SPEC §8 message to show in its place, so one failing
 * upstream never takes the whole page down. `status` lets the layout tell a 404 (critical for local offers) apart.
 */
export type Result<T> = { ok: true; data: T } | { ok: false; message: string; status: number; timedOut?: boolean };

export function ok<T>(data: T): Result<T> {
  return { ok: true, data };
}

export function failed<T = never>(message: string, status: number): Result<T> {
  return { ok: false, message, status };
}

/**
 * An upstream that did not answer in time (SPEC §8 "Timeouts only logged"): the area shows the last good data when
 * the cache holds it, else nothing, never its failure message (docs/decisions/030-upstream-time-outs.md).
 */
export function timedOut<T = never>(message: string): Result<T> {
  return { ok: false, message, status: 504, timedOut: true };
}

export function isTimedOut(result: Result<unknown> | null | undefined): boolean {
  return result !== null && result !== undefined && !result.ok && result.timedOut === true;
}
