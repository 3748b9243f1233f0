// How a production site instance's Node is started (`npm start`, the edge topology, the benches).
import { siteWorkerCount } from "../../server/workers.mjs";

// V8 sizes its old space from the machine's memory and grows it while allocation is brisk, collecting garbage
// late: under a crawl of thousands of distinct pages the site's RSS climbed past 500 MB although its live data
// (caches bounded at 96 MB by estimate, issue 11 §4) stayed far below. A fixed ceiling per process makes V8 collect
// sooner and keeps the instance within the 512 MB a deployment gives it. SITE_HEAP_MB changes it.
const DEFAULT_HEAP_MB = 320;

// The young generation, where a request's garbage is born and should die. A document is rendered from ~1 MB of
// short-lived objects; with V8's default 16 MB semi-spaces and 16 renders in flight in one process, a scavenge came
// every few requests and copied the live renders of the others into the old space, where only the far costlier
// mark-compact frees them (garbage collection was a quarter of the main thread under load). 64 MB let those renders
// die young: server CPU per local page 9.4 -> 5.6-5.9 ms under 16 connections (docs/benchmarks.md, seventh stop).
// Workers of one instance share the in-flight renders between them, so each needs a share of that space: 32 MB each
// for two or more keeps the same headroom per render and the instance's RSS under 512 MB through the 5,000-page crawl.
const semiSpaceFor = (workers) => (workers > 1 ? 32 : 64);

/**
 * The Node settings of one site instance, from the environment it is started with.
 * @param {Record<string, string | undefined>} [env]
 */
export function siteNodeSettings(env = process.env) {
  const workers = siteWorkerCount(env);
  return {
    workers,
    heapMB: Number(env.SITE_HEAP_MB || DEFAULT_HEAP_MB),
    semiSpaceMB: Number(env.SITE_SEMI_SPACE_MB || semiSpaceFor(workers)),
  };
}

/**
 * Node's arguments for one site instance: server.mjs itself for one worker, else the cluster primary that forks
 * that many (server/cluster.mjs; the workers inherit these flags).
 * @param {Record<string, string | undefined>} [env]
 */
export function siteNodeArgs(env = process.env) {
  const { workers, heapMB, semiSpaceMB } = siteNodeSettings(env);
  return [
    `--max-old-space-size=${heapMB}`,
    `--max-semi-space-size=${semiSpaceMB}`,
    workers > 1 ? "server/cluster.mjs" : "server.mjs",
  ];
}
