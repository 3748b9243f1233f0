// `npm run lighthouse`: Lighthouse's mobile scores (performance, accessibility, best practices, SEO) of seven page
// types (issue 38's: home, local, business, coupon codes, deals, a campaign, search), against the production build
// with the Saint Petersburg visitor's location cookie: the median of LIGHTHOUSE_RUNS runs a page (default 3; a single run's performance score moves with the machine's load). Run from
// another checkout's folder (`cd ../other && node ../main/scripts/lighthouse.mjs`) it measures that checkout's build.
// Never part of `npm test`: the performance score is a timing, and timings on a shared machine do not gate.
// Lighthouse is not a dependency of the site: `npx` fetches it (npm's cache keeps it) the first time it runs.
// Needs `npm run build` first; Chromium from CHROMIUM_PATH (default /usr/bin/chromium).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { requireBuild, startMeasuredSite } from "./lib/measured-site.mjs";

const CATALOG_PORT = Number(process.env.LIGHTHOUSE_CATALOG_PORT ?? 4197);
const SITE_PORT = Number(process.env.LIGHTHOUSE_SITE_PORT ?? 3195);
// LIGHTHOUSE_ORIGIN measures a running origin instead of starting a site: the edge as shoppers reach it, e.g.
// `https://localhost:8443` from `start:edge` with EDGE_TLS_PORT (HTTP/2; Node trusts its certificate with
// NODE_EXTRA_CA_CERTS, Chromium is told to accept it).
const ORIGIN = process.env.LIGHTHOUSE_ORIGIN?.replace(/\/+$/, "");
const SITE = ORIGIN ?? `http://127.0.0.1:${SITE_PORT}`;
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const LIGHTHOUSE = "lighthouse@12";
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// The campaign measured: one the embedded catalog has (LIGHTHOUSE_CAMPAIGN names another).
const CAMPAIGN = process.env.LIGHTHOUSE_CAMPAIGN ?? "/pizza";
// LIGHTHOUSE_PAGES=home,deals measures only those page types.
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(",");

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The run whose performance score is the median of `runs` (its other figures come with it), and the medians of total
 * blocking time and LCP on their own (issue 38's goals are each a median of three).
 */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return {
    ...sorted[Math.floor(sorted.length / 2)],
    performanceRuns: runs.map((r) => r.performance),
    tbtMsRuns: runs.map((r) => r.tbtMs),
    lcpMsRuns: runs.map((r) => r.lcpMs),
    medianTbtMs: median(runs.map((r) => r.tbtMs)),
    medianLcpMs: median(runs.map((r) => r.lcpMs)),
  };
}

/**
 * Where a run's time went, as Lighthouse saw it: the main thread's work by kind (ms at its 4× slower CPU), the
 * scripts that cost most, and the LCP element with its phases (time to first byte, the resource's load delay and
 * time, and the render delay after it).
 */
function whereTheTimeGoes(report) {
  const items = (id) => report.audits[id]?.details?.items ?? [];
  const mainThread = Object.fromEntries(
    items("mainthread-work-breakdown").map((i) => [i.group, Math.round(i.duration)]),
  );
  const scripts = items("bootup-time")
    .slice(0, 3)
    .map(
      (i) =>
        `${i.url.replace(/^.*\/(?=[^/]+$)/, "")}: ${Math.round(i.total)} ms (${Math.round(i.scripting)} scripting)`,
    );
  const [element, phases] = items("largest-contentful-paint-element");
  const node = element?.items?.[0]?.node;
  return {
    mainThread,
    scripts,
    lcpElement: node?.selector,
    lcpPhases: Object.fromEntries((phases?.items ?? []).map((p) => [p.phase, Math.round(p.timing)])),
  };
}

if (!ORIGIN) requireBuild();
let measured;

const dir = mkdtempSync(join(tmpdir(), "valuvo-lighthouse-"));
try {
  if (!ORIGIN) measured = await startMeasuredSite({ catalogPort: CATALOG_PORT, sitePort: SITE_PORT });

  const first = await fetch(`${SITE}/local/saint-petersburg-fl`);
  const cookie = first.headers
    .getSetCookie()
    .find((c) => c.startsWith("vp_local_geo="))
    ?.split(";")[0];
  const html = await first.text();
  const business = /href="(\/local\/[a-z0-9-]+\/[a-z0-9-]+-\d+(?:\?store=\d+)?)"/
    .exec(html)?.[1]
    ?.replaceAll("&amp;", "&");
  if (!cookie || !business) throw new Error("the local page gave no location cookie or business link");
  const pages = {
    home: "/",
    local: "/local/saint-petersburg-fl",
    business,
    couponCodes: "/coupon-codes",
    deals: "/deals",
    campaign: CAMPAIGN,
    search: "/search?term=pizza",
  };

  const rows = [];
  for (const [type, path] of Object.entries(pages).filter(([type]) => !ONLY || ONLY.includes(type))) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const out = join(dir, `${type}-${i}.json`);
      // Lighthouse itself sometimes fails to record a trace (NO_NAVSTART, "Please run Lighthouse again"): one retry.
      const lighthouse = () =>
        spawnSync(
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
            `--chrome-flags=--headless=new --no-sandbox${ORIGIN?.startsWith("https:") ? " --ignore-certificate-errors" : ""}`,
          ],
          { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ["ignore", "ignore", "inherit"], timeout: 240_000 },
        );
      let run = lighthouse();
      if (run.status !== 0 || !existsSync(out)) run = lighthouse();
      if (run.status !== 0 || !existsSync(out)) throw new Error(`lighthouse failed on ${path} (exit ${run.status})`);
      const report = JSON.parse(readFileSync(out, "utf8"));
      const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
      const failing = Object.values(report.audits)
        .filter(
          (a) => a.score !== null && a.score < 1 && ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode),
        )
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
      runs.push({
        page: type,
        path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcp: report.audits["largest-contentful-paint"]?.displayValue,
        tbt: report.audits["total-blocking-time"]?.displayValue,
        fcp: report.audits["first-contentful-paint"]?.displayValue,
        tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? NaN),
        lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? NaN),
        ...whereTheTimeGoes(report),
        below1: failing.slice(0, 8),
      });
    }
    rows.push(medianRun(runs));
  }
  const load = readFileSync("/proc/loadavg", "utf8").split(" ")[0];
  console.log(
    JSON.stringify(
      { date: new Date().toISOString(), origin: SITE, loadAverage1m: Number(load), lighthouse: rows },
      null,
      2,
    ),
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  measured?.stopAll();
  rmSync(dir, { recursive: true, force: true });
}
