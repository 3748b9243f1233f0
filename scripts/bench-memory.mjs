// Memory under a crawl (issue 11 §4): the production server's peak resident set size while it answers thousands of
// distinct pages — the local page of every city the coupon feed covers, its category pages and later pages, and
// the business pages they link to — so every cache of the site fills with distinct keys. Printed, never gated
// (a figure of the machine, not an exact budget); the target is 512 MB.
// Starts its own catalog (test mode) and site; needs `npm run build` first. `node scripts/bench-memory.mjs [pages]`.
import { readFileSync } from "node:fs";
import { processTree } from "./lib/process-tree.mjs";
import { requireBuild, startMeasuredSite } from "./lib/measured-site.mjs";
import { siteNodeSettings } from "./lib/site-node.mjs";

const CATALOG_PORT = Number(process.env.BENCH_MEMORY_CATALOG_PORT ?? 4198);
const SITE_PORT = Number(process.env.BENCH_MEMORY_SITE_PORT ?? 3198);
const CATALOG = `http://127.0.0.1:${CATALOG_PORT}`;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const PAGES = Number(process.argv[2] ?? 5000);
const CONCURRENCY = 8;
const TARGET_MB = 512;
const CATEGORIES = ["restaurants", "entertainment-and-travel", "personal-care", "automotive", "home-and-office"];

requireBuild();
let measured;

/**
 * Resident and peak resident set size of the site instance, in MB (Linux /proc): its process and any children
 * together (the peak is the sum of each process's own peak, an upper bound).
 */
function memoryOf(pid) {
  let rssMB = 0;
  let peakMB = 0;
  for (const each of processTree(pid)) {
    const status = readFileSync(`/proc/${each}/status`, "utf8");
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
    rssMB += kb("VmRSS") / 1024;
    peakMB += kb("VmHWM") / 1024;
  }
  return { rssMB, peakMB };
}

const settings = siteNodeSettings();
try {
  // Started as `npm start` and the edge start it (scripts/lib/site-node.mjs: the heap ceiling).
  measured = await startMeasuredSite({ catalogPort: CATALOG_PORT, sitePort: SITE_PORT });
  const site = measured.siteProcess;
  const before = memoryOf(site.pid);

  const cities = await (
    await fetch(`${CATALOG}/coupon-feed/coverage/cities`, { headers: { "X-Auth-Token": "valuvo-dev-auth" } })
  ).json();
  // Local pages first (each links to its business pages and later pages), then whatever they link to.
  const queue = cities.flatMap((c) => [`/local/${c.slug}`, ...CATEGORIES.map((cat) => `/local/${c.slug}/${cat}`)]);
  const seen = new Set(queue);
  const statuses = new Map();
  let done = 0;
  let bytes = 0;
  let peakSampled = before.rssMB;
  const t0 = performance.now();
  const sampler = setInterval(() => {
    peakSampled = Math.max(peakSampled, memoryOf(site.pid).rssMB);
  }, 200);

  async function worker() {
    while (done < PAGES && queue.length > 0) {
      const path = queue.shift();
      const count = ++done;
      const response = await fetch(SITE + path, { redirect: "follow" });
      const html = await response.text();
      bytes += html.length;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      for (const m of html.matchAll(/href="(\/local\/[a-z0-9-]+(?:\/[a-z0-9-]+)?(?:\?(?:page|store)=\d+)?)"/g)) {
        const next = m[1];
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
      if (count % 1000 === 0) {
        const m = memoryOf(site.pid);
        console.error(`[memory] ${count} pages, RSS ${m.rssMB.toFixed(0)} MB, peak ${m.peakMB.toFixed(0)} MB`);
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  clearInterval(sampler);
  const after = memoryOf(site.pid);
  const peak = Math.max(after.peakMB, peakSampled);
  console.log(
    JSON.stringify(
      {
        memoryCrawl: {
          date: new Date().toISOString(),
          node: process.version,
          ...settings,
          pages: done,
          distinctUrlsFound: seen.size,
          statuses: Object.fromEntries(statuses),
          htmlMB: +(bytes / 1024 / 1024).toFixed(1),
          seconds: +((performance.now() - t0) / 1000).toFixed(1),
          rssBeforeMB: +before.rssMB.toFixed(0),
          rssAfterMB: +after.rssMB.toFixed(0),
          peakRssMB: +peak.toFixed(0),
          targetMB: TARGET_MB,
          withinTarget: peak <= TARGET_MB,
        },
      },
      null,
      2,
    ),
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  measured?.stopAll();
}
