// How a production site instance's Node is started (`npm start`, the edge topology, the benches). An instance is one
// process; a deployment scales by running more instances behind the edge (DESIGN §10, decision 015).

// V8 sizes its old space from the machine's memory and grows it while allocation is brisk, collecting garbage
// late: under a crawl of thousands of distinct pages the site's RSS climbed past 500 MB although its live data
// (caches bounded at 96 MB by estimate) stayed far below. A fixed ceiling makes V8 collect sooner and keeps the
// instance within the 512 MB a deployment gives it. SITE_HEAP_MB changes it.
const DEFAULT_HEAP_MB = 320;

// The young generation, where a request's garbage is born and should die. A document is rendered from ~1 MB of
// short-lived objects; with V8's default 16 MB semi-spaces and 16 renders in flight, a scavenge came every few
// requests and copied the live renders of the others into the old space, where only the far costlier mark-compact
// frees them. 64 MB let those renders die young: server CPU per local page 9.4 -> 5.6-5.9 ms under 16 connections
// (docs/benchmarks.md, seventh stop). SITE_SEMI_SPACE_MB changes it.
const DEFAULT_SEMI_SPACE_MB = 64;

/**
 * The Node settings of one site instance, from the environment it is started with.
 * @param {Record<string, string | undefined>} [env]
 */
export function siteNodeSettings(env = process.env) {
  return {
    heapMB: Number(env.SITE_HEAP_MB || DEFAULT_HEAP_MB),
    semiSpaceMB: Number(env.SITE_SEMI_SPACE_MB || DEFAULT_SEMI_SPACE_MB),
  };
}

/**
 * Node's arguments for one site instance.
 * @param {Record<string, string | undefined>} [env]
 */
export function siteNodeArgs(env = process.env) {
  const { heapMB, semiSpaceMB } = siteNodeSettings(env);
  return [`--max-old-space-size=${heapMB}`, `--max-semi-space-size=${semiSpaceMB}`, "server.mjs"];
}

/**
 * The pages a replaced instance renders before it takes visitors: the most asked, from the seed's places, and the
 * city directory, whose list of every covered place (~28,000) the home page, search's help and an empty place's
 * nearby places read within the optional-data budget, which its first read from the catalog does not meet.
 */
export const DEFAULT_WARM_PATHS = "/coupon-codes,/local/tampa-fl,/deals,/local/cities";

/**
 * The environment of one production site instance behind the edge (`start:edge`, `start:sites`, the edge tests).
 * @param {Record<string, string | undefined>} base  the caller's environment
 * @param {{ port: number, host?: string, upstream: string, publicUrl: string, rendersPerSecond?: number,
 *           releaseDir?: string, controlToken?: string, warm?: boolean }} instance
 *   `releaseDir`: the release it serves (SITE_RELEASE_DIR, scripts/lib/releases.mjs); `controlToken`: the token of
 *   its health check and drain (SITE_CONTROL_TOKEN, server/site-control.mjs). `warm`: it renders
 *   DEFAULT_WARM_PATHS before it listens (SITE_WARM_PATHS names others; empty, none).
 */
export function siteInstanceEnv(base, instance) {
  const { port, host, upstream, publicUrl } = instance;
  return {
    ...base,
    NODE_ENV: base.NODE_ENV ?? "production",
    PORT: String(port),
    ...(host ? { HOST: host } : {}),
    ...(instance.releaseDir ? { SITE_RELEASE_DIR: instance.releaseDir } : {}),
    ...(instance.controlToken ? { SITE_CONTROL_TOKEN: instance.controlToken } : {}),
    TRUST_PROXY: "1",
    // Pages rendered before the instance takes visitors (server/warm-up.mjs): a started instance is a replaced one.
    SITE_WARM_PATHS: base.SITE_WARM_PATHS ?? (instance.warm ? DEFAULT_WARM_PATHS : ""),
    // What the edge's cache could not answer and Remix must (pages, their data, the APIs that search or ask an
    // upstream) per visitor address: 10 a second, 100 in a burst, about a fifth of an instance (docs/decisions/044);
    // 0 lifts it.
    SITE_ADDRESS_RENDERS_PER_S: String(instance.rendersPerSecond ?? base.SITE_ADDRESS_RENDERS_PER_S ?? 10),
    UPSTREAM_BASE_URL: upstream,
    // Pages name the edge, not the instance behind it (decision 009: the origin is configured, never a Host).
    SITE_URL: publicUrl,
    // Browsers fetch images and the verification script from the public origin, through the edge's exact
    // paths for them (deploy/edge), never from the catalog's internal address; the CSP then needs no other origin.
    CATALOG_PUBLIC_URL: publicUrl,
    VERIFICATION_SCRIPT_URL: `${publicUrl}/verification/script.js`,
  };
}
