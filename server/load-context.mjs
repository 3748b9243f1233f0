// The request's load context (what server.mjs hands Remix as `context`), reachable from code that is not handed it:
// the one door where an upstream's failure becomes a page's area (app/pages/settle.server.ts) notes there that the
// answer shows a failure (app/http/answer-notes.server.ts), whichever loader, service or helper asked. Like the
// logger's request ids, one AsyncLocalStorage for the process, whichever copy of this module asks (the server bundle
// has its own).
import { AsyncLocalStorage } from "node:async_hooks";

/** @type {AsyncLocalStorage<object>} */
export const loadContexts = /** @type {any} */ (
  globalThis[Symbol.for("valuvo.loadContexts")] ??= new AsyncLocalStorage()
);

/**
 * Express middleware: the request's load context, made before Remix asks for it (`res.locals.loadContext`), with
 * everything after running inside it.
 * @returns {import("express").RequestHandler}
 */
export function withLoadContext() {
  return (_req, res, next) => {
    res.locals.loadContext = {};
    loadContexts.run(res.locals.loadContext, next);
  };
}
