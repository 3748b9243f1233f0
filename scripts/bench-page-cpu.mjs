// CPU per uncached page: what one site process spends on `/`, a local page and a business page, each asked with a
// location cookie (what the edge forwards on a miss). Builds named in BENCH_BUILDS (`name=checkout,...`; default
// `this=.`) run side by side on one catalog, one process each, and are measured in alternating rounds, so the same
// load on the machine weighs on all of them. Each is warmed up first: V8 keeps optimising a fresh process's code for
// thousands of requests. Called by `npm run bench`; figures are printed, never gated (see docs/benchmarks.md).
import http from "node:http";
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { cpuSecondsOfTree } from "./lib/process-tree.mjs";
import { createChildren, waitFor } from "./lib/processes.mjs";
import { siteNodeArgs } from "./lib/site-node.mjs";

const CATALOG_PORT = Number(process.env.BENCH_CPU_CATALOG_PORT ?? 4197);
const FIRST_SITE_PORT = Number(process.env.BENCH_CPU_SITE_PORT ?? 3210);
const WARMUP = Number(process.env.BENCH_CPU_WARMUP ?? 3000);
const MEASURED = Number(process.env.BENCH_CPU_REQUESTS ?? 1200);
const ROUNDS = 3;
const CONNECTIONS = 8;
const LOCAL_PATH = "/local/saint-petersburg-fl";

const builds = (process.env.BENCH_BUILDS ?? "this=.").split(",").map((entry, i) => {
  const [name, dir] = entry.split("=");
  return { name, dir: resolve(dir ?? "."), port: FIRST_SITE_PORT + i };
});

/** `count` GETs of `path` over keep-alive sockets; each must answer 200. */
async function load(origin, path, cookie, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let next = 0;
  const one = () =>
    new Promise((done, fail) => {
      http
        .get(new URL(path, origin), { agent, headers: { Cookie: cookie } }, (res) => {
          res.resume();
          res.on("end", () =>
            res.statusCode === 200 ? done() : fail(new Error(`${origin}${path} answered ${res.statusCode}`)),
          );
        })
        .on("error", fail);
    });
  const worker = async () => {
    while (next++ < count) await one();
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  agent.destroy();
}

/** The location cookie a local page sets, and the first business page that page links to. */
async function pagesOf(origin) {
  const first = await fetch(`${origin}${LOCAL_PATH}`);
  const cookie = first.headers
    .getSetCookie()
    .find((c) => c.startsWith("vp_local_geo="))
    ?.split(";")[0];
  const html = await first.text();
  if (!cookie) throw new Error(`${LOCAL_PATH} set no location cookie`);
  const business = html
    .match(/href="(\/local\/[a-z0-9-]+\/[a-z0-9-]+-\d+(?:\?store=\d+)?)"/)?.[1]
    ?.replaceAll("&amp;", "&");
  if (!business) throw new Error(`${LOCAL_PATH} links no business page`);
  return { cookie, paths: { home: "/", local: LOCAL_PATH, business } };
}

const children = createChildren();
try {
  const catalog = `http://127.0.0.1:${CATALOG_PORT}`;
  children.spawnChild(process.execPath, ["--import", "tsx", "catalog/main.ts"], {
    env: { ...process.env, CATALOG_PORT: String(CATALOG_PORT) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`${catalog}/health`, 180_000);
  const sites = [];
  for (const build of builds) {
    const env = { ...process.env, PORT: String(build.port), NODE_ENV: "production", UPSTREAM_BASE_URL: catalog };
    const child = children.spawnChild(process.execPath, siteNodeArgs(env), {
      name: `site (${build.name})`,
      cwd: build.dir,
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const origin = `http://127.0.0.1:${build.port}`;
    await waitFor(`${origin}/favicon.ico`, 120_000);
    sites.push({ ...build, origin, pid: child.pid });
  }
  const { cookie, paths } = await pagesOf(sites[0].origin);
  for (const site of sites) for (const path of Object.values(paths)) await load(site.origin, path, cookie, WARMUP);

  const cpuMs = Object.fromEntries(
    sites.map((s) => [s.name, Object.fromEntries(Object.keys(paths).map((p) => [p, 0]))]),
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const [page, path] of Object.entries(paths)) {
      for (const site of sites) {
        const before = cpuSecondsOfTree(site.pid);
        await load(site.origin, path, cookie, MEASURED / ROUNDS);
        cpuMs[site.name][page] += ((cpuSecondsOfTree(site.pid) - before) * 1000) / MEASURED;
      }
    }
  }
  const rounded = Object.fromEntries(
    Object.entries(cpuMs).map(([name, pages]) => [
      name,
      Object.fromEntries(Object.entries(pages).map(([p, ms]) => [p, +ms.toFixed(2)])),
    ]),
  );
  const report = {
    date: new Date().toISOString(),
    cpus: cpus().length,
    loadAverage1m: +loadavg()[0].toFixed(1),
    warmupRequestsPerPage: WARMUP,
    measuredRequestsPerPage: MEASURED,
    paths,
    serverCpuMsPerRequest: rounded,
  };
  console.log(JSON.stringify({ pageCpu: report }, null, 2));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await children.stopAll();
}
