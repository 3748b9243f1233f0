/** The browser says it has no connection (`navigator.onLine`); where there is no browser, nothing is known offline. */
export function isOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}
