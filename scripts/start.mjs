// `npm start`: the production site on PORT (default 3000) with the embedded catalog beside it on CATALOG_PORT
// (default 4010), unless UPSTREAM_BASE_URL points at real services. Ctrl-C stops both.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
const children = [];

function run(cmd, args, name) {
  const child = spawn(cmd, args, { env, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 4000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on("exit", r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

async function waitFor(url, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

if (!existsSync("build/index.js")) {
  console.error("No production build: run `npm run build` first (npm start does this for you).");
  process.exit(1);
}

if (!process.env.UPSTREAM_BASE_URL) {
  const port = env.CATALOG_PORT ?? "4010";
  run(process.execPath, ["--import", "tsx", "catalog/main.ts"], "catalog");
  // The first start builds the catalog database from its seed.
  await waitFor(`http://127.0.0.1:${port}/health`, 180_000);
}
run(process.execPath, ["server.mjs"], "site");
