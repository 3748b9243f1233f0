// The production edge's topology (DESIGN §6a) on chosen ports: the embedded catalog (unless UPSTREAM_BASE_URL),
// two site instances (`server.mjs`, TRUST_PROXY=1) and nginx rendered from deploy/edge/. Used by
// `npm run start:edge`, the edge tests and the benchmark; the caller owns the children and stops them.
import { siteInstanceEnv, siteNodeArgs } from "./site-node.mjs";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { writeEdgeConfig } from "../../deploy/edge/render-config.mjs";
import { HEALTH_PATH } from "../../server/health.mjs";
import { formatSiteAddress } from "../../deploy/edge/site-addresses.mjs";
import { waitFor } from "./processes.mjs";

export const NGINX_BIN = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

/**
 * @param {{ spawnChild: Function }} children  where the processes are spawned (see processes.mjs)
 * @param {{ edgePort: number, sitePorts: number[], catalogPort: number, prefix: string,
 *           siteAddresses?: import("../../deploy/edge/site-addresses.mjs").SiteAddress[],
 *           releasesRoot?: string, controlToken?: string,
 *           upstreamBaseUrl?: string, publicUrl?: string, env?: Record<string, string>,
 *           tls?: { port: number, certificate: string, key: string },
 *           limits?: { pageRate?: string, pageBurst?: number, beaconRate?: string, beaconBurst?: number,
 *                      formRate?: string, formBurst?: number,
 *                      siteRendersPerSecond?: number }, trustedProxies?: string[],
 *           stdio?: import("node:child_process").StdioOptions, catalogTestMode?: boolean,
 *           run?: (cmd: string, args: string[], name: string, env: NodeJS.ProcessEnv, runOptions?: { restart?: boolean, health?: string }) => import("node:child_process").ChildProcess }} options
 *   `sitePorts`: the instances started here, on 127.0.0.1. `siteAddresses`: the instances nginx sends pages to
 *   (default: those ports), e.g. instances on other hosts, started there (then `sitePorts` may be empty).
 *   `releasesRoot`: the instances serve `{releasesRoot}/current` and nginx the kept releases' files
 *   (scripts/lib/releases.mjs), so `npm run deploy:rolling` can replace them one at a time; `controlToken`: the
 *   instances' SITE_CONTROL_TOKEN (their health check and drain).
 *   `tls`: nginx also terminates TLS on that port, and its plain `edgePort` redirects there (pass the HTTPS
 *   `publicUrl` too, so pages name it).
 *   `limits`: the per-address rates of deploy/edge (defaults there), e.g. lifted for a benchmark from one address.
 *   `run` (a supervisor's) is told which children may be restarted: the site instances, which nginx can do without,
 *   each with the URL of its health probe on its own port (a hung instance is started again; nginx itself never
 *   marks one down for an answer a client's request caused, deploy/edge/nginx.conf.template).
 */
export async function startEdgeTopology(children, options) {
  if (!existsSync("build/index.js")) throw new Error("No production build: run `npm run build` first.");
  if (!existsSync(NGINX_BIN)) throw new Error(`nginx is missing at ${NGINX_BIN}: run scripts/ensure-nginx.sh.`);
  const { edgePort, sitePorts, catalogPort, prefix, stdio = "inherit" } = options;
  const edgeUrl = `http://127.0.0.1:${edgePort}`;
  const base = { ...process.env, ...options.env };
  const publicUrl = (base.SITE_URL || options.publicUrl || `http://localhost:${edgePort}`).replace(/\/+$/, "");
  const spawn = (cmd, args, name, env, runOptions) =>
    options.run ? options.run(cmd, args, name, env, runOptions) : children.spawnChild(cmd, args, { name, env, stdio });

  let catalog = null;
  // CATALOG_HOST: the address the catalog listens on when instances on other hosts read it (default loopback).
  const catalogHost = base.CATALOG_HOST || "127.0.0.1";
  const upstream = options.upstreamBaseUrl ?? `http://${formatSiteAddress({ host: catalogHost, port: catalogPort })}`;
  if (!options.upstreamBaseUrl) {
    catalog = spawn(process.execPath, ["--import", "tsx", "catalog/main.ts"], "catalog", {
      ...base,
      CATALOG_PORT: String(catalogPort),
      // Logos and images are fetched by browsers through the edge (its /media/ location).
      CATALOG_PUBLIC_URL: publicUrl,
      ...(options.catalogTestMode ? { CATALOG_TEST_MODE: "1" } : {}),
    });
    // The first start builds the catalog database from its seed.
    await waitFor(`${upstream}/health`, 180_000, { child: catalog });
  }

  const releasesRoot = options.releasesRoot ? resolve(options.releasesRoot) : undefined;
  const sites = sitePorts.map((port, i) =>
    spawn(
      process.execPath,
      siteNodeArgs(base),
      `site ${i + 1}`,
      siteInstanceEnv(base, {
        port,
        upstream,
        publicUrl,
        rendersPerSecond: options.limits?.siteRendersPerSecond,
        releaseDir: releasesRoot && join(releasesRoot, "current"),
        controlToken: options.controlToken,
        // Instances a rolling deploy replaces warm up before they listen.
        warm: Boolean(releasesRoot),
      }),
      { restart: true, health: `http://127.0.0.1:${port}${HEALTH_PATH}` },
    ),
  );
  await Promise.all(sitePorts.map((port) => waitFor(`http://127.0.0.1:${port}${HEALTH_PATH}`, 60_000)));

  const conf = writeEdgeConfig({
    edgePort,
    sitePorts,
    siteAddresses: options.siteAddresses,
    catalogPort,
    catalogHost,
    // Under releases, nginx serves the current release's public files and every kept release's build files.
    ...(releasesRoot
      ? { publicDir: join(releasesRoot, "current", "public"), buildRoot: join(releasesRoot, "assets") }
      : {}),
    prefix,
    accessLog: base.LOG_REQUESTS === "1",
    tls: options.tls,
    publicUrl: publicUrl.startsWith("https://") ? publicUrl : undefined,
    trustedProxies: options.trustedProxies,
    ...options.limits,
  });
  const nginx = spawn(NGINX_BIN, ["-e", "stderr", "-p", prefix, "-c", conf], "nginx", base);
  // Terminating TLS, the plain port only redirects to HTTPS.
  await waitFor(`${edgeUrl}/favicon.ico`, 20_000, { redirects: Boolean(options.tls), child: nginx });
  return { edgeUrl, catalog, sites, nginx };
}

/**
 * The topology for a benchmark, whose load comes from one address: the per-address page and form limits, which no
 * person meets, are lifted, or they would measure themselves instead of the edge and its cache. Only nginx's errors
 * are shown. `start` is the startEdgeTopology of the checkout measured (bench-edge-population may measure another).
 * @param {{ spawnChild: Function }} children
 * @param {{ edgePort: number, sitePorts: [number, number], catalogPort: number, prefix: string }} options
 */
export function startBenchmarkEdge(children, options, start = startEdgeTopology) {
  return start(children, {
    ...options,
    stdio: ["ignore", "ignore", "inherit"],
    limits: {
      pageRate: "100000r/s",
      pageBurst: 100000,
      formRate: "100000r/s",
      formBurst: 100000,
      siteRendersPerSecond: 0,
    },
  });
}
