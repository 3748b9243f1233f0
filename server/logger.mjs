// The one logger of the site: pino, JSON lines on stdout. server.mjs imports this file as it is; the Remix server
// build bundles its own copy of it (the classic compiler bundles every relative import), so anything both must
// share lives in a process-wide registry slot below, never in a module variable.
import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/**
 * `LOG_LEVEL`, validated: a misspelt level stops the server at start rather than logging nothing. Tests (Vitest)
 * default to `silent`, so expected failures do not flood the run; a test that checks a line captures it.
 * @param {Record<string, string | undefined>} env
 * @returns {import("pino").LevelWithSilent}
 */
export function logLevel(env = process.env) {
  const level = env.LOG_LEVEL?.trim().toLowerCase() || (env.VITEST ? "silent" : "info");
  if (!LEVELS.includes(level)) {
    throw new Error(`LOG_LEVEL: "${env.LOG_LEVEL}" is not a level; use one of ${LEVELS.join(", ")}`);
  }
  return /** @type {import("pino").LevelWithSilent} */ (level);
}

/**
 * Never logged, wherever they appear: the visitor's cookies and credentials (pino-http's `req`/`res`), any headers
 * object logged as is, and the upstream credentials of `config.server.ts` (bearer, auth token, newsroom password)
 * should a configuration or credentials object ever reach a line.
 */
export const REDACTED_PATHS = [
  ...["req.headers", "res.headers", "headers", "*.headers"].flatMap((at) =>
    ["authorization", "proxy-authorization", "cookie", "set-cookie", "x-auth-token"].map((name) => `${at}["${name}"]`),
  ),
  ...["credentials", "bearer", "auth", "password", "newsroomPassword", "token"].flatMap((field) => [
    field,
    `*.${field}`,
  ]),
];

/**
 * The request being answered, if any. One AsyncLocalStorage for the process, whichever copy of this module asks
 * (see the top of the file): server.mjs runs each request inside it, the logger reads it.
 * @type {AsyncLocalStorage<string>}
 */
export const requestIds = /** @type {any} */ (globalThis[Symbol.for("valuvo.requestIds")] ??= new AsyncLocalStorage());

/**
 * A logger with the site's options. The default writes to stdout; tests pass a stream to read what was written.
 * @param {{ level?: import("pino").LevelWithSilent, destination?: import("pino").DestinationStream }} [options]
 */
export function createLogger({ level = logLevel(), destination } = {}) {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    // Every line written while a request is answered carries its id, upstream calls included: the loaders and
    // services that make them run inside the request's async context, so nothing has to pass the id along.
    mixin() {
      const reqId = requestIds.getStore();
      return reqId === undefined ? {} : { reqId };
    },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}

export const log = createLogger();

/**
 * A failure's message, for lines about expected failures (an upstream down, a time-out): the message says what
 * happened, a stack would only repeat where.
 * @param {unknown} error
 * @returns {string}
 */
export function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}
