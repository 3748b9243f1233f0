// `npm run start:edge`: the production topology of DESIGN §6a. nginx on EDGE_PORT (default 8080) in front of the
// site instances and the embedded catalog (CATALOG_PORT, default 4010; not started when UPSTREAM_BASE_URL is set).
// The instances: EDGE_SITE_PORTS (default 3001,3002), any number on this machine, started and supervised here; or
// EDGE_SITE_ADDRESSES, any number of host:port on any hosts, each started on its host (deploy/README.md), and only
// the edge (and the catalog) here. nginx's prefix, cache and temp files live in .cache/edge/ (EDGE_PREFIX names
// another, e.g. for the browser tests' own edge). Ctrl-C stops everything. `npm run start:edge` builds first, as
// `npm start` does.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatSiteAddress, siteAddressesFromEnv } from "../deploy/edge/site-addresses.mjs";
import { startEdgeTopology } from "./lib/edge-topology.mjs";
import { supervise } from "./lib/processes.mjs";
import { activateRelease, stageRelease } from "./lib/releases.mjs";

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
const edgePort = Number(env.EDGE_PORT ?? 8080);
const catalogPort = Number(env.CATALOG_PORT ?? 4010);
/** @type {ReturnType<typeof siteAddressesFromEnv>} */
let sites;
try {
  sites = siteAddressesFromEnv(env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const sitePorts = sites.local ? sites.addresses.map((a) => a.port) : [];

// EDGE_TLS_PORT with EDGE_TLS_CERT and EDGE_TLS_KEY (PEM files): the edge terminates TLS there (HTTP/2), and
// EDGE_PORT only redirects to it; pages then name https://localhost:EDGE_TLS_PORT unless EDGE_PUBLIC_URL says otherwise.
const tls = env.EDGE_TLS_PORT
  ? { port: Number(env.EDGE_TLS_PORT), certificate: env.EDGE_TLS_CERT ?? "", key: env.EDGE_TLS_KEY ?? "" }
  : undefined;
if (tls && (!tls.certificate || !tls.key)) {
  console.error("EDGE_TLS_PORT needs EDGE_TLS_CERT and EDGE_TLS_KEY (PEM files).");
  process.exit(1);
}

const ensured = spawnSync("bash", ["scripts/ensure-nginx.sh"], { stdio: "inherit" });
if (ensured.status !== 0) process.exit(ensured.status ?? 1);

// The instances started here serve a release (scripts/lib/releases.mjs) that `npm run deploy:rolling` replaces one
// instance at a time: the checkout's build is staged as the current release, and the token of the instances' health
// check and drain is SITE_CONTROL_TOKEN or one made here, kept under the prefix for deploy:rolling to read.
const prefix = env.EDGE_PREFIX || ".cache/edge";
const releasesRoot = join(prefix, "releases");
let controlToken = env.SITE_CONTROL_TOKEN;
if (sites.local) {
  try {
    activateRelease(releasesRoot, stageRelease({ root: releasesRoot }).version);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  controlToken ||= randomBytes(32).toString("hex");
  mkdirSync(prefix, { recursive: true });
  writeFileSync(join(prefix, "control-token"), `${controlToken}\n`, { mode: 0o600 });
}

const supervisor = supervise();
try {
  const { edgeUrl } = await startEdgeTopology(supervisor, {
    edgePort,
    sitePorts,
    siteAddresses: sites.addresses,
    catalogPort,
    prefix,
    ...(sites.local ? { releasesRoot, controlToken } : {}),
    upstreamBaseUrl: env.UPSTREAM_BASE_URL || undefined,
    publicUrl: env.EDGE_PUBLIC_URL || (tls ? `https://localhost:${tls.port}` : undefined),
    tls,
    env,
    run: supervisor.run,
  });
  const listening = tls
    ? `https://localhost:${tls.port} (${edgeUrl.replace("127.0.0.1", "localhost")} redirects there)`
    : edgeUrl.replace("127.0.0.1", "localhost");
  console.log(`Valuvo edge listening on ${listening} (sites ${sites.addresses.map(formatSiteAddress).join(", ")})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await supervisor.stop(1);
}
