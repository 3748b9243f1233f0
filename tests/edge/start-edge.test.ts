// `npm run start:edge` itself, from its own script: a site instance that dies is started again while nginx serves.
import { spawn } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { waitFor } from "../../scripts/lib/processes.mjs";
import { filePorts, testPrefix } from "./support";

// The script under test starts a topology of its own.
const { edge: START_EDGE_PORT, sites: START_SITE_PORTS, catalog: START_CATALOG_PORT } = filePorts(40);

describe("npm run start:edge", () => {
  /** `/proc`'s text, or null for a process that exited while it was being read (the supervisor replaces them). */
  function procText(path: string): string | null {
    try {
      return readFileSync(path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ESRCH" || (error as NodeJS.ErrnoException).code === "ENOENT")
        return null;
      throw error;
    }
  }

  /** The living direct children of a process (Linux /proc), with their environment. */
  function childrenOf(pid: number): Array<{ pid: number; env: string }> {
    const found: Array<{ pid: number; env: string }> = [];
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      for (const child of (procText(`/proc/${pid}/task/${task}/children`) ?? "").trim().split(/\s+/).filter(Boolean)) {
        const env = procText(`/proc/${child}/environ`);
        if (env !== null) found.push({ pid: Number(child), env });
      }
    }
    return found;
  }

  it("starts a site instance again when it dies or hangs, while nginx keeps serving", async () => {
    const edge = `http://127.0.0.1:${START_EDGE_PORT}`;
    const topology = spawn(process.execPath, ["scripts/start-edge.mjs"], {
      env: {
        ...process.env,
        EDGE_PORT: String(START_EDGE_PORT),
        EDGE_SITE_PORTS: START_SITE_PORTS.join(","),
        CATALOG_PORT: String(START_CATALOG_PORT),
        // This worker's own folder, not the .cache/edge of a developer's `npm run start:edge`.
        EDGE_PREFIX: testPrefix("start-edge"),
      },
      stdio: ["ignore", "ignore", "ignore"],
    });
    const exited = new Promise((resolve) => topology.once("exit", resolve));
    try {
      await waitFor(`${edge}/favicon.ico`, 120_000);
      const site = childrenOf(topology.pid!).find((c) => c.env.split("\0").includes(`PORT=${START_SITE_PORTS[0]}`));
      expect(site, "the first site instance among start-edge's children").toBeDefined();
      process.kill(site!.pid, "SIGKILL");
      // The other instance answers meanwhile.
      for (let i = 0; i < 4; i++) expect((await fetch(`${edge}/coupon-codes?restart=${i}`)).status).toBe(200);
      await waitFor(`http://127.0.0.1:${START_SITE_PORTS[0]}/favicon.ico`, 30_000);
      expect(topology.exitCode).toBeNull();
      const again = childrenOf(topology.pid!).find((c) => c.env.split("\0").includes(`PORT=${START_SITE_PORTS[0]}`));
      expect(again?.pid).not.toBe(site!.pid);
      expect((await fetch(`${edge}/coupon-codes?restart=after`)).status).toBe(200);

      // A hung instance (stopped: its port still accepts connections, nothing answers) fails the supervisor's health
      // probes, which no client controls, and is started again; visitors it held are answered by the other.
      const hung = childrenOf(topology.pid!).find((c) => c.env.split("\0").includes(`PORT=${START_SITE_PORTS[1]}`));
      expect(hung, "the second site instance among start-edge's children").toBeDefined();
      process.kill(hung!.pid, "SIGSTOP");
      const held = Array.from({ length: 4 }, (_, i) =>
        fetch(`${edge}/coupon-codes?hung=${i}`, { signal: AbortSignal.timeout(30_000) }).then(
          (r) => r.status,
          (error: unknown) => String(error),
        ),
      );
      const deadline = Date.now() + 30_000;
      let restarted: { pid: number } | undefined;
      while (!restarted && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 500));
        restarted = childrenOf(topology.pid!).find(
          (c) => c.pid !== hung!.pid && c.env.split("\0").includes(`PORT=${START_SITE_PORTS[1]}`),
        );
      }
      expect(restarted, "a new second instance").toBeDefined();
      expect(await Promise.all(held)).toEqual([200, 200, 200, 200]);
      await waitFor(`http://127.0.0.1:${START_SITE_PORTS[1]}/favicon.ico`, 30_000);
      expect(topology.exitCode).toBeNull();
    } finally {
      topology.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
      if (topology.exitCode === null) topology.kill("SIGKILL");
    }
  }, 240_000);
});
