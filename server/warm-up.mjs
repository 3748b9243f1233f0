// A new instance renders a few pages before it takes its first visitor: the first renders of a fresh process (code
// not yet compiled by V8, the upstream caches empty) cost several times a warm one's, and under a rolling deploy
// they landed on visitors (p99 ~2.7× its level). The pages are asked of the instance itself on a loopback port of
// its own, before it listens on the address the edge knows, so the edge goes on sending to the others meanwhile.
//
// The warm-up is a nicety, never a condition of serving: the whole of it has one deadline, after which the instance
// goes on to listen whatever is left pending. A warm-up bounded only by each fetch's own time-out once sat for
// minutes after a restart under load (listening on its warm-up port alone, no socket left, so some promise
// of the chain was pending with nothing that would ever settle it), and the supervisor took a never-answering
// instance for one still starting. Each step also takes the deadline's signal (the listen, every fetch and its body
// read), but the deadline does not rely on them: the steps are raced against it.
import { once } from "node:events";
import { log } from "./logger.mjs";

/** The longest a warm-up may take; the supervisor's start deadline (scripts/lib/processes.mjs HEALTH_PROBE) exceeds it. */
export const WARM_UP_DEADLINE_MS = 30_000;

/**
 * Renders `paths` on a loopback port of the app's own; resolves when they are rendered, when the deadline passes, or
 * when the warm-up fails (its port not taken, say), and never rejects: the caller listens next, warm or not.
 * @param {{ listen: (port: number, host: string) => import("node:http").Server }} app  the Express app
 * @param {string[]} paths  pages to render, each `rounds` times (SITE_WARM_PATHS, comma-separated; none by default)
 * @param {{ rounds?: number, timeoutMs?: number, deadlineMs?: number }} [options]  `timeoutMs` bounds one page,
 *   `deadlineMs` the whole warm-up
 */
export async function warmUp(app, paths, { rounds = 2, timeoutMs = 10_000, deadlineMs = WARM_UP_DEADLINE_MS } = {}) {
  if (paths.length === 0) return;
  const started = Date.now();
  /** @type {number[]} */
  const statuses = [];
  // A timer that keeps the process alive, unlike AbortSignal.timeout's: if everything else were gone (the warm-up
  // server closed by a failure), the deadline must still come and the instance go on to listen.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Error(`warm-up deadline of ${deadlineMs} ms`)), deadlineMs);
  const { signal } = deadline;
  const expired = new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
  /** @type {import("node:http").Server | undefined} */
  let server;

  async function render() {
    server = app.listen(0, "127.0.0.1");
    // Rejects on the server's "error" (its port refused) and on the deadline, not only resolves on "listening".
    await once(server, "listening", { signal });
    const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
    for (let round = 0; round < rounds && !signal.aborted; round++) {
      await Promise.all(
        paths.map(async (path) => {
          try {
            // One signal for the request and its body: the page's own time-out or the warm-up's deadline.
            const res = await fetch(`http://127.0.0.1:${port}${path}`, {
              signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
              redirect: "manual",
            });
            await res.arrayBuffer();
            statuses.push(res.status);
          } catch {
            statuses.push(0);
          }
        }),
      );
    }
  }

  try {
    const outcome = await Promise.race([render().then(() => "rendered"), expired.then(() => "expired")]);
    if (outcome === "rendered") log.info({ ms: Date.now() - started, paths, statuses }, "warmed up");
    else
      log.warn(
        { ms: Date.now() - started, deadlineMs, paths, statuses },
        "warm-up deadline reached: listening without it",
      );
  } catch (error) {
    log.warn({ err: error, ms: Date.now() - started, paths, statuses }, "warm-up failed: listening without it");
  } finally {
    clearTimeout(timer);
    // Whatever is still pending is abandoned: its requests are aborted and its connections cut.
    if (!signal.aborted) deadline.abort(new Error("warm-up over"));
    server?.closeAllConnections?.();
    server?.close();
  }
}
