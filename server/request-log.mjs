// Request ids and request lines for the Node server (server.mjs), by pino-http over the site's one logger.
import { randomUUID } from "node:crypto";
import pinoHttp from "pino-http";
import { log, requestIds } from "./logger.mjs";

/**
 * First in the chain: every request gets an id (`requestIdOf`), and everything after runs inside `requestIds`, so
 * each line logged while it is answered — the upstream client's in the loaders included — carries it as `reqId`.
 * An AsyncLocalStorage rather than Remix's load context: the services are process-wide and called from many
 * loaders, and threading an id through every call would touch them all for a log field. With LOG_REQUESTS=1
 * pino-http also writes one line per finished request (method, URL, status, time; cookies and auth headers
 * redacted by the logger).
 *
 * @param {{ trustProxy: boolean, logRequests: boolean, logger?: import("pino").Logger }} options
 * @returns {import("express").RequestHandler}
 */
export function requestLog({ trustProxy, logRequests, logger = log }) {
  const http = pinoHttp({ logger, genReqId: (req) => requestIdOf(req, trustProxy), autoLogging: logRequests });
  return (req, res, next) => http(req, res, () => requestIds.run(req.id, next));
}

const WELL_FORMED_ID = /^[\w.:-]{1,128}$/;

/**
 * The id a request is known by: the edge's `X-Request-Id` when a trusted proxy sent it (TRUST_PROXY=1) and it is
 * well formed, so one id follows the request across the edge and this instance; otherwise a new UUID. A client's
 * own header is never taken on an instance it reaches directly: it could forge ids or write junk into the log.
 * @param {import("node:http").IncomingMessage} req
 * @param {boolean} trustProxy
 * @returns {string}
 */
export function requestIdOf(req, trustProxy) {
  const incoming = trustProxy ? req.headers["x-request-id"] : undefined;
  return typeof incoming === "string" && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
}
