/**
 * In-process stale-while-revalidate cache. Shared, slow-changing upstream answers are served from memory; once stale
 * they are still served while one background load refreshes them, so a slow upstream never slows a page that has
 * been seen before. A failed load leaves any older value: within the policy's error window that value is served
 * instead of the failure (stale-if-error), and a policy may remember a failure briefly so a broken upstream is not
 * asked again on every page. Bounded by entry count and by an estimate of the bytes held.
 */

export interface CachePolicy {
  /** How long a value is served without asking the upstream again. */
  readonly freshMs: number;
  /** How long after that a value may still be served while it is refreshed in the background. */
  readonly staleMs: number;
  /** How long after that the last value is still served when a load fails (stale-if-error). */
  readonly errorMs?: number;
  /** How long a failure is remembered: callers get it again at once, without asking the upstream. */
  readonly failMs?: number;
}

/** Shared data that changes rarely: top offers, merchant lists, placements, newsroom, billboards, franchise info. */
export const CacheLong: CachePolicy = { freshMs: 10 * 60_000, staleMs: 60 * 60_000, errorMs: 24 * 60 * 60_000 };

/** Optional data a page can do without (specialty links, billboards): a failure is remembered for a while. */
export const CacheOptional: CachePolicy = { ...CacheLong, failMs: 30_000 };

/** Per-location answers (listings, deals) keyed by rounded coordinates. */
export const CacheShort: CachePolicy = { freshMs: 60_000, staleMs: 5 * 60_000, errorMs: 60 * 60_000 };

interface Entry {
  value: unknown;
  freshUntil: number;
  staleUntil: number;
  errorUntil: number;
  bytes: number;
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
  now?: () => number;
  /** Called when a background refresh fails; the stale value stays in place. */
  onRefreshError?: (key: string, error: unknown) => void;
}

export class SwrCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly failures = new Map<string, { error: unknown; until: number }>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private bytes = 0;
  private readonly now: () => number;
  private readonly onRefreshError: (key: string, error: unknown) => void;

  constructor(options: SwrCacheOptions = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? 2000);
    this.maxBytes = Math.max(1, options.maxBytes ?? 96 * 1024 * 1024);
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
      if (at >= entry.freshUntil && !this.failing(key, at)) {
        this.load(key, policy, load).catch((error: unknown) => this.onRefreshError(key, error));
      }
      return entry.value as T;
    }
    const fallback = entry !== undefined && at < entry.errorUntil ? entry : undefined;
    if (entry !== undefined && fallback === undefined) this.remove(key);
    const failure = this.failing(key, at);
    try {
      if (failure) throw failure.error;
      return await this.load(key, policy, load);
    } catch (error) {
      if (fallback === undefined) throw error;
      if (!failure) this.onRefreshError(key, error);
      return fallback.value as T;
    }
  }

  private failing(key: string, at: number) {
    const failure = this.failures.get(key);
    if (failure === undefined) return undefined;
    if (at < failure.until) return failure;
    this.failures.delete(key);
    return undefined;
  }

  delete(key: string): void {
    this.remove(key);
    this.failures.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.failures.clear();
    this.bytes = 0;
  }

  /** The estimate of the bytes the entries hold. */
  get sizeInBytes(): number {
    return this.bytes;
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
        const staleUntil = storedAt + policy.freshMs + policy.staleMs;
        this.failures.delete(key);
        this.store(key, {
          value,
          freshUntil: storedAt + policy.freshMs,
          staleUntil,
          errorUntil: staleUntil + (policy.errorMs ?? 0),
          bytes: estimateBytes(value),
        });
        return value;
      } catch (error) {
        if (policy.failMs) this.failures.set(key, { error, until: this.now() + policy.failMs });
        throw error;
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

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  private store(key: string, entry: Entry): void {
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    // A value larger than the whole budget is not kept at all.
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.remove(oldest.value);
    }
  }
}
