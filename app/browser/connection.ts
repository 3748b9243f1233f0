/** The browser says it has no connection (`navigator.onLine`); where there is no browser, nothing is known offline. */
export function isOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}

/**
 * The messages of fetch's own TypeError when no answer came at all: Chromium's (lately with the host in brackets,
 * "Failed to fetch (example.com)"), Firefox's and Safari's. Whole messages only: "Failed to fetch dynamically imported
 * module" is a chunk that failed, which the chunk reload handles.
 */
const FETCH_FAILURE =
  /^(?:Failed to fetch(?: \([^()]*\))?|NetworkError when attempting to fetch resource\.|Load failed)$/;

/** A fetch that had no answer at all: the connection did not hold, whatever the site did with the request. */
export function isFetchFailure(error: unknown): boolean {
  return error instanceof TypeError && FETCH_FAILURE.test(error.message);
}
