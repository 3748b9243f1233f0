/**
 * Registers the offline wallet's worker (issue 30, public/sw.js) once the page has loaded and the browser is idle, so
 * it never competes with the first load; the worker's own downloads happen in the worker. A plain `register`, not
 * workbox-window: this runs on every page, whose first-load JavaScript is at its budget.
 */
export function registerServiceWorker(win: Window): void {
  if (!("serviceWorker" in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  };
  const whenIdle = () => (typeof win.requestIdleCallback === "function" ? win.requestIdleCallback(register, { timeout: 5000 }) : win.setTimeout(register, 1000));
  if (win.document.readyState === "complete") whenIdle();
  else win.addEventListener("load", whenIdle, { once: true });
}
