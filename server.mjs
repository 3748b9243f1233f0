// Production HTTP server for the Remix build: static assets with long-lived caching, security headers on every
// response (set here, once, for pages, data and static files alike), no X-Powered-By, gzip.
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";

const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=(), usb=()",
};

export async function createServer({ build } = {}) {
  const serverBuild = build ?? (await import("./build/index.js"));
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY === "1");
  app.use(compression());
  app.use((_req, res, next) => {
    res.set(SECURITY_HEADERS);
    next();
  });
  // Fingerprinted build output never changes under a name: cache it for a year.
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static("public", { maxAge: "1h", index: false }));
  if (process.env.LOG_REQUESTS === "1") {
    app.use((req, res, next) => {
      const start = process.hrtime.bigint();
      res.on("finish", () => {
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`);
      });
      next();
    });
  }
  // `app.use`, not `app.all("*")`: Express would decode the wildcard and answer a bare 400 for malformed escapes
  // such as `/local/%ZZ`; Remix renders those as the site's 404 page instead.
  app.use(createRequestHandler({ build: serverBuild, mode: process.env.NODE_ENV }));
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "0.0.0.0";
  const app = await createServer();
  const server = app.listen(port, host, () => console.log(`Valuvo listening on http://localhost:${port}`));
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections?.();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
