import { browserRouterOf } from "~/framework/remix-private.mjs";
import { isOffline } from "./connection";
import {
  CHUNK_RELOAD_KEY,
  PENDING_NAVIGATION_KEY,
  destinationAfterChunkReload,
  isChunkLoadError,
  readPendingNavigation,
  shouldReload,
} from "~/models/chunk-reload";

function readTimestamp(storage: Storage): number | null {
  const raw = storage.getItem(CHUNK_RELOAD_KEY);
  return raw === null ? null : Number(raw);
}

/** Reloads once when a module fails to load outside a navigation (a deploy replaced the build under an open tab). */
export function installChunkReloadGuard(win: Window) {
  const handle = (message: string) => {
    if (isChunkLoadError(message)) reloadAtMostOncePerMinute(win);
  };
  win.addEventListener("unhandledrejection", (e) =>
    handle(String((e.reason as Error | undefined)?.message ?? e.reason)),
  );
  win.addEventListener("error", (e) => handle(String(e.message ?? "")));
}

/** Reloads the page unless it reloaded itself in the last 60 s (SPEC §4); true when it reloads. */
function reloadAtMostOncePerMinute(win: Window): boolean {
  let last: number | null = null;
  try {
    last = readTimestamp(win.sessionStorage);
  } catch {
    // Storage may be disabled; reloading without the guard could loop, so don't.
    return false;
  }
  const now = Date.now();
  if (!shouldReload(last, now)) return false;
  win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  win.location.reload();
  return true;
}

/**
 * Loads the page the visitor is on as a document after what it needed could not be fetched, as the browser would have
 * loaded it without JavaScript; true when it does. With no connection the browser then shows the worker's offline
 * page or its own (only My coupons, kept whole by the worker, runs our code again, and what it fetches as it loads,
 * route discovery and analytics, only logs a failure), so nothing fails again by itself; a fetch that failed online
 * reloads at most once per 60 s.
 */
export function reloadAfterLostConnection(win: Window): boolean {
  if (!isOffline()) return reloadAtMostOncePerMinute(win);
  win.location.reload();
  return true;
}

function hereOf(win: Window): string {
  return win.location.pathname + win.location.search + win.location.hash;
}

/**
 * Run first thing on a page: when it is the reload the router made because the next page's module could not be
 * loaded after a deploy, go on to the page the visitor clicked (once per 60 s, SPEC §4) and report true, so the
 * caller does not hydrate a page that is being left.
 */
export function continueInterruptedNavigation(win: Window): boolean {
  try {
    const storage = win.sessionStorage;
    const pending = readPendingNavigation(storage.getItem(PENDING_NAVIGATION_KEY));
    storage.removeItem(PENDING_NAVIGATION_KEY);
    const entry = win.performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const now = Date.now();
    const to = destinationAfterChunkReload({
      pending,
      here: hereOf(win),
      reloaded: entry?.type === "reload",
      lastReloadAt: readTimestamp(storage),
      now,
    });
    if (to === null) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    win.location.replace(to);
    return true;
  } catch {
    // Storage disabled: no record could have been kept; the page stays.
    return false;
  }
}

/** Keeps the navigation under way in session storage until it ends (see PENDING_NAVIGATION_KEY). */
export function recordNavigations(win: Window): (() => void) | undefined {
  const router = browserRouterOf(win);
  if (!router) return undefined;
  return router.subscribe((state) => {
    try {
      const target = state.navigation.location;
      if (state.navigation.state === "idle" || !target) {
        win.sessionStorage.removeItem(PENDING_NAVIGATION_KEY);
        return;
      }
      const record = { from: hereOf(win), to: target.pathname + target.search + target.hash, at: Date.now() };
      win.sessionStorage.setItem(PENDING_NAVIGATION_KEY, JSON.stringify(record));
    } catch {
      // Storage disabled: navigations work, only the recovery after a deploy is lost.
    }
  });
}
