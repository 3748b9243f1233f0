import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReload } from "./chunk-reload";

describe("chunk-load failure", () => {
  it.each([
    ["Failed to fetch dynamically imported module: https://x/build/routes/a.js", true],
    ["Importing a module script failed.", true],
    ["error loading dynamically imported module", true],
    ["ChunkLoadError: Loading chunk 42 failed", true],
    ["TypeError: undefined is not a function", false],
  ])("recognises %s: %s", (message, expected) => {
    expect(isChunkLoadError(message)).toBe(expected);
  });

  it("reloads when it never reloaded before", () => {
    expect(shouldReload(null, 1_000)).toBe(true);
  });

  it("does not reload twice within 60 seconds", () => {
    expect(shouldReload(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReload(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it("treats a corrupted timestamp as no reload yet", () => {
    expect(shouldReload(Number("garbage"), 5)).toBe(true);
  });
});
