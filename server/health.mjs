// The instance's health, as the supervisor of `start:edge` probes it (scripts/lib/processes.mjs HEALTH_PROBE) on
// the instance's own loopback port. An instance can serve when its process answers on its HTTP server with a free
// event loop: that is what a hung instance cannot do at all, while a saturated one answers late (HEALTH_PROBE counts
// a late answer as one; only silence for its bound is a hang). The catalog is not asked: without it pages degrade
// (they say so and keep the cached catalog data), and an instance started again would not bring it back, so a
// catalog fault must not take every instance out. The answer is a constant: no disk, no render, no log line, not
// counted in the address budget; through the edge (which always names the visitor in X-Forwarded-For) the path is
// the site's 404 like any unknown one, so no client can reach or shape it.

/** The path the supervisor probes. */
export const HEALTH_PATH = "/__health";

/** Express middleware, first in the chain. */
export function healthProbe() {
  return (req, res, next) => {
    if (req.url !== HEALTH_PATH || req.headers["x-forwarded-for"] !== undefined) return next();
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    res.writeHead(200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": "3",
      "Cache-Control": "no-store",
    });
    res.end(req.method === "HEAD" ? undefined : "ok\n");
  };
}
