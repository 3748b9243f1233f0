/**
 * The upstream cache: `@epic-web/cachified` over `lru-cache`, as epic-stack and kentcdodds.com cache their upstream
 * calls. Shared, slow-changing answers are served from memory; once stale they are still served while one
 * background load refreshes them, so a slow upstream never slows a page that has been seen before. What cachified
 * does not do is added here, in a few lines: after a failed load the last good value is served through the policy's
 * error window (stale-if-error, decision 030's "last good answer on a time-out"), and a policy may remember a failure
 * briefly so a broken upstream is not asked again on every page.
 */
import { cachified, isExpired, totalTtl, type Cache, type CacheEntry, type CreateReporter } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import { log, messageOf } from "./log.server";

export interface CachePolicy {
  /** How long a value is served without asking the upstream again. */
  readonly freshMs: number;
  /** How long after that a value may still be served while it is refreshed in the background. */
  readonly staleMs: number;
  /** How long after that the last value is still served when a load fails (stale-if-error). */
  readonly errorMs?: number;
  /** How long a failure is remembered: callers get it again at once, without asking the upstream. */
  readonly failMs?: number;
  /**
   * How long an empty list is served before the upstream is asked again (no stale window): an empty answer is often
   * a passing fault, and must not stand in for a full list for the policy's whole freshness.
   */
  readonly emptyMs?: number;
}

/** Shared data that changes rarely: top offers, merchant lists, placements, newsroom, billboards, franchise info. */
export const CacheLong: CachePolicy = { freshMs: 10 * 60_000, staleMs: 60 * 60_000, errorMs: 24 * 60 * 60_000 };

/** Optional data a page can do without (specialty links, billboards): a failure is remembered for a while. */
export const CacheOptional: CachePolicy = { ...CacheLong, failMs: 30_000 };

/** Per-location answers (listings, deals) keyed by rounded coordinates; an empty list is asked for again after 5 s. */
export const CacheShort: CachePolicy = {
  freshMs: 60_000,
  staleMs: 5 * 60_000,
  errorMs: 60 * 60_000,
  emptyMs: 5_000,
};

function isEmptyList(value: unknown): boolean {
  return Array.isArray(value) && value.length === 0;
}

/** Roughly what a value holds in memory: its JSON text, two bytes a character. */
export function estimateBytes(value: unknown): number {
  try {
    return 2 * (JSON.stringify(value)?.length ?? 0) + 64;
  } catch {
    return 1024;
  }
}

export interface SwrCacheOptions {
  /** Least recently used entries are dropped beyond this many. */
  maxEntries?: number;
  /** …and beyond this estimate of the bytes held (DESIGN §6: bounded by size). */
  maxBytes?: number;
  /** Called when a load fails and an older value is served instead (in the background or stale-if-error). */
  onRefreshError?: (key: string, error: unknown) => void;
}

export class SwrCache {
  // No time-to-live here: an entry past its stale window is still the last good answer for its error window, and
  // cachified reads the lifetimes from each entry's metadata. Memory is bounded by count and bytes, as before.
  private readonly entries: LRUCache<string, CacheEntry>;
  private readonly store: Cache;
  // Date.now, not performance.now, for the failures' lifetimes: the same clock as cachified's (and fake timers').
  private readonly failures = new LRUCache<string, { error: unknown }>({ max: 1000, perf: { now: () => Date.now() } });
  private readonly reported = new WeakSet<object>();
  private readonly onRefreshError: (key: string, error: unknown) => void;

  constructor(options: SwrCacheOptions = {}) {
    this.entries = new LRUCache({
      max: Math.max(1, options.maxEntries ?? 2000),
      // A value larger than the whole budget is not kept at all (lru-cache refuses it).
      maxSize: Math.max(1, options.maxBytes ?? 96 * 1024 * 1024),
      sizeCalculation: (entry) => estimateBytes(entry.value),
    });
    const entries = this.entries;
    this.store = {
      get: (key) => entries.get(key),
      set: (key, entry) => entries.set(key, entry),
      delete: (key) => entries.delete(key),
    };
    this.onRefreshError =
      options.onRefreshError ??
      ((key, error) =>
        log.warn({ key, error: messageOf(error) }, "cache refresh failed; the last good value is served"));
  }

  /**
   * The cached value for `key` when fresh; the stale one (and a background refresh) when within the stale window;
   * otherwise the result of `load`, shared by every concurrent caller of the same key — or, when it fails within
   * the error window, the last good value. One key must always hold one type and one policy: callers namespace keys
   * by the function that owns them.
   */
  async get<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    const last = this.entries.peek(key);
    try {
      return await cachified<T>(
        {
          key,
          cache: this.store,
          ttl: policy.freshMs,
          swr: policy.staleMs,
          getFreshValue: async ({ metadata }) => {
            const value = await this.load(key, policy, load);
            // cachified writes the entry with this request's metadata: an empty list gets its own short life.
            if (policy.emptyMs !== undefined && isEmptyList(value)) {
              metadata.ttl = policy.emptyMs;
              metadata.swr = 0;
            }
            return value;
          },
          // Nothing servable: load at once. forceFresh skips cachified's asynchronous read of the cache, so a call
          // started first reaches the upstream first (SPEC §4: the specialty links before the visitor's place).
          forceFresh: last === undefined || isExpired(last.metadata) === true,
          // Not cachified's fallback: it would store the old value as new, and a failing upstream would never let
          // it expire. The last value is served below instead, as it is, until its error window closes.
          fallbackToCache: false,
        },
        this.reportBackgroundFailures(key),
      );
    } catch (error) {
      if (
        last === undefined ||
        Date.now() > last.metadata.createdTime + totalTtl(last.metadata) + (policy.errorMs ?? 0)
      ) {
        throw error;
      }
      this.report(key, error);
      return last.value as T;
    }
  }

  get sizeInBytes(): number {
    return this.entries.calculatedSize;
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** `load`, unless it failed within the policy's `failMs`: then that failure again, without asking the upstream. */
  private async load<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    const remembered = this.failures.get(key);
    if (remembered !== undefined) throw remembered.error;
    try {
      return await load();
    } catch (error) {
      if (policy.failMs) this.failures.set(key, { error }, { ttl: policy.failMs });
      throw error;
    }
  }

  private reportBackgroundFailures<T>(key: string): CreateReporter<T> {
    return () => (event) => {
      if (event.name === "refreshValueError") this.report(key, event.error);
    };
  }

  /** Each failure once: a remembered one is thrown again to every caller within `failMs`. */
  private report(key: string, error: unknown): void {
    if (typeof error === "object" && error !== null) {
      if (this.reported.has(error)) return;
      this.reported.add(error);
    }
    this.onRefreshError(key, error);
  }
}
