// `npm run start:edge`: the production topology of DESIGN §6a on this machine. nginx on EDGE_PORT (default 8080)
// in front of two site instances (EDGE_SITE_PORTS, default 3001,3002) and the embedded catalog (CATALOG_PORT,
// default 4010; not started when UPSTREAM_BASE_URL is set). nginx's prefix, cache and temp files live in
// .cache/edge/ (EDGE_PREFIX names another, e.g. for the browser tests' own edge). Ctrl-C stops everything. `npm run start:edge` builds first, as `npm start` does.
import { spawnSync } from "node:child_process";
import { startEdgeTopology } from "./lib/edge-topology.mjs";
import { supervise } from "./lib/processes.mjs";

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
const edgePort = Number(env.EDGE_PORT ?? 8080);
const sitePorts = (env.EDGE_SITE_PORTS ?? "3001,3002").split(",").map(Number);
const catalogPort = Number(env.CATALOG_PORT ?? 4010);
if (sitePorts.length !== 2 || sitePorts.some((p) => !Number.isInteger(p))) {
  console.error(`EDGE_SITE_PORTS must name two ports, e.g. 3001,3002 (got "${env.EDGE_SITE_PORTS}").`);
  process.exit(1);
}

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

const supervisor = supervise();
try {
  const { edgeUrl } = await startEdgeTopology(supervisor, {
    edgePort,
    sitePorts,
    catalogPort,
    prefix: env.EDGE_PREFIX || ".cache/edge",
    upstreamBaseUrl: env.UPSTREAM_BASE_URL || undefined,
    publicUrl: env.EDGE_PUBLIC_URL || (tls ? `https://localhost:${tls.port}` : undefined),
    tls,
    env,
    run: supervisor.run,
  });
  const listening = tls
    ? `https://localhost:${tls.port} (${edgeUrl.replace("127.0.0.1", "localhost")} redirects there)`
    : edgeUrl.replace("127.0.0.1", "localhost");
  console.log(`Valuvo edge listening on ${listening} (sites :${sitePorts.join(", :")})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await supervisor.stop(1);
}
