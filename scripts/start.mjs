// `npm start`: the production site on PORT (default 3000) with the embedded catalog beside it on CATALOG_PORT
// (default 4010), unless UPSTREAM_BASE_URL points at real services. Ctrl-C stops both.
import { existsSync } from "node:fs";
import { supervise, waitFor } from "./lib/processes.mjs";
import { siteNodeArgs } from "./lib/site-node.mjs";

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
const { run } = supervise();

if (!existsSync("build/index.js")) {
  console.error("No production build: run `npm run build` first (npm start does this for you).");
  process.exit(1);
}

if (!process.env.UPSTREAM_BASE_URL) {
  const port = env.CATALOG_PORT ?? "4010";
  run(process.execPath, ["--import", "tsx", "catalog/main.ts"], "catalog", env);
  // The first start builds the catalog database from its seed.
  await waitFor(`http://127.0.0.1:${port}/health`, 180_000);
}
run(process.execPath, siteNodeArgs(env), "site", env);
