import { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReload } from "~/models/chunk-reload";

/** Reloads once when a route module fails to load (a deploy replaced the build under an open tab). */
export function installChunkReloadGuard(win: Window) {
  const handle = (message: string) => {
    if (!isChunkLoadError(message)) return;
    let last: number | null = null;
    try {
      const raw = win.sessionStorage.getItem(CHUNK_RELOAD_KEY);
      last = raw === null ? null : Number(raw);
    } catch {
      // Storage may be disabled; reloading without the guard could loop, so don't.
      return;
    }
    const now = Date.now();
    if (!shouldReload(last, now)) return;
    win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
    win.location.reload();
  };
  win.addEventListener("unhandledrejection", (e) => handle(String((e.reason as Error | undefined)?.message ?? e.reason)));
  win.addEventListener("error", (e) => handle(String(e.message ?? "")));
}
