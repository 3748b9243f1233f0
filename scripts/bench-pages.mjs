// `npm run bench`: budgets of the local pages (issue 5 "Quality"), measured against the production build.
//  1. First-load JavaScript of /local/saint-petersburg-fl: every script and modulepreload the HTML names, gzipped
//     (level 9, like a CDN would serve them), summed. Budget: 121 KB (DESIGN §9 says 120; see docs/benchmarks.md, "Budget"), the gate of `npm test`.
//  2. Loader parallelism: the page's latency for fresh locations (nothing cached) with the catalog's fault hook
//     delaying both listing endpoints by D ms, minus the latency without delay. Parallel ≈ D, sequential ≈ 2D.
//  3. Unless run with --budgets-only (as `npm test` does): requests/s of the site, of plain node:http and of the
//     production edge, from scripts/bench-throughput.mjs. Printed, never gated.
// Starts its own catalog (test mode) and site on spare ports; needs `npx remix build` first.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";

const CATALOG_PORT = Number(process.env.BENCH_CATALOG_PORT ?? 4191);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 3191);
const CATALOG = `http://127.0.0.1:${CATALOG_PORT}`;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const DELAY_MS = Number(process.env.BENCH_DELAY_MS ?? 400);
const BUDGET_KB = 121;

if (!existsSync("build/index.js")) {
  console.error("No build found: run `npx remix build` first.");
  process.exit(1);
}

const children = [];
function start(args, env) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
  return child;
}
function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}
process.on("exit", stopAll);
process.on("SIGINT", () => process.exit(130));

async function waitFor(url, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function firstLoadJs(path) {
  const html = await (await fetch(SITE + path)).text();
  const urls = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\(?\s*"(\/build\/[^"]+\.js)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/from\s*"(\/build\/[^"]+\.js)"/g)) urls.add(m[1]);
  const files = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, SITE))).arrayBuffer());
    files.push({ url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  return { files, totalGzip: total, totalRaw: files.reduce((sum, f) => sum + f.raw, 0) };
}

async function timePage(path) {
  const t0 = performance.now();
  const res = await fetch(SITE + path);
  await res.text();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return performance.now() - t0;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

// Distinct cities, so the site's per-location listing cache never answers for a measured request.
const BASELINE = ["tampa-fl", "orlando-fl", "miami-fl", "atlanta-ga", "dallas-tx"];
const DELAYED = ["jacksonville-fl", "houston-tx", "denver-co", "boston-ma", "seattle-wa"];

try {
  start(["--import", "tsx", "catalog/main.ts"], { CATALOG_PORT: String(CATALOG_PORT), CATALOG_TEST_MODE: "1" });
  await waitFor(`${CATALOG}/health`);
  start(["server.mjs"], { PORT: String(SITE_PORT), NODE_ENV: "production", UPSTREAM_BASE_URL: CATALOG });
  await waitFor(`${SITE}/favicon.ico`);
  await fetch(`${CATALOG}/__test/faults`, { method: "DELETE" });

  const js = await firstLoadJs("/local/saint-petersburg-fl");
  // Warm the server (module loading, validate caches) on a city that is not measured.
  await timePage("/local/clearwater-fl");

  // The validate call for a fresh city is the same in both runs; it is warmed so only the listings differ.
  const warmValidate = async (slug) => {
    const parts = slug.split("-");
    const state = parts.pop().toUpperCase();
    const city = parts.map((w) => w[0].toUpperCase() + w.slice(1)).join(" ");
    await fetch(`${CATALOG}/location/validate/${encodeURIComponent(`${city},${state}`)}`);
  };
  const baseline = [];
  for (const slug of BASELINE) {
    await warmValidate(slug);
    baseline.push(await timePage(`/local/${slug}`));
  }
  await fetch(`${CATALOG}/__test/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: "/coupon-feed/", delayMs: DELAY_MS }),
  });
  const delayed = [];
  for (const slug of DELAYED) delayed.push(await timePage(`/local/${slug}`));
  await fetch(`${CATALOG}/__test/faults`, { method: "DELETE" });

  const extra = median(delayed) - median(baseline);
  const verdict = extra < DELAY_MS * 1.5 ? "parallel" : "sequential";
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    firstLoadJs: {
      page: "/local/saint-petersburg-fl",
      files: js.files.length,
      rawKB: +(js.totalRaw / 1024).toFixed(1),
      gzipKB: +(js.totalGzip / 1024).toFixed(1),
      budgetKB: BUDGET_KB,
      withinBudget: js.totalGzip / 1024 <= BUDGET_KB,
      largest: js.files.slice(0, 5).map((f) => ({ url: f.url, gzipKB: +(f.gzip / 1024).toFixed(1) })),
    },
    loaderParallelism: {
      delayMsPerListingCall: DELAY_MS,
      baselineMedianMs: +median(baseline).toFixed(1),
      delayedMedianMs: +median(delayed).toFixed(1),
      extraMs: +extra.toFixed(1),
      expectedIfParallelMs: DELAY_MS,
      expectedIfSequentialMs: 2 * DELAY_MS,
      verdict,
    },
  };
  console.log(JSON.stringify(report, null, 2));
  process.exitCode = report.firstLoadJs.withinBudget && verdict === "parallel" ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopAll();
}

if (!process.argv.includes("--budgets-only")) {
  const throughput = spawnSync(process.execPath, ["scripts/bench-throughput.mjs"], { stdio: "inherit" });
  if (throughput.status !== 0) process.exitCode = 1;
}
