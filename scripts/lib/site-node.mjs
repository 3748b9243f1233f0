// How a production site instance's Node is started (`npm start`, the edge topology, the memory bench).
//
// V8 sizes its old space from the machine's memory and grows it while allocation is brisk, collecting garbage
// late: under a crawl of thousands of distinct pages the site's RSS climbed past 500 MB although its live data
// (caches bounded at 96 MB by estimate, issue 11 §4) stayed far below. A fixed ceiling makes V8 collect sooner and
// keeps the instance within the 512 MB a deployment gives it. SITE_HEAP_MB changes it for a larger instance.
export const SITE_HEAP_MB = Number(process.env.SITE_HEAP_MB ?? 320);

/** Node's arguments for one site instance. */
export function siteNodeArgs() {
  return [`--max-old-space-size=${SITE_HEAP_MB}`, "server.mjs"];
}
