/** Error pages are never indexed nor cached; maintenance (503) tells clients when to come back. */
export function applyStatusHeaders(status: number, headers: Headers) {
  if (status < 400) return;
  headers.set("X-Robots-Tag", "noindex, nofollow");
  headers.set("Cache-Control", "no-store");
  if (status === 503) headers.set("Retry-After", String(MAINTENANCE_RETRY_AFTER_S));
}

export const MAINTENANCE_RETRY_AFTER_S = 300;
