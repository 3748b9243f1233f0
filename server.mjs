// Production HTTP server for the Remix build: hostile requests answered before Remix (server/request-guard.mjs),
// static assets with long-lived caching, security headers on every response (set here, once, for pages, data and
// static files alike; the page's Content-Security-Policy comes from entry.server), no X-Powered-By, compression:
// build files as precompressed at build time (scripts/precompress-assets.mjs), the rest on the fly.
import { existsSync, readdirSync, realpathSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { addressBudgetFromEnv, instanceBudget } from "./server/address-budget.mjs";
import { healthProbe } from "./server/health.mjs";
import { withLoadContext } from "./server/load-context.mjs";
import { answerClientErrors, applyServerTimeouts, lastResortErrorHandler } from "./server/http-limits.mjs";
import { log } from "./server/logger.mjs";
import { canonicalManifestBatches } from "./server/manifest-batch.mjs";
import { requestLog } from "./server/request-log.mjs";
import { requestGuard } from "./server/request-guard.mjs";
import { releaseVersion } from "./server/release-version.mjs";
import {
  budgetRoutes,
  holdResourceRoutesToPageRules,
  markResourceRouteData,
  resourceRoutePatterns,
} from "./server/resource-routes.mjs";
import { securityHeaders } from "./server/security-headers.mjs";
import { gracefulShutdown, siteControl } from "./server/site-control.mjs";
import { warmUp } from "./server/warm-up.mjs";

/**
 * The release this instance serves: its `build/` (the server bundle) and `public/` (the browser's files).
 * SITE_RELEASE_DIR names one (a rolling deploy's `.releases/current`, scripts/lib/releases.mjs), read through its
 * links once at start, so an instance keeps serving its own release's files after `current` has moved on; by
 * default the checkout itself.
 */
const RELEASE_DIR = realpathSync(resolve(process.env.SITE_RELEASE_DIR || "."));
const PUBLIC_DIR = join(RELEASE_DIR, "public");
const SERVICE_WORKER_FILE = join(PUBLIC_DIR, "sw.js");
/** The release's server bundle, as `import()` names it (one module, whoever imports it). */
const SERVER_BUILD_URL = pathToFileURL(join(RELEASE_DIR, "build/index.js")).href;

/**
 * @param {{ build?: any, lifecycle?: ReturnType<typeof gracefulShutdown> }} [options]
 *   `lifecycle`: how this instance drains (SIGTERM, or its operator's request with SITE_CONTROL_TOKEN).
 */
export async function createServer({ build, lifecycle } = {}) {
  const serverBuild = build ?? (await import(SERVER_BUILD_URL));
  const trustProxy = process.env.TRUST_PROXY === "1";
  const app = express();
  app.disable("x-powered-by");
  if (lifecycle) {
    app.use(lifecycle.closeConnections);
    app.use(
      siteControl({
        token: process.env.SITE_CONTROL_TOKEN,
        version: build ? (build.assets?.version ?? "") : releaseVersion(join(RELEASE_DIR, "build")),
        lifecycle,
      }),
    );
  }
  // TRUST_PROXY=1: one proxy (the edge) stands between the visitor and this instance, and the address it saw is the
  // last X-Forwarded-For entry; anything before it was written by the client.
  app.set("trust proxy", trustProxy ? 1 : false);
  // The supervisor's probe, before anything logs, limits or renders (server/health.mjs).
  app.use(healthProbe());
  app.use(requestLog({ trustProxy, logRequests: process.env.LOG_REQUESTS === "1" }));
  app.use(securityHeaders());
  app.use(requestGuard({ trustProxy }));
  app.use(holdResourceRoutesToPageRules(serverBuild));
  app.use(markResourceRouteData(resourceRoutePatterns(serverBuild)));
  // Route discovery reaches Remix as the few distinct paths its matcher can tell apart (server/manifest-batch.mjs).
  app.use(canonicalManifestBatches(serverBuild));
  app.use(compression());
  // Fingerprinted build output never changes under a name: cache it for a year, and send the Brotli or gzip copy
  // written beside it at build time (compression() leaves a response that already has an encoding alone).
  const buildFiles = expressStaticGzip(join(PUBLIC_DIR, "build"), {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: { immutable: true, maxAge: "1y", index: false },
  });
  // A path that does not decode (`/build/%ZZ`) names no file: the site's 404 page, not the library's bare 400.
  app.use("/build", (req, res, next) => (decodes(req.path) ? buildFiles(req, res, next) : next()));
  app.use(
    staticEntries(PUBLIC_DIR, {
      maxAge: "1h",
      index: false,
      // The offline wallet's service worker is revalidated on every request, as the edge sends it (deploy/edge): a
      // cache in front must never keep an old worker, or the switched-off one, for an hour.
      setHeaders: (res, file) => {
        if (file === SERVICE_WORKER_FILE) res.setHeader("Cache-Control", "no-cache");
      },
    }),
  );
  // Behind the edge (start:edge), what its cache could not answer and Remix must (pages, their data, the APIs that
  // search or ask an upstream) is counted per visitor address, and all of it together per instance; the static files
  // above and the health probe never reach either, and the resource routes that say why they are cheap are exempt
  // (server/address-budget.mjs).
  const routes = budgetRoutes(serverBuild);
  const budget = addressBudgetFromEnv(process.env, routes);
  if (budget) app.use(budget);
  app.use(instanceBudget({ routes }));
  app.use(withLoadContext());
  // `app.use`, not `app.all("*")`: Express would decode the wildcard and answer a bare 400 for malformed escapes
  // such as `/local/%ZZ`; Remix renders those as the site's 404 page instead.
  app.use(
    createRequestHandler({
      build: serverBuild,
      mode: process.env.NODE_ENV,
      // The guard's verdict for a document it could not serve as sent (the root loader throws it).
      // The visitor's address: Express's `req.ip` is the connection's peer, or the X-Forwarded-For entry the trusted
      // proxy added (TRUST_PROXY=1); a plain instance never lets a client name its own address.
      getLoadContext: (req, res) =>
        Object.assign(res.locals.loadContext, {
          rejection: res.locals.rejection ?? null,
          clientIp: plainAddress(req.ip),
          resourceData: res.locals.resourceData === true,
        }),
    }),
  );
  app.use(lastResortErrorHandler());
  return app;
}

/**
 * `express.static(root)`, asked only about paths that can name something in `root`: those whose first segment is an
 * entry of `root` as it was at start (a deployment's public files do not change while it runs). Every page URL
 * would otherwise cost a filesystem `stat` before Remix renders it. Paths express.static reads differently from
 * their text (escapes, dot segments, doubled or back slashes) are still left to it.
 */
function staticEntries(root, options) {
  const serve = express.static(root, options);
  const entries = new Set(existsSync(root) ? readdirSync(root) : []);
  return (req, res, next) => {
    const path = req.path;
    if (/[%\\]|\/\.|\/\//.test(path)) return serve(req, res, next);
    const end = path.indexOf("/", 1);
    return entries.has(end === -1 ? path.slice(1) : path.slice(1, end)) ? serve(req, res, next) : next();
  };
}

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) → `1.2.3.4`, what the IP lookup knows. */
function plainAddress(address) {
  if (typeof address !== "string") return undefined;
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice("::ffff:".length) : address;
}

async function announceToDevServer() {
  const { broadcastDevReady } = await import("@remix-run/node");
  await broadcastDevReady(await import(SERVER_BUILD_URL));
}

function decodes(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 3000);
  // Loopback unless told otherwise: the edge in front is the only way in (DESIGN §6a). An edge on another machine
  // needs HOST set to the address it reaches this one on.
  const host = process.env.HOST || "127.0.0.1";
  // The longest a request may take (the render budget is 10 s) before a drain cuts what is left.
  const lifecycle = gracefulShutdown({ timeoutMs: Number(process.env.SITE_DRAIN_TIMEOUT_MS || 12_000) });
  const app = await createServer({ lifecycle });
  await warmUp(
    app,
    (process.env.SITE_WARM_PATHS ?? "")
      .split(",")
      .map((path) => path.trim())
      .filter((path) => path.startsWith("/")),
  );
  const server = answerClientErrors(
    applyServerTimeouts(
      app.listen(port, host, () => {
        log.info({ host, port, release: RELEASE_DIR }, `Valuvo listening on http://${host}:${port}`);
        // Under `npm run dev`, Remix's dev server starts this file again after each rebuild and waits to hear that
        // the new build is being served.
        if (process.env.REMIX_DEV_ORIGIN)
          announceToDevServer().catch((error) => log.warn({ err: error }, "Remix's dev server did not hear us"));
      }),
    ),
  );
  lifecycle.attach(server);
  process.on("SIGINT", () => lifecycle.drain("SIGINT"));
  process.on("SIGTERM", () => lifecycle.drain("SIGTERM"));
}
