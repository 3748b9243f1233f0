/**
 * The upstream cache: `@epic-web/cachified` over `lru-cache`, as epic-stack and kentcdodds.com cache their upstream
 * calls. Shared, slow-changing answers are served from memory; once stale they are still served while one
 * background load refreshes them, so a slow upstream never slows a page that has been seen before. What cachified
 * does not do is added here, in a few lines: after a failed load the last good value is served through the policy's
 * error window (stale-if-error, decision 030's "last good answer on a time-out"), and a policy may remember a failure
 * briefly so a broken upstream is not asked again on every page.
 *
 * Memory is two least-recently-used parts, each with its own bound (DESIGN §6b: bounds, not spellings), chosen by what
 * the key space is, as each call's policy declares it (`CachePolicy.keys`):
 * - "shared": the key names one of the site's own, bounded set of things (top offers, a merchant's offers, a
 *   category, a placement, a content folder, a franchise, the coverage lists). These are the last good answers that
 *   cover outages (decision 030); they are kept however many places, points or words visitors ask for.
 * - "visitor": a visitor's request chooses the key from a space without bound (a point's listings or deals, a place or
 *   ZIP validated, a blog page past the last, a merchant slug no merchant has). A crawl of distinct places evicts only
 *   these.
 * A policy may decide per answer (a slug search: found, a merchant's, shared; not found, the visitor's); a key is
 * looked for in both parts and written to the one its answer belongs to.
 * The byte budget (`cacheMaxBytes`) is split between the parts, not added to: half each (`SHARED_BYTES_SHARE`).
 */
import { cachified, isExpired, totalTtl, type Cache, type CacheEntry, type CreateReporter } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import { log, messageOf } from "./log.server";

export interface CachePolicy<T = unknown> {
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
  /**
   * Whose choice the key is, and so which part of the memory holds the answer (see the module's comment): "shared"
   * when the key names one of the site's own bounded set of things, "visitor" when a request can vary it without
   * bound (a place, a point, a ZIP, a slug or a page number the visitor typed). A lookup whose found answers are the
   * site's own things and whose misses are the visitor's words says so of each answer.
   */
  readonly keys: CacheKeySpace | ((value: T) => CacheKeySpace);
}

export type CacheKeySpace = "shared" | "visitor";

/** Shared data that changes rarely: top offers, merchant lists, placements, newsroom, billboards, franchise info. */
export const CacheLong: CachePolicy = {
  freshMs: 10 * 60_000,
  staleMs: 60 * 60_000,
  errorMs: 24 * 60 * 60_000,
  // An empty answer (a city's deals, a page of articles) is often a passing fault: kept for its minutes, one empty
  // answer made a real page a 404 for ten.
  emptyMs: 5_000,
  keys: "shared",
};

/**
 * Answers that change rarely for a key the visitor chooses (a place or ZIP validated): CacheLong's
 * lifetimes, kept with the per-visitor answers so no number of them evicts shared ones.
 */
export const CacheLongPerVisitor: CachePolicy = { ...CacheLong, keys: "visitor" };

/** Optional data a page can do without (specialty links, billboards): a failure is remembered for a while. */
export const CacheOptional: CachePolicy = { ...CacheLong, failMs: 30_000 };

/** Per-location answers (listings, deals) keyed by rounded coordinates; an empty list is asked for again after 5 s. */
export const CacheShort: CachePolicy = {
  freshMs: 60_000,
  staleMs: 5 * 60_000,
  errorMs: 60 * 60_000,
  emptyMs: 5_000,
  keys: "visitor",
};

/**
 * The shared part's share of the byte budget. The shared answers are a bounded set: in the embedded catalog about
 * 30 MB by `estimateBytes` (the sitemap's two store pages and the covered cities are 28 MB of it), within half of the
 * default 96 MiB; the other half holds the listings of about 150 places (about 330 kB each).
 */
export const SHARED_BYTES_SHARE = 0.5;

/** An empty list, or an answer whose lists are all empty (`{ city, deals: [] }`, `{ items: [], total: 0 }`). */
function isEmptyList(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value !== "object" || value === null) return false;
  const lists = Object.values(value).filter((part) => Array.isArray(part));
  return lists.length > 0 && lists.every((list) => list.length === 0);
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
  /** Least recently used entries of each part (shared, per visitor) are dropped beyond this many in that part. */
  maxEntries?: number;
  /**
   * …and beyond this estimate of the bytes held (DESIGN §6: bounded by size), the whole cache's budget: the shared
   * part holds up to `SHARED_BYTES_SHARE` of it, the per-visitor part the rest.
   */
  maxBytes?: number;
  /** Called when a load fails and an older value is served instead (in the background or stale-if-error). */
  onRefreshError?: (key: string, error: unknown) => void;
}

export class SwrCache {
  // No time-to-live here: an entry past its stale window is still the last good answer for its error window, and
  // cachified reads the lifetimes from each entry's metadata. Memory is bounded by count and bytes in each part.
  private readonly parts: Record<CacheKeySpace, LRUCache<string, CacheEntry>>;
  private readonly stores = new WeakMap<object, Cache>();
  // Date.now, not performance.now, for the failures' lifetimes: the same clock as cachified's (and fake timers').
  private readonly failures = new LRUCache<string, { error: unknown }>({ max: 1000, perf: { now: () => Date.now() } });
  private readonly reported = new WeakSet<object>();
  private readonly onRefreshError: (key: string, error: unknown) => void;

  constructor(options: SwrCacheOptions = {}) {
    const maxEntries = Math.max(1, options.maxEntries ?? 2000);
    const maxBytes = Math.max(1, options.maxBytes ?? 96 * 1024 * 1024);
    const sharedBytes = Math.floor(maxBytes * SHARED_BYTES_SHARE);
    this.parts = {
      shared: SwrCache.part(maxEntries, sharedBytes),
      visitor: SwrCache.part(maxEntries, maxBytes - sharedBytes),
    };
    this.onRefreshError =
      options.onRefreshError ??
      ((key, error) =>
        log.warn({ key, error: messageOf(error) }, "cache refresh failed; the last good value is served"));
  }

  private static part(max: number, maxBytes: number): LRUCache<string, CacheEntry> {
    return new LRUCache<string, CacheEntry>({
      max,
      // A value larger than the part's budget is not kept at all (lru-cache refuses it).
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (entry) => estimateBytes(entry.value),
    });
  }

  /**
   * What cachified reads and writes for a policy: a key is looked for in both parts, written to the policy's. One
   * store a policy, kept: cachified shares a key's in-flight load among the callers of the same store.
   */
  private storeFor<T>(policy: CachePolicy<T>): Cache {
    const kept = this.stores.get(policy);
    if (kept) return kept;
    const { shared, visitor } = this.parts;
    const store: Cache = {
      get: (key) => shared.get(key) ?? visitor.get(key),
      set: (key, entry) => {
        const keys = typeof policy.keys === "function" ? policy.keys(entry.value as T) : policy.keys;
        (keys === "shared" ? visitor : shared).delete(key);
        return this.parts[keys].set(key, entry);
      },
      delete: (key) => shared.delete(key) || visitor.delete(key),
    };
    this.stores.set(policy, store);
    return store;
  }

  /**
   * The cached value for `key` when fresh; the stale one (and a background refresh) when within the stale window;
   * otherwise the result of `load`, shared by every concurrent caller of the same key — or, when it fails within
   * the error window, the last good value. One key must always hold one type and one policy (one policy object, kept
   * at module level: concurrent loads are shared per policy): callers namespace keys by the function that owns them.
   */
  async get<T>(key: string, policy: CachePolicy<T>, load: () => Promise<T>): Promise<T> {
    const last = this.parts.shared.peek(key) ?? this.parts.visitor.peek(key);
    try {
      return await cachified<T>(
        {
          key,
          cache: this.storeFor(policy),
          ttl: policy.freshMs,
          swr: policy.staleMs,
          getFreshValue: async ({ metadata }) => {
            const value = await this.load(key, policy, load);
            // cachified writes the entry with this request's metadata: an empty answer gets its own short life.
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

  /** The estimate of the bytes held, both parts together, or one part's. */
  sizeInBytes(keys?: CacheKeySpace): number {
    return this.partsOf(keys).reduce((sum, part) => sum + part.calculatedSize, 0);
  }

  /** How many entries are held, both parts together, or one part's. */
  size(keys?: CacheKeySpace): number {
    return this.partsOf(keys).reduce((sum, part) => sum + part.size, 0);
  }

  has(key: string): boolean {
    return this.parts.shared.has(key) || this.parts.visitor.has(key);
  }

  private partsOf(keys: CacheKeySpace | undefined) {
    return keys === undefined ? [this.parts.shared, this.parts.visitor] : [this.parts[keys]];
  }

  /** `load`, unless it failed within the policy's `failMs`: then that failure again, without asking the upstream. */
  private async load<T>(key: string, policy: CachePolicy<T>, load: () => Promise<T>): Promise<T> {
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
