/** The browser says it has no connection (`navigator.onLine`); where there is no browser, nothing is known offline. */
export function isOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}

/** The messages of fetch's own TypeError when no answer came at all (Chromium, Firefox, Safari). */
const FETCH_FAILURES: ReadonlySet<string> = new Set([
  "Failed to fetch",
  "NetworkError when attempting to fetch resource.",
  "Load failed",
]);

/** A fetch that had no answer at all: the connection did not hold, whatever the site did with the request. */
export function isFetchFailure(error: unknown): boolean {
  return error instanceof TypeError && FETCH_FAILURES.has(error.message);
}
