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
 * One production site instance on `port` against the catalog at `upstream`, started as `npm start` starts it
 * (scripts/lib/site-node.mjs), as one of `children`; resolves when it answers.
 */
export async function startSiteInstance(children, { port, upstream, ms = 120_000 }) {
  const site = `http://127.0.0.1:${port}`;
  const siteProcess = children.spawnChild(process.execPath, siteNodeArgs(), {
    name: "site",
    env: { ...process.env, PORT: String(port), NODE_ENV: "production", UPSTREAM_BASE_URL: upstream },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`${site}/favicon.ico`, ms);
  return { site, siteProcess };
}

/**
 * Starts the catalog, then the site against it (`startSiteInstance`), and resolves when both answer. `stopAll` (also
 * run on exit and Ctrl-C) ends them.
 */
export async function startMeasuredSite({ catalogPort, sitePort, ms = 120_000 }) {
  requireBuild();
  const children = createChildren();
  const stopAll = children.killAll;
  process.on("exit", stopAll);
  process.on("SIGINT", () => process.exit(130));
  const catalog = `http://127.0.0.1:${catalogPort}`;
  children.spawnChild(process.execPath, ["--import", "tsx", "catalog/main.ts"], {
    env: { ...process.env, CATALOG_PORT: String(catalogPort), CATALOG_TEST_MODE: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`${catalog}/health`, ms);
  const { site, siteProcess } = await startSiteInstance(children, { port: sitePort, upstream: catalog, ms });
  return { catalog, site, siteProcess, stopAll };
}
