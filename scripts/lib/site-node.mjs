// How a production site instance's Node is started (`npm start`, the edge topology, the memory bench).
//
// V8 sizes its old space from the machine's memory and grows it while allocation is brisk, collecting garbage
// late: under a crawl of thousands of distinct pages the site's RSS climbed past 500 MB although its live data
// (caches bounded at 96 MB by estimate, issue 11 §4) stayed far below. A fixed ceiling makes V8 collect sooner and
// keeps the instance within the 512 MB a deployment gives it. SITE_HEAP_MB changes it for a larger instance.
export const SITE_HEAP_MB = Number(process.env.SITE_HEAP_MB ?? 320);

// The young generation, where a request's garbage is born and should die. A document is rendered from ~1 MB of
// short-lived objects and 16 are in flight at once under load; with V8's default 16 MB semi-spaces a scavenge
// comes every few requests and copies the live renders of the others into the old space, where only the far
// costlier mark-compact frees them (garbage collection was a quarter of the main thread under load). 64 MB lets
// those renders finish and die young. Measured in docs/benchmarks.md (seventh stop): server CPU per local page
// 9.4 -> 5.6-5.9 ms under 16 connections, the 5,000-page crawl 37 s -> 24-26 s, its peak RSS 200 -> 276-283 MB
// (target 512).
export const SITE_SEMI_SPACE_MB = Number(process.env.SITE_SEMI_SPACE_MB ?? 64);

/** Node's arguments for one site instance. */
export function siteNodeArgs() {
  return [`--max-old-space-size=${SITE_HEAP_MB}`, `--max-semi-space-size=${SITE_SEMI_SPACE_MB}`, "server.mjs"];
}
