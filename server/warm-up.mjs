// A new instance renders a few pages before it takes its first visitor: the first renders of a fresh process (code
// not yet compiled by V8, the upstream caches empty) cost several times a warm one's, and under a rolling deploy
// they landed on visitors (p99 ~2.7× its level). The pages are asked of the instance itself on a loopback port of
// its own, before it listens on the address the edge knows, so the edge goes on sending to the others meanwhile.
import { once } from "node:events";
import { log } from "./logger.mjs";

/**
 * @param {import("express").Express} app
 * @param {string[]} paths  pages to render, each `rounds` times (SITE_WARM_PATHS, comma-separated; none by default)
 */
export async function warmUp(app, paths, { rounds = 2, timeoutMs = 10_000 } = {}) {
  if (paths.length === 0) return;
  const started = Date.now();
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  const statuses = [];
  try {
    for (let round = 0; round < rounds; round++) {
      await Promise.all(
        paths.map((path) =>
          fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(timeoutMs), redirect: "manual" })
            .then(async (res) => {
              await res.arrayBuffer();
              statuses.push(res.status);
            })
            .catch(() => statuses.push(0)),
        ),
      );
    }
  } finally {
    server.closeAllConnections();
    server.close();
  }
  log.info({ ms: Date.now() - started, paths, statuses }, "warmed up");
}
