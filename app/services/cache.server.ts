/**
 * In-process stale-while-revalidate cache. Shared, slow-changing upstream answers are served from memory; once stale
 * they are still served while one background load refreshes them, so a slow upstream never slows a page that has
 * been seen before. Only successful loads are stored: a failure is thrown to its caller and leaves any older value.
 */

export interface CachePolicy {
  /** How long a value is served without asking the upstream again. */
  readonly freshMs: number;
  /** How long after that a value may still be served while it is refreshed in the background. */
  readonly staleMs: number;
}

/** Shared data that changes rarely: top offers, merchant lists, placements, newsroom, billboards, franchise info. */
export const CacheLong: CachePolicy = { freshMs: 10 * 60_000, staleMs: 60 * 60_000 };

/** Per-location answers (listings, deals) keyed by rounded coordinates. */
export const CacheShort: CachePolicy = { freshMs: 60_000, staleMs: 5 * 60_000 };

interface Entry {
  value: unknown;
  freshUntil: number;
  staleUntil: number;
}

export interface SwrCacheOptions {
  /** Least recently used entries are dropped beyond this many. */
  maxEntries?: number;
  now?: () => number;
  /** Called when a background refresh fails; the stale value stays in place. */
  onRefreshError?: (key: string, error: unknown) => void;
}

export class SwrCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly onRefreshError: (key: string, error: unknown) => void;

  constructor(options: SwrCacheOptions = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? 500);
    this.now = options.now ?? Date.now;
    this.onRefreshError =
      options.onRefreshError ??
      ((key, error) => console.warn(`[cache] refresh of ${key} failed: ${error instanceof Error ? error.message : String(error)}`));
  }

  /**
   * The cached value for `key` when fresh; the stale one (and a background refresh) when within the stale window;
   * otherwise the result of `load`, shared by every concurrent caller of the same key.
   * One key must always hold one type: callers namespace keys by the function that owns them.
   */
  async get<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    const at = this.now();
    if (entry !== undefined && at < entry.staleUntil) {
      this.touch(key, entry);
      if (at >= entry.freshUntil) {
        this.load(key, policy, load).catch((error: unknown) => this.onRefreshError(key, error));
      }
      return entry.value as T;
    }
    if (entry !== undefined) this.entries.delete(key);
    return this.load(key, policy, load);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  private load<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    const pending = this.inFlight.get(key);
    if (pending !== undefined) return pending as Promise<T>;
    const promise = (async () => {
      try {
        const value = await load();
        const storedAt = this.now();
        this.store(key, {
          value,
          freshUntil: storedAt + policy.freshMs,
          staleUntil: storedAt + policy.freshMs + policy.staleMs,
        });
        return value;
      } finally {
        this.inFlight.delete(key);
      }
    })();
    this.inFlight.set(key, promise);
    return promise;
  }

  private touch(key: string, entry: Entry): void {
    // Map keeps insertion order, so re-inserting marks the entry most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private store(key: string, entry: Entry): void {
    this.touch(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
  }
}
