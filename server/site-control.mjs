// An instance's life as its operator sees it: the health check a deploy waits for and the drain that takes it out,
// both asked of the instance's own address with a token from the environment (SITE_CONTROL_TOKEN), which the edge
// strips from every client's request (deploy/edge/nginx.conf.template). Without the token, or with a wrong one, the
// paths are unknown pages like any other: the site's 404.
import { createHash, timingSafeEqual } from "node:crypto";
import { log } from "./logger.mjs";

export const CONTROL_TOKEN_HEADER = "x-site-control-token";
export const HEALTH_PATH = "/__site/health";
export const DRAIN_PATH = "/__site/drain";

/** Long enough that no client guesses it (a deploy tool makes one: 32 random bytes, hex). */
export const SHORTEST_CONTROL_TOKEN = 24;

/**
 * How an instance stops: it closes its listening socket (the edge's next connection is refused and goes to another
 * instance at once), answers what it holds and anything more its open connections bring, each with
 * `Connection: close`, and exits when the last connection has gone, or after `timeoutMs` (the longest a request may
 * take: the render budget) with whatever is left cut. SIGTERM and SIGINT drain too.
 * @param {{ timeoutMs: number, exit?: (code: number) => void }} options
 */
export function gracefulShutdown({ timeoutMs, exit = (code) => process.exit(code) }) {
  /** @type {import("node:http").Server | null} */
  let server = null;
  let draining = false;
  /** Responses not yet sent: those a drain finds get `Connection: close` too. */
  const pending = new Set();
  return {
    isDraining: () => draining,
    /** @param {import("node:http").Server} listening */
    attach(listening) {
      server = listening;
    },
    /** Express middleware: while draining, no connection is kept for another request. */
    closeConnections(_req, res, next) {
      if (draining) res.setHeader("Connection", "close");
      else {
        pending.add(res);
        res.once("close", () => pending.delete(res));
      }
      // A connection left idle by an answer sent while draining is closed at once.
      res.once("finish", () => draining && server?.closeIdleConnections?.());
      next();
    },
    /** @param {string} reason */
    drain(reason) {
      if (draining) return;
      draining = true;
      const started = Date.now();
      log.info({ reason, timeoutMs }, "draining: no new connections; finishing what is in flight");
      for (const res of pending) if (!res.headersSent) res.setHeader("Connection", "close");
      pending.clear();
      if (!server) return exit(0);
      const listening = server;
      listening.close(() => {
        log.info({ ms: Date.now() - started }, "drained");
        exit(0);
      });
      // Node closes idle keep-alive connections with the listener; busy ones close after their answer.
      listening.closeIdleConnections?.();
      setTimeout(() => {
        log.warn({ timeoutMs }, "drain bound reached: closing the connections left");
        listening.closeAllConnections?.();
        exit(0);
      }, timeoutMs).unref();
    },
  };
}

/**
 * Express middleware for HEALTH_PATH and DRAIN_PATH, when the instance has a token.
 * `GET /__site/health` answers `{ version, draining }`, 200 while the instance takes requests and 503 once it drains;
 * `POST /__site/drain` answers 202 and starts the drain.
 * @param {{ token: string | undefined, version: string, lifecycle: ReturnType<typeof gracefulShutdown> }} options
 */
export function siteControl({ token, version, lifecycle }) {
  if (!token) return (_req, _res, next) => next();
  if (token.length < SHORTEST_CONTROL_TOKEN)
    throw new Error(`SITE_CONTROL_TOKEN must be at least ${SHORTEST_CONTROL_TOKEN} characters`);
  const expected = digest(token);
  const authorised = (req) => {
    const given = req.headers[CONTROL_TOKEN_HEADER];
    return typeof given === "string" && timingSafeEqual(digest(given), expected);
  };
  return (req, res, next) => {
    const health = req.path === HEALTH_PATH && (req.method === "GET" || req.method === "HEAD");
    const drain = req.path === DRAIN_PATH && req.method === "POST";
    if (!(health || drain) || !authorised(req)) return next();
    res.setHeader("Cache-Control", "no-store");
    if (drain) {
      res.status(202).json({ version, draining: true });
      // After the answer has left: the drain closes idle connections, this one among them.
      res.once("finish", () => lifecycle.drain("asked by the operator"));
      return;
    }
    const draining = lifecycle.isDraining();
    res.status(draining ? 503 : 200).json({ version, draining });
  };
}

const digest = (text) => createHash("sha256").update(text, "utf8").digest();
