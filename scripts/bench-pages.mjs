// `npm run bench`: budgets of the pages (issues 5 and 11), measured against the production build.
//  1. First-load JavaScript of every page type (/, /local/{slug}, a business page, /coupon-codes, /deals, /search, a
//     campaign, a blog article, the newsroom, careers and the 404 page):
//     Chromium loads the page like a first visit (empty cache) and every script it fetches until the network is
//     idle is summed, in bytes on the wire (the server sends the Brotli copies written at build time). Budget:
//     FIRST_LOAD_JS_CEILING_KB, one ceiling per page type.
//  2. The HTML of /local/{slug}: raw bytes (budget 100 KB) and the share of it that is inline loader data (the
//     streamed `__remixContext` data; budget 35 %).
//  3. Loader parallelism: the page's latency for fresh locations (nothing cached) with the catalog's fault hook
//     delaying both listing endpoints by D ms, minus the latency without delay. Parallel ≈ D, sequential ≈ 2D.
//  4. Unless run with --budgets-only (as `npm test` does): the server's CPU per uncached page of scripts/bench-page-cpu.mjs,
//     requests/s of the site, of plain node:http and of the production edge, from scripts/bench-throughput.mjs, the
//     edge's hit ratio for a population of visitors (scripts/bench-edge-population.mjs) and the memory crawl of
//     scripts/bench-memory.mjs.
//     Printed, never gated.
// Starts its own catalog (test mode) and site on spare ports; needs `npm run build` first. Each page type lists its
// 3 largest scripts; BENCH_LIST_FILES=60 lists them all (to attribute bytes with `npx remix build --sourcemap`).
import { spawnSync } from "node:child_process";
import { requireBuild, startMeasuredSite } from "./lib/measured-site.mjs";

const CATALOG_PORT = Number(process.env.BENCH_CATALOG_PORT ?? 4191);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 3191);
const CATALOG = `http://127.0.0.1:${CATALOG_PORT}`;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const DELAY_MS = Number(process.env.BENCH_DELAY_MS ?? 400);
/** Issue 11's targets, gated as they are (docs/benchmarks.md): 110 KB of first-load JS, 100 KB of local HTML. */
// Each page type is gated at what it weighs now plus under half a kilobyte, so a regression on any page fails, not only
// on the heaviest; lower a ceiling when a page gets lighter. Every ceiling is at most the 110 KB target except the
// local and campaign pages': listing each visitor's own nearest (SPEC §7, decision 049: cards keyed by business, links
// not rendered again when re-measured) took them 0.0–0.1 KB past it, and the target does not outrank the shopper's
// nearest coupons (docs/benchmarks.md, stop 50). Loading a page whole when the connection drops, instead of a broken
// error screen, added 0.1-0.2 KB to every page (decision 055). The build's file names carry content hashes, and a
// change anywhere renames chunks every page imports: the same bytes then compress to up to 0.2 KB more or less
// (measured: the home page's 380,490 bytes of scripts, unchanged, were 107.8 and 108.0 KB on the wire in two builds),
// so each ceiling leaves 0.1-0.2 KB for that, never past the target (the local page, past it before, 0.1). The entry
// form's sender (a post refused or never sent comes back as typed) travels with the form, not the campaign route: the
// route holds only its 0.1 KB stub. What keeps pages there: the modules most pages use travel as one chunk
// (app/shared.ts, decision 033).
const FIRST_LOAD_JS_TARGET_KB = 110;
const FIRST_LOAD_JS_CEILING_KB = {
  home: 108.2,
  local: 110.5,
  business: 109.1,
  couponCodes: 109.2,
  deals: 110,
  search: 108.5,
  campaign: 110.6,
  blogArticle: 109.6,
  newsroom: 107.3,
  careers: 107.1,
  notFound: 107,
};
const HTML_BUDGET_KB = 100;
const LOADER_DATA_BUDGET_SHARE = 0.35;
const LOCAL_PATH = "/local/saint-petersburg-fl";

requireBuild();
let measured;

/** Every script a first visit fetches until the network is idle, in bytes on the wire (as the server encodes them for Chromium: Brotli). */
async function firstLoadJs(browser, path, cookie, status = 200) {
  const context = await browser.newContext();
  if (cookie) await context.addCookies([{ ...cookie, url: SITE }]);
  const page = await context.newPage();
  const files = [];
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "script") return;
    const sizes = await request.sizes().catch(() => null);
    files.push({ url: request.url().replace(SITE, ""), wire: sizes ? sizes.responseBodySize : 0 });
  });
  const response = await page.goto(SITE + path, { waitUntil: "networkidle" });
  if (response?.status() !== status) throw new Error(`${path} answered ${response?.status()}, not ${status}`);
  // Scripts asked for once the page is idle (requestIdleCallback) would still be first-load JavaScript.
  await page.waitForTimeout(1000);
  await page.waitForLoadState("networkidle");
  await context.close();
  files.sort((a, b) => b.wire - a.wire);
  return { files, totalWire: files.reduce((sum, f) => sum + f.wire, 0) };
}

/** The raw HTML of a page and the bytes of its inline loader data (the streamed route data). */
async function htmlAndLoaderData(path, cookieHeader) {
  const html = Buffer.from(
    await (await fetch(SITE + path, { headers: { Cookie: cookieHeader } })).arrayBuffer(),
  ).toString("utf8");
  let data = 0;
  for (const m of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1].includes("__remixContext.streamController.enqueue")) data += Buffer.byteLength(m[1]);
  }
  return { bytes: Buffer.byteLength(html), loaderData: data, html };
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
  measured = await startMeasuredSite({ catalogPort: CATALOG_PORT, sitePort: SITE_PORT });
  await fetch(`${CATALOG}/__test/faults`, { method: "DELETE" });

  // The visitor of Saint Petersburg (a corporate-owned territory, so /deals lists deals instead of redirecting).
  const first = await fetch(SITE + LOCAL_PATH);
  const geo = first.headers
    .getSetCookie()
    .find((c) => c.startsWith("vp_local_geo="))
    ?.split(";")[0];
  if (!geo) throw new Error("the local page set no location cookie");
  const [cookieName, cookieValue] = [geo.slice(0, geo.indexOf("=")), geo.slice(geo.indexOf("=") + 1)];
  const local = await htmlAndLoaderData(LOCAL_PATH, geo);
  const business = /href="(\/local\/[a-z0-9-]+\/[a-z0-9-]+-\d+(?:\?store=\d+)?)"/.exec(local.html)?.[1];
  if (!business) throw new Error("no business page link on the local page");
  const blogHtml = await (await fetch(`${SITE}/blog`)).text();
  const blogArticle = /href="(\/blog\/[a-z0-9-]+)"/.exec(blogHtml)?.[1];
  if (!blogArticle) throw new Error("no article link on /blog");
  const pageTypes = {
    home: "/",
    local: LOCAL_PATH,
    business: business.replace(/&amp;/g, "&"),
    couponCodes: "/coupon-codes",
    deals: "/deals",
    search: "/search?term=pizza",
    campaign: "/legoland",
    blogArticle,
    newsroom: "/newsroom",
    careers: "/careers/search",
    notFound: "/no-such-page",
  };
  const expectedStatus = { notFound: 404 };
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  const js = {};
  try {
    for (const [type, path] of Object.entries(pageTypes)) {
      js[type] = {
        path,
        ...(await firstLoadJs(browser, path, { name: cookieName, value: cookieValue }, expectedStatus[type])),
      };
    }
  } finally {
    await browser.close();
  }
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
    firstLoadJs: Object.fromEntries(
      Object.entries(js).map(([type, m]) => [
        type,
        {
          path: m.path,
          files: m.files.length,
          wireKB: +(m.totalWire / 1024).toFixed(1),
          targetKB: FIRST_LOAD_JS_TARGET_KB,
          overTargetKB: +Math.max(0, m.totalWire / 1024 - FIRST_LOAD_JS_TARGET_KB).toFixed(1),
          budgetKB: FIRST_LOAD_JS_CEILING_KB[type],
          withinBudget: m.totalWire / 1024 <= FIRST_LOAD_JS_CEILING_KB[type],
          largest: m.files
            .slice(0, Number(process.env.BENCH_LIST_FILES ?? 3))
            .map((f) => ({ url: f.url, wireKB: +(f.wire / 1024).toFixed(1) })),
        },
      ]),
    ),
    localHtml: {
      path: LOCAL_PATH,
      rawKB: +(local.bytes / 1024).toFixed(1),
      budgetKB: HTML_BUDGET_KB,
      loaderDataKB: +(local.loaderData / 1024).toFixed(1),
      loaderDataShare: +(local.loaderData / local.bytes).toFixed(3),
      loaderDataBudgetShare: LOADER_DATA_BUDGET_SHARE,
      withinBudget: local.bytes / 1024 <= HTML_BUDGET_KB && local.loaderData / local.bytes <= LOADER_DATA_BUDGET_SHARE,
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
  const jsWithin = Object.values(report.firstLoadJs).every((m) => m.withinBudget);
  process.exitCode = jsWithin && report.localHtml.withinBudget && verdict === "parallel" ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  measured?.stopAll();
}

if (!process.argv.includes("--budgets-only")) {
  const pageCpu = spawnSync(process.execPath, ["scripts/bench-page-cpu.mjs"], { stdio: "inherit" });
  if (pageCpu.status !== 0) process.exitCode = 1;
  const throughput = spawnSync(process.execPath, ["scripts/bench-throughput.mjs"], { stdio: "inherit" });
  if (throughput.status !== 0) process.exitCode = 1;
  // The edge's hit ratio for a population of 1,200 visitors over 20 cities (issue 38 §2, decision 040).
  const population = spawnSync(process.execPath, ["scripts/bench-edge-population.mjs"], { stdio: "inherit" });
  if (population.status !== 0) process.exitCode = 1;
  const memory = spawnSync(process.execPath, ["scripts/bench-memory.mjs"], { stdio: "inherit" });
  if (memory.status !== 0) process.exitCode = 1;
}
