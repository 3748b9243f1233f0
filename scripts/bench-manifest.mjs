// CPU per route discovery request (`/__manifest?p=…`) against an uncached page, on one production site instance
// (`npm run bench:manifest`, after `npm run build`). Each kind is asked ROUNDS × REQUESTS times in turn,
// sequentially, every batch made unique so nothing is answered from a memory of an earlier one; the figure is the
// instance's CPU time (every thread, /proc) over the requests. Printed, never gated (docs/benchmarks.md).
import http from "node:http";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { cpuSecondsOfTree } from "./lib/process-tree.mjs";
import { startMeasuredSite } from "./lib/measured-site.mjs";

const CATALOG_PORT = Number(process.env.BENCH_CPU_CATALOG_PORT ?? 4197);
const SITE_PORT = Number(process.env.BENCH_CPU_SITE_PORT ?? 3210);
const REQUESTS = Number(process.env.BENCH_MANIFEST_REQUESTS ?? 30);
const WARMUP = Number(process.env.BENCH_MANIFEST_WARMUP ?? 200);
const ROUNDS = 3;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = (origin, path) =>
  new Promise((done, fail) => {
    http
      .get(new URL(path, origin), { agent }, (res) => {
        res.resume();
        res.on("end", () => done(res.statusCode));
      })
      .on("error", fail);
  });

const { site, siteProcess, stopAll } = await startMeasuredSite({ catalogPort: CATALOG_PORT, sitePort: SITE_PORT });
try {
  const { version } = (await import(resolve("build/index.js"))).assets;
  const manifest = (paths) =>
    `/__manifest?${paths.map((p) => `p=${encodeURIComponent(p)}`).join("&")}&version=${version}`;
  let unique = 0;
  const FIRST = ["local", "coupons", "coupon-codes", "newsroom", "blog", "api", "search", "deals"];
  const SECOND = ["local", "coupons", "browse", "deals", "cities", "businesses", "press-releases", "leadership"];
  /** `firsts` route literals each followed by `seconds` others, the last a fresh number: all told apart. */
  const literalPairs = (firsts, seconds, n) =>
    FIRST.slice(0, firsts).flatMap((a) => [...SECOND.slice(0, seconds - 1), `${n}`].map((b) => `/${a}/${b}`));
  /** The kinds measured: each a function of a fresh number making its target unique. */
  const kinds = {
    "uncached page (/coupon-codes)": (n) => `/coupon-codes?bench=${n}`,
    "256 one-segment paths": (n) => manifest(Array.from({ length: 256 }, (_, i) => `/${n}x${i.toString(36)}`)),
    "255 paths under /local": (n) => manifest(Array.from({ length: 255 }, (_, i) => `/local/${n}x${i}`)),
    "/local/cities' own batch (151 cities)": (n) =>
      manifest(Array.from({ length: 151 }, (_, i) => `/local/city-${n}-${i}-fl`)),
    "72 prefixes of route literals (refused)": (n) => manifest(literalPairs(8, 8, n)),
    // The costliest batch let in: 6 literals, each followed by 7 (42 pairs), 48 prefixes to match.
    "48 prefixes of route literals (the most let in)": (n) => manifest(literalPairs(6, 7, n)),
  };
  const statuses = new Map();
  for (let i = 0; i < WARMUP; i++) {
    for (const make of Object.values(kinds)) await get(site, make(unique++));
  }
  const cpuMs = new Map(Object.keys(kinds).map((name) => [name, 0]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, make] of Object.entries(kinds)) {
      const before = cpuSecondsOfTree(siteProcess.pid);
      for (let i = 0; i < REQUESTS; i++) {
        const status = await get(site, make(unique++));
        statuses.set(name, status);
      }
      cpuMs.set(name, cpuMs.get(name) + (cpuSecondsOfTree(siteProcess.pid) - before) * 1000);
    }
  }
  console.log(`load average ${loadavg()[0].toFixed(1)}; ${ROUNDS} × ${REQUESTS} requests each, after ${WARMUP} each`);
  console.log("| request | status | CPU ms per request |\n| --- | ---: | ---: |");
  for (const [name, ms] of cpuMs) {
    console.log(`| ${name} | ${statuses.get(name)} | ${(ms / (ROUNDS * REQUESTS)).toFixed(1)} |`);
  }
} finally {
  agent.destroy();
  stopAll();
}
