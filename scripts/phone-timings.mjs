// `npm run phone-timings`: what a slow phone lives through, with throttling applied rather than simulated. Chromium at
// 390×844 (touch) with its network held to 1.6 Mbps down, 750 Kbps up and 150 ms round trips, and its CPU slowed
// 4× (DevTools' protocol, as Lighthouse's "applied" mode), loads a local page, `/` and `/coupon-codes` with the Saint
// Petersburg visitor's cookie and records the first contentful paint, the largest contentful paint and the moment
// the page hydrated (the header's menu link becomes a button: React has attached the page's handlers).
// Builds named in PHONE_BUILDS (`name=checkout,…`; default `this=.`) each run their own site on one catalog and are
// measured in alternating rounds, so the machine's load weighs on all of them alike; the median of PHONE_RUNS (5) a
// page and build is printed as one JSON line. Each checkout needs `npm run build` first. Never gating: timings.
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_BROWSER_LAUNCH_OPTIONS } from "../tests/chromium-launch.ts";
import { createChildren, waitFor } from "./lib/processes.mjs";
import { siteNodeArgs } from "./lib/site-node.mjs";

const CATALOG_PORT = Number(process.env.PHONE_CATALOG_PORT ?? 4199);
const FIRST_SITE_PORT = Number(process.env.PHONE_SITE_PORT ?? 3189);
const RUNS = Number(process.env.PHONE_RUNS ?? 5);
const builds = (process.env.PHONE_BUILDS ?? "this=.").split(",").map((entry, i) => {
  const [name, dir] = entry.split("=");
  return { name, dir: resolve(dir ?? "."), origin: `http://127.0.0.1:${FIRST_SITE_PORT + i}` };
});
const PLACE = { city: "Saint Petersburg", state: "FL", zip: "33701", coords: { lat: 27.7723, lng: -82.6386 } };
const PAGES = ["/local/saint-petersburg-fl", "/", "/coupon-codes"];
// DevTools' "Slow 4G"-like profile the issue measured with; bytes per second.
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;

/** Runs in the page before its own scripts: paint entries and the moment the menu link turns into a button. */
function recordPhoneTimings() {
  const timings = { fcp: null, lcp: null, hydrated: null };
  Object.defineProperty(window, "__phoneTimings", { value: timings });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") timings.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    timings.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new MutationObserver((_, observer) => {
    if (document.querySelector('a[href="#site-menu"][role="button"]')) {
      timings.hydrated = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["role"], childList: true });
}

async function measure(browser, origin, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await context.addCookies([
    { name: "vp_local_geo", value: encodeURIComponent(JSON.stringify(PLACE)), url: origin, httpOnly: true },
  ]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(recordPhoneTimings);
  await page.goto(origin + path, { waitUntil: "load", timeout: 120_000 });
  await page.waitForFunction(() => window.__phoneTimings.hydrated !== null, null, { timeout: 120_000 });
  // LCP is final once the page has been interacted with or hidden; a moment's wait lets late candidates report.
  await page.waitForTimeout(500);
  const timings = await page.evaluate(() => window.__phoneTimings);
  await context.close();
  return timings;
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]) : null;
};

const children = createChildren();
process.on("exit", children.killAll);
process.on("SIGINT", () => process.exit(130));
const catalog = `http://127.0.0.1:${CATALOG_PORT}`;
children.spawnChild(process.execPath, ["--import", "tsx", "catalog/main.ts"], {
  env: { ...process.env, CATALOG_PORT: String(CATALOG_PORT) },
  stdio: ["ignore", "ignore", "inherit"],
});
await waitFor(`${catalog}/health`, 180_000);
for (const build of builds) {
  children.spawnChild(process.execPath, siteNodeArgs(), {
    cwd: build.dir,
    env: { ...process.env, PORT: new URL(build.origin).port, NODE_ENV: "production", UPSTREAM_BASE_URL: catalog },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`${build.origin}/favicon.ico`, 120_000);
}

const browser = await chromium.launch(CHROMIUM_BROWSER_LAUNCH_OPTIONS);
const samples = new Map();
for (const build of builds) for (const path of PAGES) await measure(browser, build.origin, path); // warm-up
for (let run = 0; run < RUNS; run++) {
  for (const path of PAGES) {
    for (const build of run % 2 ? [...builds].reverse() : builds) {
      const key = `${build.name} ${path}`;
      samples.set(key, [...(samples.get(key) ?? []), await measure(browser, build.origin, path)]);
    }
  }
}
await browser.close();
const result = {};
for (const [key, runs] of samples) {
  result[key] = {
    fcpMs: median(runs.map((r) => r.fcp)),
    lcpMs: median(runs.map((r) => r.lcp)),
    hydratedMs: median(runs.map((r) => r.hydrated)),
    hydratedRuns: runs.map((r) => Math.round(r.hydrated)),
  };
}
console.log(JSON.stringify({ runs: RUNS, network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, result }, null, 1));
process.exit(0);
