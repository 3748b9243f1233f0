// `npm run start:sites`: the site instances of one host, for an edge on another (deploy/README.md). Each instance
// listens on HOST (the address the edge reaches this host on; default 127.0.0.1) at one of SITE_PORTS (default
// 3000), reads the upstreams at UPSTREAM_BASE_URL (required: the catalog or the real services), names SITE_URL (the
// public origin, required) in its pages, and serves the release `{SITE_RELEASES_DIR}/current` (default
// .cache/site/releases; the checkout's build is staged there when none is current). An instance that exits (drained
// by `npm run deploy:rolling`, or crashed) is started again from `current`; one that stops answering its health
// probe is killed and started again. SITE_CONTROL_TOKEN (at least 24 characters) is the token of its health check
// and drain, the same on every host. Ctrl-C stops them.
import { join } from "node:path";
import { supervise, waitFor } from "./lib/processes.mjs";
import { activateRelease, currentRelease, stageRelease } from "./lib/releases.mjs";
import { siteInstanceEnv, siteNodeArgs } from "./lib/site-node.mjs";
import { formatSiteAddress, parseSitePorts } from "../deploy/edge/site-addresses.mjs";

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
const host = env.HOST || "127.0.0.1";
const releasesRoot = env.SITE_RELEASES_DIR || ".cache/site/releases";

function fail(message) {
  console.error(`start:sites: ${message}`);
  process.exit(1);
}

let ports;
try {
  ports = parseSitePorts(env.SITE_PORTS || "3000").map((a) => a.port);
} catch (error) {
  fail(error instanceof Error ? error.message.replace("EDGE_SITE_PORTS", "SITE_PORTS") : String(error));
}
if (!env.UPSTREAM_BASE_URL) fail("UPSTREAM_BASE_URL must name the catalog or the upstream services");
if (!env.SITE_URL) fail("SITE_URL must name the public origin (the edge or the CDN in front of it)");
if (!env.SITE_CONTROL_TOKEN) fail("SITE_CONTROL_TOKEN must be set (the same on every host; deploy:rolling uses it)");
if (!currentRelease(releasesRoot)) activateRelease(releasesRoot, stageRelease({ root: releasesRoot }).version);

const { run } = supervise();
for (const [i, port] of ports.entries()) {
  const address = formatSiteAddress({ host, port });
  run(
    process.execPath,
    siteNodeArgs(env),
    `site ${i + 1} (${address})`,
    siteInstanceEnv(env, {
      port,
      host,
      upstream: env.UPSTREAM_BASE_URL,
      publicUrl: env.SITE_URL.replace(/\/+$/, ""),
      releaseDir: join(releasesRoot, "current"),
      controlToken: env.SITE_CONTROL_TOKEN,
      warm: true,
    }),
    { restart: true, health: `http://${address}/favicon.ico` },
  );
}
for (const port of ports) {
  const address = formatSiteAddress({ host, port });
  // A slow start (a loaded machine, the warm-up's renders) is the supervisor's to wait out, never a reason to stop.
  waitFor(`http://${address}/favicon.ico`, 10 * 60_000).then(
    () => console.log(`Valuvo site instance listening on ${address}`),
    (error) => console.error(`start:sites: ${error instanceof Error ? error.message : error}`),
  );
}
