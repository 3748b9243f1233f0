import { afterEach, describe, expect, it, vi } from "vitest";
import { installChunkReloadGuard, reloadAfterLostConnection } from "./chunk-reload";

function fakeWindow() {
  const listeners = new Map<string, ((e: unknown) => void)[]>();
  const store = new Map<string, string>();
  const reload = vi.fn();
  const win = {
    addEventListener: (type: string, fn: (e: unknown) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    },
    location: { reload },
  };
  const emit = (type: string, event: unknown) => listeners.get(type)?.forEach((fn) => fn(event));
  return { win: win as unknown as Window, emit, reload };
}

describe("installChunkReloadGuard", () => {
  it("reloads once on a failed module import, not again within a minute", () => {
    const { win, emit, reload } = fakeWindow();
    installChunkReloadGuard(win);
    const failure = { reason: new TypeError("Failed to fetch dynamically imported module: /build/routes/x.js") };
    emit("unhandledrejection", failure);
    emit("unhandledrejection", failure);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("ignores other errors", () => {
    const { win, emit, reload } = fakeWindow();
    installChunkReloadGuard(win);
    emit("error", { message: "ReferenceError: x is not defined" });
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("reloadAfterLostConnection", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("loads the page whole after a fetch failed online, not again within a minute (no loop)", () => {
    const { win, reload } = fakeWindow();
    expect(reloadAfterLostConnection(win)).toBe(true);
    expect(reloadAfterLostConnection(win)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("always loads the page whole with no connection: the browser shows an offline page, where none of ours runs", () => {
    vi.stubGlobal("navigator", { onLine: false });
    const { win, reload } = fakeWindow();
    expect(reloadAfterLostConnection(win)).toBe(true);
    expect(reloadAfterLostConnection(win)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
