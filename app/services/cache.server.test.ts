import { CacheLong, CacheLongPerVisitor, CacheShort, SwrCache, estimateBytes, type CachePolicy } from "./cache.server";

const policy: CachePolicy = { freshMs: 1000, staleMs: 5000, keys: "shared" };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A cache whose key "k" was loaded as "v1" `ageMs` ago (fake timers); each later load answers the next version. */
async function loadedOnceThenAged(ageMs: number) {
  const cache = new SwrCache();
  let version = 0;
  const load = vi.fn(async () => `v${++version}`);
  await cache.get("k", policy, load);
  vi.advanceTimersByTime(ageMs);
  return { cache, load };
}

describe("SwrCache", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-06-15T12:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("serves a fresh value without loading again", async () => {
    const cache = new SwrCache();
    const load = vi.fn(async () => "v1");
    expect(await cache.get("k", policy, load)).toBe("v1");
    vi.advanceTimersByTime(999);
    expect(await cache.get("k", policy, load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves a stale value at once and refreshes it in the background", async () => {
    const { cache, load } = await loadedOnceThenAged(1500);
    expect(await cache.get("k", policy, load)).toBe("v1");
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await cache.get("k", policy, load)).toBe("v2");
  });

  it("starts one background refresh however many callers see the stale value", async () => {
    const cache = new SwrCache();
    await cache.get("k", policy, async () => "v1");
    vi.advanceTimersByTime(1500);
    const gate = deferred<string>();
    const refresh = vi.fn(() => gate.promise);
    const seen = await Promise.all([1, 2, 3].map(() => cache.get("k", policy, refresh)));
    expect(seen).toEqual(["v1", "v1", "v1"]);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(await cache.get("k", policy, refresh)).toBe("v1");
    gate.resolve("v2");
    await vi.waitFor(async () => expect(await cache.get("k", policy, refresh)).toBe("v2"));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("loads again, and waits for it, once the stale window has passed", async () => {
    const { cache, load } = await loadedOnceThenAged(6001);
    expect(await cache.get("k", policy, load)).toBe("v2");
  });

  it("asks the upstream on a miss before its caller goes on, so calls reach upstreams in the order they were made", async () => {
    const cache = new SwrCache();
    const order: string[] = [];
    const pending = cache.get("k", policy, async () => {
      order.push("load");
      return "v1";
    });
    order.push("caller goes on");
    expect(order).toEqual(["load", "caller goes on"]);
    expect(await pending).toBe("v1");
  });

  it("shares one in-flight load between concurrent misses of a key", async () => {
    const cache = new SwrCache();
    const gate = deferred<string>();
    const load = vi.fn(() => gate.promise);
    const first = cache.get("k", policy, load);
    const second = cache.get("k", policy, load);
    gate.resolve("shared");
    expect(await Promise.all([first, second])).toEqual(["shared", "shared"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("never stores a failure: the next call loads again", async () => {
    const cache = new SwrCache();
    const load = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce("up");
    await expect(cache.get("k", policy, load)).rejects.toThrow("down");
    expect(cache.has("k")).toBe(false);
    expect(await cache.get("k", policy, load)).toBe("up");
  });

  it("gives every concurrent caller the failure of a shared load", async () => {
    const cache = new SwrCache();
    const gate = deferred<string>();
    const first = cache.get("k", policy, () => gate.promise);
    const second = cache.get("k", policy, () => gate.promise);
    gate.reject(new Error("down"));
    await expect(first).rejects.toThrow("down");
    await expect(second).rejects.toThrow("down");
  });

  it("keeps the stale value when a background refresh fails, and reports the failure", async () => {
    const onRefreshError = vi.fn();
    const cache = new SwrCache({ onRefreshError });
    await cache.get("k", policy, async () => "v1");
    vi.advanceTimersByTime(1500);
    expect(await cache.get("k", policy, async () => Promise.reject(new Error("down")))).toBe("v1");
    await vi.waitFor(() => expect(onRefreshError).toHaveBeenCalledWith("k", expect.any(Error)));
    expect(await cache.get("k", policy, async () => "never")).toBe("v1");
  });

  it("drops the least recently used entry beyond its size", async () => {
    const cache = new SwrCache({ maxEntries: 2 });
    await cache.get("a", policy, async () => "A");
    await cache.get("b", policy, async () => "B");
    await cache.get("a", policy, async () => "A again");
    await cache.get("c", policy, async () => "C");
    expect(cache.size()).toBe(2);
    expect(cache.has("a")).toBe(true);
    expect(cache.has("b")).toBe(false);
    expect(cache.has("c")).toBe(true);
  });

  it.each([
    ["CacheLong", CacheLong],
    ["CacheShort", CacheShort],
  ])("%s keeps a value fresh for a while and stale for longer", (_name, cachePolicy) => {
    expect(cachePolicy.freshMs).toBeGreaterThan(0);
    expect(cachePolicy.staleMs).toBeGreaterThan(cachePolicy.freshMs);
  });

  it("keeps shared data longer than per-location data", () => {
    expect(CacheLong.freshMs).toBeGreaterThan(CacheShort.freshMs);
  });

  it("serves the last value when a load fails within the error window (stale-if-error), not after", async () => {
    const cache = new SwrCache({ onRefreshError: () => undefined });
    const withError: CachePolicy = { ...policy, errorMs: 10_000 };
    await cache.get("k", withError, async () => "v1");
    vi.advanceTimersByTime(6_001 + 9_000);
    const failing = vi.fn(async (): Promise<string> => {
      throw new Error("down");
    });
    expect(await cache.get("k", withError, failing)).toBe("v1");
    vi.advanceTimersByTime(2_000);
    await expect(cache.get("k", withError, failing)).rejects.toThrow("down");
  });

  it("lets an empty list stand in for a full one only a few seconds: the next call after that asks the upstream and waits for it", async () => {
    const cache = new SwrCache();
    const answers: string[][] = [["a", "b"], [], ["a", "b", "c"]];
    const load = vi.fn(async () => answers.shift()!);
    expect(await cache.get("k", CacheShort, load)).toEqual(["a", "b"]);
    vi.advanceTimersByTime(CacheShort.freshMs + 1);
    // Stale: served once while the refresh brings the upstream's empty answer.
    expect(await cache.get("k", CacheShort, load)).toEqual(["a", "b"]);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await cache.get("k", CacheShort, load)).toEqual([]);
    // The empty answer is fresh for 5 s, then never served stale: the recovered feed's list is what pages get.
    vi.advanceTimersByTime(CacheShort.emptyMs! + 1);
    expect(await cache.get("k", CacheShort, load)).toEqual(["a", "b", "c"]);
    expect(load).toHaveBeenCalledTimes(3);
    // A full list keeps the policy's own freshness.
    vi.advanceTimersByTime(CacheShort.freshMs - 1000);
    expect(await cache.get("k", CacheShort, load)).toEqual(["a", "b", "c"]);
    expect(load).toHaveBeenCalledTimes(3);
    expect(CacheShort.emptyMs).toBeLessThanOrEqual(5_000);
  });

  it.each([
    [
      "a city's deals",
      { city: { name: "Indian Rocks Beach" }, deals: [] },
      { city: { name: "Indian Rocks Beach" }, deals: [1] },
    ],
    [
      "a page of articles",
      { items: [], page: 3, pageSize: 12, total: 0 },
      { items: [1], page: 3, pageSize: 12, total: 30 },
    ],
  ])(
    "asks again a few seconds after a long-lived answer came back empty (%s), not ten minutes later",
    async (_name, empty, full) => {
      for (const policy of [CacheLong, CacheLongPerVisitor]) {
        const cache = new SwrCache();
        const answers: unknown[] = [empty, full];
        const load = vi.fn(async () => answers.shift());
        expect(await cache.get("k", policy, load)).toEqual(empty);
        vi.advanceTimersByTime(policy.emptyMs! + 1);
        expect(await cache.get("k", policy, load)).toEqual(full);
        // A full answer keeps the policy's own freshness.
        vi.advanceTimersByTime(policy.freshMs - 1000);
        expect(await cache.get("k", policy, load)).toEqual(full);
        expect(load).toHaveBeenCalledTimes(2);
      }
    },
  );

  it("remembers a failure for its policy's time: the upstream is not asked again meanwhile", async () => {
    const cache = new SwrCache();
    const remembering: CachePolicy = { ...policy, failMs: 30_000 };
    const failing = vi.fn(async (): Promise<string> => {
      throw new Error("down");
    });
    await expect(cache.get("k", remembering, failing)).rejects.toThrow("down");
    await expect(cache.get("k", remembering, failing)).rejects.toThrow("down");
    expect(failing).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_001);
    expect(await cache.get("k", remembering, async () => "back")).toBe("back");
  });

  it("drops the least recently used entries beyond its byte budget", async () => {
    const cache = new SwrCache({ maxBytes: 5_000 });
    const big = "x".repeat(1_000);
    for (const key of ["a", "b", "c", "d"]) await cache.get(key, policy, async () => big);
    expect(cache.sizeInBytes()).toBeLessThanOrEqual(5_000);
    expect(cache.has("a")).toBe(false);
    expect(cache.has("d")).toBe(true);
  });

  describe("a flood of answers for keys a visitor chooses (F3: a crawl of distinct places)", () => {
    /** A seeded generator (mulberry32): the same flood on every run, a failing seed replayable. */
    function seeded(seed: number) {
      let a = seed;
      return () => {
        a = (a + 0x6d2b79f5) | 0;
        let t = Math.imul(a ^ (a >>> 15), 1 | a);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
    }
    const MAX_ENTRIES = 200;
    const MAX_BYTES = 2_000_000;
    /** The shared answers pages need in an outage: top offers, merchants' offers, placements, content, categories. */
    const SHARED_KEYS = [
      "sdc:top-offers",
      "sdc:placement:leftNavArea",
      "sdc:placement:featuredMerchant",
      "content-repository:/campaigns/@children",
      ...Array.from({ length: 40 }, (_, i) => `sdc:merchant-offers:${10_000 + i}`),
      ...Array.from({ length: 20 }, (_, i) => `sdc:category-offers:category-${i}`),
    ];
    const LOOKED_UP = ["merchant-slug-search:juniper-pharmacy", "merchant-slug-search:harbor-books"];
    type Answer = { key: string; found: boolean; body: string };
    const sharedAnswer = (key: string): Answer => ({ key, found: true, body: "o".repeat(2_000) });
    /** A lookup by a word the visitor typed (a merchant slug): a found answer is the site's own, a miss the visitor's. */
    const lookup: CachePolicy<Answer> = { ...CacheLong, keys: (answer) => (answer.found ? "shared" : "visitor") };

    /** Every way a request picks a key of its own: a point's listings and deals, a place validated, a typed slug. */
    function floodKey(random: () => number, i: number): { key: string; policy: CachePolicy<Answer> } {
      const lat = (24 + random() * 7).toFixed(2);
      const lng = (-87 + random() * 7).toFixed(2);
      const kinds: { key: string; policy: CachePolicy<Answer> }[] = [
        { key: `listings:location-based:${lat},${lng}`, policy: CacheShort },
        { key: `listings:service-based:${lat},${lng}`, policy: CacheShort },
        { key: `deals:deals:${lat},${lng}`, policy: CacheShort },
        { key: `coverage:services:plumbing:${lat},${lng}`, policy: CacheShort },
        { key: `location:validate:${String(i).padStart(5, "0")}`, policy: CacheLongPerVisitor },
        { key: `merchant-slug-search:no-such-merchant-${i}`, policy: lookup },
        { key: `content-repository:/blog/@children?page=${i}`, policy: CacheLongPerVisitor },
      ];
      return kinds[Math.floor(random() * kinds.length)]!;
    }

    it.each([1, 2, 3])(
      "seed %i: leaves every shared answer served as the last good one when its upstream then fails",
      async (seed) => {
        const cache = new SwrCache({ maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES, onRefreshError: () => undefined });
        for (const key of SHARED_KEYS) await cache.get(key, CacheLong, async () => sharedAnswer(key));
        for (const key of LOOKED_UP) await cache.get(key, lookup, async () => sharedAnswer(key));

        // More distinct keys than the cache holds entries, and far more bytes than its whole budget.
        const random = seeded(seed);
        let floodBytes = 0;
        const flood = Array.from({ length: 10 * MAX_ENTRIES }, (_, i) => floodKey(random, i));
        for (const { key, policy: keyPolicy } of flood) {
          const value: Answer = { key, found: false, body: "l".repeat(Math.floor(random() * 20_000)) };
          floodBytes += estimateBytes(value);
          await cache.get(key, keyPolicy, async () => value);
          vi.advanceTimersByTime(100);
        }
        expect(floodBytes).toBeGreaterThan(2 * MAX_BYTES);

        // Past the shared answers' stale window, within their error window: the upstream is down.
        vi.advanceTimersByTime(CacheLong.freshMs + CacheLong.staleMs);
        const down = vi.fn(async (): Promise<Answer> => {
          throw new Error("catalog answered 500");
        });
        const served = await Promise.all([
          ...SHARED_KEYS.map((key) => cache.get(key, CacheLong, down).catch((error: unknown) => error)),
          ...LOOKED_UP.map((key) => cache.get(key, lookup, down).catch((error: unknown) => error)),
        ]);
        expect(served).toEqual([...SHARED_KEYS, ...LOOKED_UP].map(sharedAnswer));

        // The flood was held within its own part's bound, and the whole cache within its budget.
        expect(cache.has(flood[0]!.key)).toBe(false);
        expect(cache.size("visitor")).toBeLessThanOrEqual(MAX_ENTRIES);
        expect(cache.sizeInBytes("visitor")).toBeLessThanOrEqual(MAX_BYTES / 2);
        expect(cache.sizeInBytes()).toBeLessThanOrEqual(MAX_BYTES);
      },
    );

    it("moves a looked-up answer between the parts when what it is changes (a merchant found, then gone)", async () => {
      const cache = new SwrCache();
      const answers: Answer[] = [
        { key: "s", found: true, body: "" },
        { key: "s", found: false, body: "" },
      ];
      const load = vi.fn(async () => answers.shift()!);
      await cache.get("s", lookup, load);
      expect([cache.size("shared"), cache.size("visitor")]).toEqual([1, 0]);
      vi.advanceTimersByTime(CacheLong.freshMs + CacheLong.staleMs + 1);
      expect(await cache.get("s", lookup, load)).toMatchObject({ found: false });
      expect([cache.size("shared"), cache.size("visitor")]).toEqual([0, 1]);
    });

    it("declares where each kind of key lives: the site's own things shared, a visitor's choice per visitor", () => {
      expect(CacheLong.keys).toBe("shared");
      expect(CacheShort.keys).toBe("visitor");
      expect(CacheLongPerVisitor).toEqual({ ...CacheLong, keys: "visitor" });
    });
  });
});
