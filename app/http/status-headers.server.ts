/**
 * Error pages are never indexed; maintenance (503) tells clients when to come back. How long anything may be cached
 * is `app/models/cache-policy.ts`'s decision (a 503 is never cached).
 */
export function applyStatusHeaders(status: number, headers: Headers) {
  if (status < 400) return;
  headers.set("X-Robots-Tag", "noindex, nofollow");
  if (status === 503) headers.set("Retry-After", String(MAINTENANCE_RETRY_AFTER_S));
}

export const MAINTENANCE_RETRY_AFTER_S = 300;
