// `npm run lighthouse`: Lighthouse's mobile scores (performance, accessibility, best practices, SEO) of the page
// types issue 11 names, against the production build with the Saint Petersburg visitor's location cookie.
// Never part of `npm test`: the performance score is a timing, and timings on a shared machine do not gate.
// Lighthouse is not a dependency of the site: `npx` fetches it (npm's cache keeps it) the first time it runs.
// Needs `npx remix build` first; Chromium from CHROMIUM_PATH (default /usr/bin/chromium).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createChildren, waitFor as waitForUrl } from "./lib/processes.mjs";

const CATALOG_PORT = Number(process.env.LIGHTHOUSE_CATALOG_PORT ?? 4197);
const SITE_PORT = Number(process.env.LIGHTHOUSE_SITE_PORT ?? 3195);
const CATALOG = `http://127.0.0.1:${CATALOG_PORT}`;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const LIGHTHOUSE = "lighthouse@12";

if (!existsSync("build/index.js")) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

// The catalog and site this script starts (scripts/lib/processes.mjs), ended when the script ends, however it ends.
const children = createChildren();
const start = (args, env) =>
  children.spawnChild(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
const stopAll = children.killAll;
process.on("exit", stopAll);
process.on("SIGINT", () => process.exit(130));
const waitFor = (url, ms = 120_000) => waitForUrl(url, ms);

const dir = mkdtempSync(join(tmpdir(), "valuvo-lighthouse-"));
try {
  start(["--import", "tsx", "catalog/main.ts"], { CATALOG_PORT: String(CATALOG_PORT), CATALOG_TEST_MODE: "1" });
  await waitFor(`${CATALOG}/health`);
  start(["server.mjs"], { PORT: String(SITE_PORT), NODE_ENV: "production", UPSTREAM_BASE_URL: CATALOG });
  await waitFor(`${SITE}/favicon.ico`);

  const first = await fetch(`${SITE}/local/saint-petersburg-fl`);
  const cookie = first.headers.getSetCookie().find((c) => c.startsWith("vp_local_geo="))?.split(";")[0];
  const html = await first.text();
  const business = /href="(\/local\/saint-petersburg-fl\/[a-z0-9-]+-\d+\?store=\d+)"/.exec(html)?.[1];
  if (!cookie || !business) throw new Error("the local page gave no location cookie or business link");
  const pages = { home: "/", local: "/local/saint-petersburg-fl", business, couponCodes: "/coupon-codes", deals: "/deals" };

  const rows = [];
  for (const [type, path] of Object.entries(pages)) {
    const out = join(dir, `${type}.json`);
    // Lighthouse itself sometimes fails to record a trace (NO_NAVSTART, "Please run Lighthouse again"): one retry.
    const lighthouse = () => spawnSync(
      "npx",
      [
        "--yes",
        LIGHTHOUSE,
        SITE + path,
        "--quiet",
        "--output=json",
        `--output-path=${out}`,
        "--form-factor=mobile",
        "--only-categories=performance,accessibility,best-practices,seo",
        `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
        '--chrome-flags=--headless=new --no-sandbox',
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ["ignore", "ignore", "inherit"], timeout: 240_000 },
    );
    let run = lighthouse();
    if (run.status !== 0 || !existsSync(out)) run = lighthouse();
    if (run.status !== 0 || !existsSync(out)) throw new Error(`lighthouse failed on ${path} (exit ${run.status})`);
    const report = JSON.parse(readFileSync(out, "utf8"));
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const failing = Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode))
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
    rows.push({
      page: type,
      path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: report.audits["largest-contentful-paint"]?.displayValue,
      tbt: report.audits["total-blocking-time"]?.displayValue,
      below1: failing.slice(0, 8),
    });
  }
  const load = readFileSync("/proc/loadavg", "utf8").split(" ")[0];
  console.log(JSON.stringify({ date: new Date().toISOString(), loadAverage1m: Number(load), lighthouse: rows }, null, 2));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopAll();
  rmSync(dir, { recursive: true, force: true });
}
