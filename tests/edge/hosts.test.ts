// The edge in front of instances on separate hosts, and a rolling deploy no visitor notices. Each host is a network
// namespace of its own with a private address (tests/edge/netns.ts): the edge (nginx of deploy/edge/), three site
// hosts (`npm run start:sites`, one instance each), the catalog; the test is the visitor, on the same switch.
// Which instance answered is nginx's $upstream_addr in X-Edge-Upstream, a header only this test's edge sends.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeEdgeConfig } from "../../deploy/edge/render-config.mjs";
import { NGINX_BIN } from "../../scripts/lib/edge-topology.mjs";
import { createChildren, waitFor } from "../../scripts/lib/processes.mjs";
import { activateRelease, stageRelease } from "../../scripts/lib/releases.mjs";
import { createHosts, netnsUnavailable } from "./netns";
import { type RawOptions, TEST_PORTS, rawRequest } from "./support";
import { makeVariantBuild } from "./variant-build";

const unavailable = netnsUnavailable();
if (unavailable) console.warn(`tests/edge/hosts.test.ts skipped: ${unavailable}.`);

// Named after this checkout's port prefix, so parallel checkouts on one machine never share a name or a subnet.
const TAG = String(Math.floor(TEST_PORTS.EDGE_PORT / 1000) % 250);
const SUBNET = `10.248.${TAG}`;
const SITES = ["site1", "site2", "site3"] as const;
const hosts = createHosts(TAG, SUBNET, { edge: 1, catalog: 2, site1: 11, site2: 12, site3: 13 });
// Inside its namespace each host has its ports to itself.
const SITE_PORT = 3000;
const CATALOG_PORT = 4010;
const EDGE_PORT = 8080;
const EDGE = `http://${hosts.address("edge")}:${EDGE_PORT}`;
const siteAddress = (site: string) => `${hosts.address(site)}:${SITE_PORT}`;
const DIR = resolve(".cache/edge-test-hosts");
const RELEASES = join(DIR, "releases");
const TOKEN = randomBytes(32).toString("hex");
// An upstream on another host is never sent the embedded catalog's development credentials: the catalog and the
// sites share credentials of this run's own.
const CREDENTIALS = {
  UPSTREAM_BEARER_TOKEN: randomBytes(16).toString("hex"),
  UPSTREAM_AUTH_TOKEN: randomBytes(16).toString("hex"),
  UPSTREAM_NEWSROOM_PASSWORD: randomBytes(16).toString("hex"),
};
const NEW_VERSION = "48beef01";

const children = createChildren();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function runOn(host: string, argv: string[], env: Record<string, string>, output: string[] = []): ChildProcess {
  const { cmd, args } = hosts.exec(host, argv);
  const child = children.spawnChild(cmd, args, {
    name: host,
    env: { ...process.env, NODE_ENV: "production", ...CREDENTIALS, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => output.push(chunk.toString("utf8"));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return child;
}

type Sample = { kind: string; started: number; ms: number; status: number; upstream: string; error?: string };

/**
 * One visitor request through the edge, timed; never throws (a failure is a sample with status 0). Each on a
 * connection of its own (`rawRequest` sends `Connection: close`): an nginx reload (a rolling deploy takes an instance
 * out and puts it back so) closes idle kept-alive connections, and a client sending on one just closed must send
 * again, as browsers do (RFC 9112 §9.3.1); this client never needs to.
 */
async function visit(kind: string, path: string, options: RawOptions = {}): Promise<Sample & { body: string }> {
  const started = performance.now();
  const sample = (status: number, upstream: string, body: string, error?: string) => ({
    kind,
    started,
    ms: performance.now() - started,
    status,
    upstream,
    body,
    error,
  });
  try {
    // Addressed as visitors address this edge, so its form posts are same-origin (`Origin: EDGE`).
    const headers = { Host: new URL(EDGE).host, ...options.headers };
    const answer = await rawRequest(EDGE_PORT, path, { ...options, headers, host: hosts.address("edge") });
    // With a retry, nginx names every instance it tried: the last one answered.
    const upstream =
      String(answer.headers["x-edge-upstream"] ?? "")
        .split(/,\s*/)
        .pop() ?? "";
    return sample(answer.status, upstream, answer.body);
  } catch (error) {
    return sample(0, "", "", error instanceof Error ? error.message : String(error));
  }
}

const scriptsOf = (html: string) => [...html.matchAll(/\/build\/[^"'\s]+\.js/g)].map((m) => m[0]);
const manifestOf = (html: string) => /\/build\/manifest-[A-Z0-9]+\.js/.exec(html)?.[0] ?? "";

/**
 * Steady load through the edge until `stop()`: in each of `lanes`, a cached page, an uncached page (a new query
 * each time) and the build's manifest it names, a form post and an analytics beacon, then a pause.
 */
function steadyLoad(lanes = 3) {
  const samples: Sample[] = [];
  const manifests = new Map<string, number>();
  let running = true;
  let n = 0;
  const origin = EDGE;
  const record = (sample: Sample & { body?: string }) => {
    const { body: _body, ...rest } = sample;
    samples.push(rest);
    return sample;
  };
  const lane = async (id: number) => {
    while (running) {
      const i = n++;
      record(await visit("cached page", "/coupon-codes"));
      const page = record(await visit("uncached page", `/coupon-codes?visit=${id}-${i}`));
      const manifest = manifestOf(page.body ?? "");
      if (manifest) {
        manifests.set(manifest, (manifests.get(manifest) ?? 0) + 1);
        record(await visit("build file", manifest));
      }
      record(
        await visit("form post", "/api/location", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
          body: "q=33602&js=1",
        }),
      );
      record(
        await visit("beacon", "/api/analytics/pageRequest", {
          method: "POST",
          headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: origin },
          body: JSON.stringify({ analyticsData: {}, requestUrl: `${origin}/coupon-codes?visit=${id}-${i}` }),
        }),
      );
      // A steady rate under the instances' capacity, as visitors arrive: not a flood that saturates them.
      await sleep(150);
    }
  };
  const done = Promise.all(Array.from({ length: lanes }, (_, id) => lane(id)));
  return {
    samples,
    manifests,
    stop: async () => {
      running = false;
      await done;
      return samples;
    },
  };
}

const failed = (samples: Sample[]) =>
  samples.filter((s) => s.status === 0 || s.status >= 400).map((s) => `${s.kind}: ${s.status} ${s.error ?? ""}`);
function p99(samples: Sample[]) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}

describe.skipIf(unavailable !== null)("instances on separate hosts (network namespaces)", () => {
  const logs: string[] = [];
  let variant: ReturnType<typeof makeVariantBuild>;

  beforeAll(async () => {
    process.once("exit", hosts.remove);
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DIR, { recursive: true });
    hosts.create();
    activateRelease(RELEASES, stageRelease({ root: RELEASES }).version);
    variant = makeVariantBuild(".", join(DIR, "next-build"), NEW_VERSION);

    runOn("catalog", ["node", "--import", "tsx", "catalog/main.ts"], {
      CATALOG_HOST: hosts.address("catalog"),
      CATALOG_PORT: String(CATALOG_PORT),
      CATALOG_PUBLIC_URL: EDGE,
      CATALOG_TEST_MODE: "1",
    });
    await waitFor(`http://${hosts.address("catalog")}:${CATALOG_PORT}/health`, 60_000);
    for (const site of SITES)
      runOn(
        site,
        ["node", "scripts/start-sites.mjs"],
        {
          HOST: hosts.address(site),
          SITE_PORTS: String(SITE_PORT),
          UPSTREAM_BASE_URL: `http://${hosts.address("catalog")}:${CATALOG_PORT}`,
          // The public origin the pages name: https, as behind TLS or a CDN (the site refuses plain http for any
          // origin but loopback in production); visitors here talk plain HTTP to the edge's address.
          SITE_URL: "https://www.valuvo.test",
          SITE_CONTROL_TOKEN: TOKEN,
          SITE_RELEASES_DIR: RELEASES,
          // The test's load comes from one address: the per-address render budget is lifted.
          SITE_ADDRESS_RENDERS_PER_S: "0",
          LOG_LEVEL: "info",
        },
        logs,
      );
    await Promise.all(SITES.map((site) => waitFor(`http://${siteAddress(site)}/favicon.ico`, 120_000))).catch(
      (error: unknown) => {
        console.error(logs.join("").slice(-4000));
        throw error;
      },
    );
    const prefix = join(DIR, "edge");
    const conf = writeEdgeConfig({
      edgePort: EDGE_PORT,
      siteAddresses: SITES.map((site) => ({ host: hosts.address(site), port: SITE_PORT })),
      catalogPort: CATALOG_PORT,
      catalogHost: hosts.address("catalog"),
      prefix,
      publicDir: join(RELEASES, "current", "public"),
      buildRoot: join(RELEASES, "assets"),
      debugUpstreamHeader: true,
      pageRate: "100000r/s",
      pageBurst: 100000,
      formRate: "100000r/s",
      formBurst: 100000,
      beaconRate: "100000r/s",
      beaconBurst: 100000,
    });
    runOn("edge", [NGINX_BIN, "-e", "stderr", "-p", prefix, "-c", conf], {}, logs);
    await waitFor(`${EDGE}/favicon.ico`, 20_000);
  }, 240_000);

  afterAll(async () => {
    await children.stopAll(6000);
    // What the hosts said, for a failure's reader.
    writeFileSync(join(DIR, "hosts.log"), logs.join(""));
    hosts.remove();
    process.removeListener("exit", hosts.remove);
  });

  it("serves pages from every instance, each on its own host", async () => {
    const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => visit("page", `/coupon-codes?who=${i}`)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.upstream))).toEqual(new Set(SITES.map(siteAddress)));
  });

  it("loses no visitor when a host's link is cut mid-load, beyond the connect time-out, and takes the host back", async () => {
    const load = steadyLoad();
    await sleep(1500);
    const cut = performance.now();
    hosts.link("site2", false);
    await sleep(4000);
    hosts.link("site2", true);
    const restored = performance.now();
    // The host is back in the rotation once its link is.
    let back: Awaited<ReturnType<typeof visit>> | undefined;
    for (let i = 0; i < 60 && back?.upstream !== siteAddress("site2"); i++)
      back = await visit("page", `/coupon-codes?back=${i}`);
    const samples = await load.stop();
    const during = samples.filter((s) => s.started > cut + 50 && s.started < restored - 50);
    const slowest = Math.max(...during.map((s) => s.ms));
    console.info(
      `link cut for ${((restored - cut) / 1000).toFixed(1)} s under load: ${samples.length} requests, ` +
        `${failed(samples).length} failed; slowest started during the cut ${slowest.toFixed(0)} ms`,
    );
    expect(failed(samples)).toEqual([]);
    // The cut was met: every lane started requests during it (how many depends on the machine's load), and one of
    // them reached the cut host, waited the connect time-out (2 s), and another host answered it, no later.
    expect(during.length).toBeGreaterThanOrEqual(3);
    expect(slowest).toBeGreaterThan(2000 - 100);
    expect(slowest).toBeLessThan(2000 + 1500);
    // Until the connect time-out before the link returned, no request reached the cut host.
    expect(
      during
        .filter((s) => s.started < restored - 2500 && s.upstream === siteAddress("site2"))
        .map((s) => `${s.kind} +${(s.started - cut).toFixed(0)} ms`),
    ).toEqual([]);
    expect(back?.upstream).toBe(siteAddress("site2"));
  }, 60_000);

  it("replaces every instance with a new build under steady load: no failed request, and a p99 the roll does not blow up", async () => {
    const oldPage = await visit("page", "/coupon-codes?old-page=1");
    const oldScripts = scriptsOf(oldPage.body);
    expect(manifestOf(oldPage.body)).toBe(variant.oldManifest);

    const load = steadyLoad();
    await sleep(6000);
    const rollStarted = performance.now();
    const deployOutput: string[] = [];
    const deploy = runOn(
      "edge",
      ["node", "scripts/deploy-rolling.mjs", "--from", join(DIR, "next-build")],
      {
        EDGE_SITE_ADDRESSES: SITES.map(siteAddress).join(","),
        SITE_CONTROL_TOKEN: TOKEN,
        SITE_RELEASES_DIR: RELEASES,
        EDGE_PREFIX: join(DIR, "edge"),
      },
      deployOutput,
    );
    const code = await new Promise((r) => deploy.once("exit", r));
    const rollEnded = performance.now();
    await sleep(500);
    const samples = await load.stop();
    console.info(deployOutput.join("").trim());
    expect(code, deployOutput.join("")).toBe(0);

    const before = samples.filter((s) => s.started < rollStarted);
    const during = samples.filter((s) => s.started >= rollStarted && s.started <= rollEnded);
    const figures =
      `rolling deploy of 3 instances in ${((rollEnded - rollStarted) / 1000).toFixed(1)} s under steady load: ` +
      `${samples.length} requests, ${failed(samples).length} failed; ` +
      `p99 before ${p99(before).toFixed(0)} ms (${before.length} requests), during ${p99(during).toFixed(0)} ms (${during.length})`;
    console.info(figures);
    const slowest = [...during]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 12)
      .map(
        (s) => `${s.kind} ${s.ms.toFixed(0)} ms at +${((s.started - rollStarted) / 1000).toFixed(1)} s ${s.upstream}`,
      );
    console.info(`slowest during the roll: ${slowest.join("; ")}`);
    expect(failed(samples)).toEqual([]);
    expect(during.length).toBeGreaterThan(50);
    // The aim is twice the level before (docs/benchmarks.md records each run's figures: 1.3 times in the last). Five
    // hosts share the CI machine's cores, which put the tail of either window at the mercy of other work (an earlier
    // run of the same code measured 2.3 times), so the gate allows three: it catches a roll that stalls visitors,
    // not the warm-up's gain (2.7 times without it), which the benchmark shows.
    expect(p99(during), figures).toBeLessThanOrEqual(3 * p99(before));
    // Pages of both builds were served during the roll, each with its own manifest, which loaded.
    expect([...load.manifests.keys()].sort()).toEqual([variant.newManifest, variant.oldManifest].sort());

    // Every instance is on the new build; a page of the old build still loads its scripts, and a page of the new
    // one names only the new build's files.
    const answers = await Promise.all(SITES.map((_, i) => visit("page", `/coupon-codes?new-page=${i}`)));
    for (const answer of answers) expect(manifestOf(answer.body)).toBe(variant.newManifest);
    for (const script of oldScripts) expect((await visit("old file", script)).status, script).toBe(200);
    const newFiles = new Set(
      readdirSync(join(DIR, "next-build", "public", "build"), { recursive: true }).map((f) => `/build/${String(f)}`),
    );
    for (const script of scriptsOf(answers[0]!.body)) {
      expect(newFiles.has(script), `${script} is the new build's`).toBe(true);
      expect((await visit("new file", script)).status, script).toBe(200);
    }
  }, 120_000);
});
