// What one network address may cost this instance. The edge's limits count requests per address, cached or not,
// and are sized for carrier NAT (hundreds of phones behind one address); most of those requests are answered from
// the edge's cache and cost nothing here. What reaches an instance is what the cache could not answer, and the
// costly part of it is rendering a page or its data (~20 ms each). Those renders are counted here per visitor
// address (the one the trusted edge names): one address flooding uncached pages is held to a bounded share of the
// instance, while a crowd behind one address, whose pages come from the cache, stays far below it. The cheap API
// answers (the visitor's place, beacons, forms) are not renders: the edge's own limits hold those.

/** Requests that render a page or its data: documents and `.data`, not the API, build files or public files. */
function isRender(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = (req.url ?? "").split("?")[0];
  return !/^\/(?:api|build)(?:\/|$)/.test(path) && !/\.(?:ico|png|svg|webmanifest|js|css|txt|xml)$/.test(path);
}

/**
 * Express middleware: a token bucket per client address refilled at `rate` renders a second, holding up to
 * `burst`; past it, 429 with Retry-After, kept by no cache. At most `maxAddresses` buckets are kept: past that, the
 * full ones (idle addresses) are forgotten.
 * @param {{ rate: number, burst: number, maxAddresses?: number, now?: () => number }} options
 */
export function addressBudget({ rate, burst, maxAddresses = 100_000, now = () => performance.now() }) {
  /** @type {Map<string, { tokens: number, at: number }>} */
  const buckets = new Map();
  const refill = (bucket, time) => {
    bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * rate);
    bucket.at = time;
  };
  const bucketOf = (address, time) => {
    let bucket = buckets.get(address);
    if (bucket) {
      refill(bucket, time);
      return bucket;
    }
    if (buckets.size >= maxAddresses) {
      for (const [key, other] of buckets) {
        refill(other, time);
        if (other.tokens >= burst) buckets.delete(key);
      }
      // Every bucket busy (a flood of addresses): start over rather than grow without end.
      if (buckets.size >= maxAddresses) buckets.clear();
    }
    bucket = { tokens: burst, at: time };
    buckets.set(address, bucket);
    return bucket;
  };
  return (req, res, next) => {
    if (!isRender(req)) return next();
    const bucket = bucketOf(req.ip ?? "", now());
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return next();
    }
    res
      .status(429)
      .set({ "Cache-Control": "private, no-store", "Retry-After": "1", "Content-Type": "text/plain; charset=utf-8" })
      .send("Too Many Requests\n");
  };
}

/**
 * The budget from the environment: SITE_ADDRESS_RENDERS_PER_S renders a second per address, up to
 * SITE_ADDRESS_RENDER_BURST (default ten seconds' worth); none when unset or 0 (a lone instance in development and
 * the browser tests, whose requests all come from one address).
 * @param {Record<string, string | undefined>} [env]
 * @returns {ReturnType<typeof addressBudget> | null}
 */
export function addressBudgetFromEnv(env = process.env) {
  const rate = Number(env.SITE_ADDRESS_RENDERS_PER_S ?? 0);
  const burst = Number(env.SITE_ADDRESS_RENDER_BURST ?? rate * 10);
  if (!(rate >= 0) || !(burst >= 0))
    throw new Error(
      `SITE_ADDRESS_RENDERS_PER_S and SITE_ADDRESS_RENDER_BURST are counts: ${env.SITE_ADDRESS_RENDERS_PER_S}, ${env.SITE_ADDRESS_RENDER_BURST}`,
    );
  return rate > 0 ? addressBudget({ rate, burst }) : null;
}
