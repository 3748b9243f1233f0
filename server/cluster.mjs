// One site instance on every core: a primary process that forks SITE_WORKERS copies of server.mjs sharing one port
// (Node's cluster module; the primary accepts connections and hands them round-robin to the workers). A page is
// rendered on one core: a single Node process left the second core of a two-core machine to the garbage collector's
// helpers. Workers keep nothing between requests that another worker or instance could not rebuild (DESIGN §6a:
// the instances are stateless), so any worker may answer any request.
//
// A worker that dies after it listened is replaced; one that dies before it listened (a malformed variable, a missing
// build) stops the instance with its exit code, as a single process would. SIGINT/SIGTERM stop the workers
// (each closes its server gracefully) and then the primary. Started by scripts/lib/site-node.mjs when SITE_WORKERS > 1.
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import { siteWorkerCount } from "./workers.mjs";

const STOP_GRACE_MS = 5000;

function runPrimary(count = siteWorkerCount()) {
  cluster.setupPrimary({ exec: fileURLToPath(new URL("../server.mjs", import.meta.url)) });
  const listened = new WeakSet();
  let stopping = false;
  let exitCode = 0;
  let announced = false;

  // A worker knows it is one of `count`: it takes its share of the instance's cache budget (config.server.ts).
  const fork = () => cluster.fork({ SITE_WORKER: "1", SITE_WORKERS: String(count) });

  cluster.on("listening", (worker, address) => {
    listened.add(worker);
    const all = Object.values(cluster.workers ?? {});
    if (!announced && all.length === count && all.every((w) => w && listened.has(w))) {
      announced = true;
      console.log(`Valuvo listening on http://localhost:${address.port} (${count} workers)`);
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!listened.has(worker)) {
      // It never served: every replacement would fail the same way.
      console.error(`A site worker failed to start (${signal ?? code}); stopping.`);
      stop(code || 1);
      return;
    }
    console.error(`A site worker exited (${signal ?? code}); starting another.`);
    fork();
  });

  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker?.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(exitCode);
    }, STOP_GRACE_MS).unref();
  }

  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));
  for (let i = 0; i < count; i++) fork();
}

if (cluster.isPrimary && import.meta.url === `file://${process.argv[1]}`) runPrimary();
