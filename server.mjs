// Production HTTP server for the Remix build: hostile requests answered before Remix (server/request-guard.mjs),
// static assets with long-lived caching, security headers on every response (set here, once, for pages, data and
// static files alike; the page's Content-Security-Policy comes from entry.server), no X-Powered-By, compression:
// build files as precompressed at build time (scripts/precompress-assets.mjs), the rest on the fly.
import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { addressBudgetFromEnv } from "./server/address-budget.mjs";
import { healthProbe } from "./server/health.mjs";
import { answerClientErrors, applyServerTimeouts, lastResortErrorHandler } from "./server/http-limits.mjs";
import { log } from "./server/logger.mjs";
import { canonicalManifestBatches } from "./server/manifest-batch.mjs";
import { requestLog } from "./server/request-log.mjs";
import { requestGuard } from "./server/request-guard.mjs";
import { markResourceRouteData, resourceRoutePatterns } from "./server/resource-routes.mjs";
import { securityHeaders } from "./server/security-headers.mjs";

const SERVICE_WORKER_FILE = resolve("public/sw.js");

export async function createServer({ build } = {}) {
  const serverBuild = build ?? (await import("./build/index.js"));
  const trustProxy = process.env.TRUST_PROXY === "1";
  const app = express();
  app.disable("x-powered-by");
  // TRUST_PROXY=1: one proxy (the edge) stands between the visitor and this instance, and the address it saw is the
  // last X-Forwarded-For entry; anything before it was written by the client.
  app.set("trust proxy", trustProxy ? 1 : false);
  // The supervisor's probe, before anything logs, limits or renders (server/health.mjs).
  app.use(healthProbe());
  app.use(requestLog({ trustProxy, logRequests: process.env.LOG_REQUESTS === "1" }));
  app.use(securityHeaders());
  app.use(requestGuard({ trustProxy }));
  app.use(markResourceRouteData(resourceRoutePatterns(serverBuild)));
  // Route discovery reaches Remix as the few distinct paths its matcher can tell apart (server/manifest-batch.mjs).
  app.use(canonicalManifestBatches(serverBuild));
  // Behind the edge (start:edge), what its cache could not answer is counted per visitor address.
  const budget = addressBudgetFromEnv();
  if (budget) app.use(budget);
  app.use(compression());
  // Fingerprinted build output never changes under a name: cache it for a year, and send the Brotli or gzip copy
  // written beside it at build time (compression() leaves a response that already has an encoding alone).
  const buildFiles = expressStaticGzip("public/build", {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: { immutable: true, maxAge: "1y", index: false },
  });
  // A path that does not decode (`/build/%ZZ`) names no file: the site's 404 page, not the library's bare 400.
  app.use("/build", (req, res, next) => (decodes(req.path) ? buildFiles(req, res, next) : next()));
  app.use(
    staticEntries("public", {
      maxAge: "1h",
      index: false,
      // The offline wallet's service worker is revalidated on every request, as the edge sends it (deploy/edge): a
      // cache in front must never keep an old worker, or the switched-off one, for an hour.
      setHeaders: (res, file) => {
        if (file === SERVICE_WORKER_FILE) res.setHeader("Cache-Control", "no-cache");
      },
    }),
  );
  // `app.use`, not `app.all("*")`: Express would decode the wildcard and answer a bare 400 for malformed escapes
  // such as `/local/%ZZ`; Remix renders those as the site's 404 page instead.
  app.use(
    createRequestHandler({
      build: serverBuild,
      mode: process.env.NODE_ENV,
      // The guard's verdict for a document it could not serve as sent (the root loader throws it).
      // The visitor's address: Express's `req.ip` is the connection's peer, or the X-Forwarded-For entry the trusted
      // proxy added (TRUST_PROXY=1); a plain instance never lets a client name its own address.
      getLoadContext: (req, res) => ({
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
  const app = await createServer();
  const server = answerClientErrors(
    applyServerTimeouts(
      app.listen(port, host, () => log.info({ host, port }, `Valuvo listening on http://${host}:${port}`)),
    ),
  );
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections?.();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
