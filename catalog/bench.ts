// Latency of the catalog's hottest endpoints over real HTTP (keep-alive, one request at a time), in-process.
// Usage: npm run bench:catalog [-- <requests per endpoint>]   (default 400)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { startCatalog } from "./server";
import { AUTH, BEARER } from "./test-support";

const count = Number(process.argv[2] ?? 400);
if (!Number.isInteger(count) || count < 10) throw new Error("requests per endpoint must be an integer >= 10");

const dir = mkdtempSync(join(tmpdir(), "valuvo-catalog-bench-"));
const buildStarted = performance.now();
const catalog = await startCatalog({ port: 0, dbPath: join(dir, "catalog.sqlite"), testMode: false });
const buildMs = performance.now() - buildStarted;

const CASES: ReadonlyArray<readonly [label: string, path: string, headers?: Record<string, string>]> = [
  ["listing, location-based, New York NY (10001)", "/coupon-feed/40.7484,-73.9967/listings/location-based", AUTH],
  ["listing, location-based, Los Angeles CA", "/coupon-feed/34.0522,-118.2437/listings/location-based", AUTH],
  ["listing, service-based, Saint Petersburg FL", "/coupon-feed/27.7723,-82.6386/listings/service-based", AUTH],
  ["listing, location-based, Des Moines IA", "/coupon-feed/41.5868,-93.625/listings/location-based", AUTH],
  ["business profile 100500", "/business-profile/100500?geo=40.7484,-73.9967", AUTH],
  ["search 'pizza', New York NY", "/search-feed/40.7484,-73.9967/listings?q=pizza&limit=10", BEARER],
  ["search 'oil change', Des Moines IA", "/search-feed/41.5868,-93.625/listings?q=oil%20change&limit=10", BEARER],
  ["validate, ZIP 33701", "/location/validate/33701"],
  ["validate, Tampa,FL", "/location/validate/Tampa%2CFL"],
  ["validate, 27.77,-82.64", "/location/validate/27.77%2C-82.64"],
  [
    "deals, Saint Petersburg FL (SPEC §7 query)",
    "/deals/offers?categories=deals&include=business,business-locations,offer-images&isSoldOut=false&latitude=27.7723&longitude=-82.6386&page[number]=1&page[size]=60&sort=distance&radius=30",
  ],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

const rows: string[] = [];
try {
  for (const [label, path, headers] of CASES) {
    const url = `${catalog.url}${path}`;
    for (let i = 0; i < 20; i += 1) await (await fetch(url, { headers })).arrayBuffer();
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < count; i += 1) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      const body = await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      bytes = body.byteLength;
    }
    times.sort((a, b) => a - b);
    rows.push(
      `| ${label} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 95).toFixed(2)} | ${(bytes / 1024).toFixed(1)} |`,
    );
  }
} finally {
  await catalog.close();
  rmSync(dir, { recursive: true, force: true });
}

console.log(
  `Catalog benchmark: ${count} sequential requests per endpoint, keep-alive, in-process (Node ${process.version}).`,
);
console.log(`Database build: ${Math.round(buildMs)} ms (seed ${catalog.build.hash}).\n`);
console.log("| endpoint | p50 ms | p95 ms | answer KiB |");
console.log("| --- | ---: | ---: | ---: |");
for (const row of rows) console.log(row);
