/**
 * Registers the offline wallet's worker (issue 30, public/sw.js) after `load`, once the browser is idle, so it never
 * competes with the first load; the worker's own downloads happen in the worker. A plain `register`, not
 * workbox-window, and as few bytes as it takes: this runs on every page, whose first-load JavaScript is at its
 * budget. Remix imports the entry dynamically, so `load` may have fired already. Safari has no
 * requestIdleCallback: a timer then.
 */
export function registerServiceWorker(win: Window): void {
  const worker = win.navigator.serviceWorker;
  if (!worker) return;
  const idle = () => (win.requestIdleCallback ?? win.setTimeout)(() => void worker.register("/sw.js").catch(() => {}));
  if (win.document.readyState === "complete") idle();
  else win.addEventListener("load", idle);
}
