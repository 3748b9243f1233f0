import { type ChildProcess, spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { processTree } from "../../scripts/lib/process-tree.mjs";
import { siteNodeArgs } from "../../scripts/lib/site-node.mjs";
import { CATALOG_URL } from "./fixtures";

/**
 * server/cluster.mjs: one site instance on every core. Started as `npm start` starts it (scripts/lib/site-node.mjs),
 * against the catalog the browser tests run, on a port of its own.
 */
// A port no other spec uses (the fault matrix has the suite's port + 92, the startup checks + 81): specs run side by
// side, and so do runs of the suite on other ports (E2E_SITE_PORT).
const PORT = Number(process.env.E2E_SITE_PORT ?? 3100) + 89;
const ORIGIN = `http://127.0.0.1:${PORT}`;

function startInstance(env: Record<string, string>, { ownGroup = false } = {}) {
  const child = spawn(process.execPath, siteNodeArgs({ ...process.env, ...env }), {
    env: { ...process.env, PORT: String(PORT), NODE_ENV: "production", UPSTREAM_BASE_URL: CATALOG_URL, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // A process group of its own, as a terminal gives `npm start`: Ctrl-C signals every process in it.
    detached: ownGroup,
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const workersOf = (child: ChildProcess) => processTree(child.pid!).slice(1);

async function stop(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode === null) child.kill("SIGTERM");
  return exited;
}

test.describe("a site instance with two workers", () => {
  test.describe.configure({ mode: "serial" });

  test("serves one port from two processes, replaces a worker that dies, and stops whole on SIGTERM", async () => {
    const { child, exited, output } = startInstance({ SITE_WORKERS: "2" });
    try {
      await expect.poll(output, { timeout: 30_000 }).toContain(`listening on http://localhost:${PORT} (2 workers)`);
      expect(workersOf(child)).toHaveLength(2);
      // Two requests at once: both answered, by whichever worker the primary hands each connection to.
      const pages = await Promise.all([fetch(`${ORIGIN}/about-valuvo`), fetch(`${ORIGIN}/local/cities`)]);
      expect(pages.map((r) => r.status)).toEqual([200, 200]);

      const [first] = workersOf(child);
      process.kill(Number(first), "SIGKILL");
      await expect.poll(() => workersOf(child).filter((pid) => pid !== first).length, { timeout: 15_000 }).toBe(2);
      await expect.poll(output).toContain("A site worker exited (SIGKILL); starting another.");
      await expect.poll(async () => (await fetch(`${ORIGIN}/about-valuvo`)).status, { timeout: 15_000 }).toBe(200);

      const workers = workersOf(child);
      expect(await stop(child, exited)).toBe(0);
      for (const pid of workers) expect(() => process.kill(Number(pid), 0)).toThrow();
    } finally {
      await stop(child, exited);
    }
  });

  test("stops whole on Ctrl-C, which reaches the primary and every worker at once, without starting another", async () => {
    const { child, exited, output } = startInstance({ SITE_WORKERS: "2" }, { ownGroup: true });
    try {
      await expect.poll(output, { timeout: 30_000 }).toContain("(2 workers)");
      const workers = workersOf(child);
      process.kill(-child.pid!, "SIGINT");
      expect(await exited).toBe(0);
      expect(output()).not.toContain("starting another");
      for (const pid of workers) expect(() => process.kill(Number(pid), 0)).toThrow();
    } finally {
      await stop(child, exited);
    }
  });

  test("stops with the failing worker's message when a worker cannot start", async () => {
    const { child, exited, output } = startInstance({ SITE_WORKERS: "2", UPSTREAM_TIMEOUT_MS: "abc" });
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    const code = await exited;
    clearTimeout(timer);
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output()).toContain("UPSTREAM_TIMEOUT_MS");
    expect(output()).toContain("A site worker failed to start");
    expect(output()).not.toMatch(/listening/i);
  });
});
