// The catalog (test mode) and one production site instance that a measuring script (`npm run bench`,
// `bench:memory`, `lighthouse`) starts on its own ports and ends when the script ends, however it ends.
import { existsSync } from "node:fs";
import { createChildren, waitFor } from "./processes.mjs";
import { siteNodeArgs } from "./site-node.mjs";

/** Exits the script when there is no production build to measure. */
export function requireBuild() {
  if (!existsSync("build/index.js")) {
    console.error("No build found: run `npm run build` first.");
    process.exit(1);
  }
}

/**
 * Starts the catalog, then the site against it, started as `npm start` starts it (scripts/lib/site-node.mjs), and
 * resolves when both answer. `stopAll` (also run on exit and Ctrl-C) ends them.
 */
export async function startMeasuredSite({ catalogPort, sitePort, ms = 120_000 }) {
  requireBuild();
  const children = createChildren();
  const stopAll = children.killAll;
  process.on("exit", stopAll);
  process.on("SIGINT", () => process.exit(130));
  const start = (args, env) =>
    children.spawnChild(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  const catalog = `http://127.0.0.1:${catalogPort}`;
  const site = `http://127.0.0.1:${sitePort}`;
  start(["--import", "tsx", "catalog/main.ts"], { CATALOG_PORT: String(catalogPort), CATALOG_TEST_MODE: "1" });
  await waitFor(`${catalog}/health`, ms);
  const siteProcess = start(siteNodeArgs(), { PORT: String(sitePort), NODE_ENV: "production", UPSTREAM_BASE_URL: catalog });
  await waitFor(`${site}/favicon.ico`, ms);
  return { catalog, site, siteProcess, stopAll };
}
