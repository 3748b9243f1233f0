/**
 * One data area of a page (DESIGN §4): either its data or the SPEC §8 message to show in its place, so one failing
 * upstream never takes the whole page down. `status` lets the layout tell a 404 (critical for local offers) apart.
 */
export type Result<T> = { ok: true; data: T } | { ok: false; message: string; status: number };

export function ok<T>(data: T): Result<T> {
  return { ok: true, data };
}

export function failed<T = never>(message: string, status: number): Result<T> {
  return { ok: false, message, status };
}
