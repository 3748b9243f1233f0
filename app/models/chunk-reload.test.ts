import { describe, expect, it } from "vitest";
import {
  CHUNK_RELOAD_GUARD_MS,
  destinationAfterChunkReload,
  isChunkLoadError,
  PENDING_NAVIGATION_MS,
  readPendingNavigation,
  shouldReload,
} from "./chunk-reload";

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

describe("destinationAfterChunkReload (issue 25: reload to the page clicked, at most once per 60 s)", () => {
  const pending = { from: "/local/boise-id", to: "/coupon-codes", at: 10_000 };
  const base = { pending, here: "/local/boise-id", reloaded: true, lastReloadAt: null, now: 12_000 };

  it("goes on to the page the visitor clicked", () => {
    expect(destinationAfterChunkReload(base)).toBe("/coupon-codes");
  });

  it("does nothing on a page opened afresh, elsewhere, or long after", () => {
    expect(destinationAfterChunkReload({ ...base, reloaded: false })).toBeNull();
    expect(destinationAfterChunkReload({ ...base, here: "/about-valuvo" })).toBeNull();
    expect(destinationAfterChunkReload({ ...base, now: 10_000 + PENDING_NAVIGATION_MS + 1 })).toBeNull();
    expect(destinationAfterChunkReload({ ...base, pending: null })).toBeNull();
  });

  it("does not do it twice within 60 seconds", () => {
    expect(destinationAfterChunkReload({ ...base, lastReloadAt: 12_000 - CHUNK_RELOAD_GUARD_MS + 1 })).toBeNull();
    expect(destinationAfterChunkReload({ ...base, lastReloadAt: 12_000 - CHUNK_RELOAD_GUARD_MS })).toBe(
      "/coupon-codes",
    );
  });

  it("reads only a well-formed record with a site path", () => {
    expect(readPendingNavigation(JSON.stringify(pending))).toEqual(pending);
    expect(readPendingNavigation(JSON.stringify({ ...pending, to: "//evil.example" }))).toBeNull();
    expect(readPendingNavigation(JSON.stringify({ ...pending, to: "https://evil.example" }))).toBeNull();
    expect(readPendingNavigation("{")).toBeNull();
    expect(readPendingNavigation(null)).toBeNull();
  });
});
