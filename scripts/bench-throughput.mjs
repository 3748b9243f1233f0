// Requests per second on /local/{slug} with a location cookie (issue 11), in one run on loopback:
//  (a) the site alone (one production instance started as `npm start` starts it: scripts/lib/site-node.mjs, one
//      worker per core),
//  (b) plain `node:http` answering the very same bytes (the ceiling of Node on this machine),
//  (c) the same URL through the production edge (deploy/edge/: nginx, its cache warm).
// Each is warmed up first (the site the longest: see SITE_WARMUP_REQUESTS) and measured warm; the site's warm-up is
// reported too. 16 keep-alive connections, a bounded number of requests each, identity bodies (no compression)
// everywhere so all three send the same bytes. Targets: site ≥ 0.05 × plain, edge ≥ 0.5 × plain. Called by
// `npm run bench` (scripts/bench-pages.mjs); the figures are printed, never gated (timings vary with the load).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg } from "node:os";
import { startBenchmarkEdge } from "./lib/edge-topology.mjs";
import { cpuSecondsOfTree } from "./lib/process-tree.mjs";
import { createChildren, waitFor } from "./lib/processes.mjs";
import { startSiteInstance } from "./lib/measured-site.mjs";
import { siteNodeSettings } from "./lib/site-node.mjs";

const EDGE_PORT = Number(process.env.BENCH_EDGE_PORT ?? 8193);
const SITE_PORTS = (process.env.BENCH_EDGE_SITE_PORTS ?? "3196,3197").split(",").map(Number);
const CATALOG_PORT = Number(process.env.BENCH_EDGE_CATALOG_PORT ?? 4196);
const PLAIN_PORT = Number(process.env.BENCH_PLAIN_PORT ?? 3198);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 3199);
const CONNECTIONS = 16;
// Totals over all rounds.
const SITE_REQUESTS = Number(process.env.BENCH_SITE_REQUESTS ?? 2400);
// The site's CPU per request keeps falling for thousands of requests after it starts (V8 optimises its many
// functions as they grow hot): measured from 64 requests on, it read 1.5-2 times its steady cost. A deployed instance
// serves millions, so the site is warmed in batches until then, and the batches' CPU per request is printed to show
// the curve has flattened before the rounds that count.
const SITE_WARMUP_REQUESTS = Number(process.env.BENCH_SITE_WARMUP ?? 8000);
const WARMUP_BATCH = 1000;
const FAST_REQUESTS = Number(process.env.BENCH_FAST_REQUESTS ?? 8000);
const SLUG = "saint-petersburg-fl";
const PATH = `/local/${SLUG}`;
const PREFIX = ".cache/edge-bench";
const ROUNDS = 4;
const TARGETS = { site: 0.05, edge: 0.5 };

/** `count` GETs over `CONNECTIONS` keep-alive sockets; every answer must be 200 with `expectBytes` bytes. */
async function load(origin, { count, cookie, expectBytes }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = new URL(PATH, origin);
  let next = 0;
  const cacheStatuses = {};
  const one = () =>
    new Promise((resolve, reject) => {
      const req = http.get(url, { agent, headers: { Cookie: cookie } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk) => (bytes += chunk.length));
        res.on("end", () => {
          if (res.statusCode !== 200) return reject(new Error(`${origin}${PATH} answered ${res.statusCode}`));
          if (expectBytes !== undefined && bytes !== expectBytes) {
            return reject(new Error(`${origin}${PATH} sent ${bytes} bytes, expected ${expectBytes}`));
          }
          const status = res.headers["x-cache-status"] ?? "-";
          cacheStatuses[status] = (cacheStatuses[status] ?? 0) + 1;
          resolve(bytes);
        });
      });
      req.on("error", reject);
    });
  const worker = async () => {
    while (next < count) {
      next++;
      await one();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests: count, seconds, perSecond: Math.round(count / seconds), cacheStatuses };
}

/** `load`, with the CPU the server process spent on it. */
async function measured(pid, origin, options) {
  // Requests per second move with whatever else shares the machine; the CPU a request costs moves far less, so it
  // is the figure to compare between builds.
  const before = cpuSecondsOfTree(pid);
  const run = await load(origin, options);
  return { ...run, cpuSeconds: cpuSecondsOfTree(pid) - before };
}

/** Several rounds of one target as one figure: all their requests over all their time. */
function combine(rounds) {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0);
  const cpuSeconds = rounds.reduce((sum, r) => sum + (r.cpuSeconds ?? 0), 0);
  const cacheStatuses = {};
  for (const r of rounds) {
    for (const [status, n] of Object.entries(r.cacheStatuses)) cacheStatuses[status] = (cacheStatuses[status] ?? 0) + n;
  }
  return {
    requests,
    seconds: +seconds.toFixed(2),
    perSecond: Math.round(requests / seconds),
    ...(cpuSeconds > 0 ? { serverCpuMsPerRequest: +((cpuSeconds * 1000) / requests).toFixed(2) } : {}),
    cacheStatuses,
  };
}

/** The page and its `vp_local_geo` cookie, straight from one site instance. */
async function pageWithCookie(site) {
  const first = await fetch(`${site}${PATH}`, { headers: { "Accept-Encoding": "identity" } });
  await first.arrayBuffer();
  const cookie = first.headers
    .getSetCookie()
    .find((c) => c.startsWith("vp_local_geo="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`${PATH} set no location cookie`);
  const res = await fetch(`${site}${PATH}`, { headers: { Cookie: cookie, "Accept-Encoding": "identity" } });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    cookie,
    body,
    contentType: res.headers.get("Content-Type") ?? "text/html",
    cacheControl: res.headers.get("Cache-Control"),
  };
}

const PLAIN_SERVER = `
import http from "node:http";
import { readFileSync } from "node:fs";
const body = readFileSync(process.env.BODY_FILE);
const headers = { "Content-Type": process.env.CONTENT_TYPE, "Content-Length": body.length };
http.createServer((_req, res) => { res.writeHead(200, headers); res.end(body); })
  .listen(Number(process.env.PLAIN_PORT), "127.0.0.1");
`;

const children = createChildren();
try {
  rmSync(PREFIX, { recursive: true, force: true });
  const { edgeUrl } = await startBenchmarkEdge(children, {
    edgePort: EDGE_PORT,
    sitePorts: SITE_PORTS,
    catalogPort: CATALOG_PORT,
    prefix: PREFIX,
  });
  // The site alone: its own instance beside the edge's two, on the same catalog.
  const { site, siteProcess } = await startSiteInstance(children, {
    port: SITE_PORT,
    upstream: `http://127.0.0.1:${CATALOG_PORT}`,
  });
  const page = await pageWithCookie(site);
  if (!page.cacheControl?.startsWith("public")) throw new Error(`${PATH} is not public: ${page.cacheControl}`);

  mkdirSync(PREFIX, { recursive: true });
  const bodyFile = `${PREFIX}/page.html`;
  writeFileSync(bodyFile, page.body);
  const plainProcess = children.spawnChild(process.execPath, ["--input-type=module", "-e", PLAIN_SERVER], {
    name: "plain node:http",
    env: { ...process.env, BODY_FILE: bodyFile, CONTENT_TYPE: page.contentType, PLAIN_PORT: String(PLAIN_PORT) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const plain = `http://127.0.0.1:${PLAIN_PORT}`;
  await waitFor(plain, 10_000);

  const options = { cookie: page.cookie, expectBytes: page.body.length };
  // Warm-ups: the site's module and listing caches, the JIT of every server, the edge's cache entry.
  const warmupBatches = [];
  for (let done = 0; done < SITE_WARMUP_REQUESTS; done += WARMUP_BATCH) {
    const count = Math.min(WARMUP_BATCH, SITE_WARMUP_REQUESTS - done);
    warmupBatches.push(await measured(siteProcess.pid, site, { ...options, count, expectBytes: undefined }));
  }
  await load(plain, { ...options, count: 1000 });
  await load(edgeUrl, { ...options, count: 1000, expectBytes: undefined });
  // The three in alternating rounds, so a burst of other work on the machine weighs on all of them alike.
  const runs = { site: [], plain: [], edge: [] };
  for (let round = 0; round < ROUNDS; round++) {
    runs.site.push(
      await measured(siteProcess.pid, site, {
        ...options,
        count: Math.ceil(SITE_REQUESTS / ROUNDS),
        expectBytes: undefined,
      }),
    );
    runs.plain.push(await measured(plainProcess.pid, plain, { ...options, count: Math.ceil(FAST_REQUESTS / ROUNDS) }));
    runs.edge.push(
      await load(edgeUrl, { ...options, count: Math.ceil(FAST_REQUESTS / ROUNDS), expectBytes: undefined }),
    );
  }
  const siteRun = combine(runs.site);
  const plainRun = combine(runs.plain);
  const edgeRun = combine(runs.edge);

  const ratio = (run) => +(run.perSecond / plainRun.perSecond).toFixed(3);
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    // The other work on the machine during the run: every figure shares these cores with it.
    cpus: cpus().length,
    loadAverage1m: +loadavg()[0].toFixed(1),
    page: PATH,
    htmlBytes: page.body.length,
    connections: CONNECTIONS,
    site: {
      workers: siteNodeSettings().workers,
      // The warm-up too, for what a freshly started instance manages: its CPU per request batch by batch, and its
      // requests/s over all of it.
      warmup: {
        ...combine(warmupBatches),
        cpuMsPerRequestByBatch: warmupBatches.map((b) => +((b.cpuSeconds * 1000) / b.requests).toFixed(2)),
      },
      ...siteRun,
      ratioToPlain: ratio(siteRun),
      target: TARGETS.site,
      met: ratio(siteRun) >= TARGETS.site,
    },
    plain: plainRun,
    edge: { ...edgeRun, ratioToPlain: ratio(edgeRun), target: TARGETS.edge, met: ratio(edgeRun) >= TARGETS.edge },
  };
  console.log(JSON.stringify({ throughput: report }, null, 2));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await children.stopAll();
}
