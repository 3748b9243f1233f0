import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type ServerResponse } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HEALTH_PROBE, supervise, waitFor } from "../../scripts/lib/processes.mjs";
import { WARM_UP_DEADLINE_MS } from "../../server/warm-up.mjs";

describe("waiting for a server a topology starts", () => {
  it("fails at once when the server's process has died, rather than at the end of its wait", async () => {
    // A port nothing answers on: taken and released again.
    const probe = createServer().listen(0, "127.0.0.1");
    await once(probe, "listening");
    const { port } = probe.address() as { port: number };
    probe.close();
    const child = spawn(process.execPath, ["-e", "process.exit(3)"], { stdio: "ignore" });
    await once(child, "exit");

    const started = Date.now();
    await expect(waitFor(`http://127.0.0.1:${port}/health`, 60_000, { child })).rejects.toThrow(/exited \(code 3/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("the supervisor's health probes", () => {
  let signalListeners: { SIGINT: NodeJS.SignalsListener[]; SIGTERM: NodeJS.SignalsListener[] };
  let dir: string;
  beforeEach(() => {
    signalListeners = { SIGINT: process.listeners("SIGINT"), SIGTERM: process.listeners("SIGTERM") };
    dir = mkdtempSync(join(tmpdir(), "supervise-"));
    // `stop` ends the supervisor's own process, which here is the test's.
    vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    for (const signal of ["SIGINT", "SIGTERM"] as const)
      for (const listener of process.listeners(signal))
        if (!signalListeners[signal].includes(listener)) process.off(signal, listener);
    rmSync(dir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  // Short bounds; the old rule's keys (`timeoutMs`, `failures`) say what it would have done with the same probes.
  const probe = { intervalMs: 40, hungMs: 600, startMs: 400, timeoutMs: 100, failures: 3 };

  /** A supervised instance that never listens itself: its health URL is `url`, served (or not) by the test. */
  function supervised(url: string) {
    const starts = join(dir, "starts");
    const supervisor = supervise({ restartDelayMs: 20, probe });
    // Each instance writes its process id as it starts: a shell, which starts in a few milliseconds however loaded the
    // machine is, where Node could still be starting when the deadline kills it.
    const child = supervisor.run(
      "/bin/sh",
      ["-c", 'echo $$ >> "$STARTS"; exec sleep 30'],
      "site 1",
      { ...process.env, STARTS: starts },
      { restart: true, health: url },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once("exit", (_code, signal) => resolve(signal)),
    );
    /** Whether an instance other than the first has run. */
    const restarted = () =>
      existsSync(starts) &&
      readFileSync(starts, "utf8")
        .split("\n")
        .some((pid) => pid !== "" && pid !== String(child.pid));
    return { supervisor, child, exited, restarted };
  }

  /** A server on a port of its own, its handler replaceable; `close` ends it and every connection. */
  async function healthServer() {
    const state = { answered: 0, handler: (res: ServerResponse) => void res.end("ok\n") };
    const server = createHttpServer((_req, res) => {
      res.once("finish", () => state.answered++);
      state.handler(res);
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as { port: number };
    return {
      url: `http://127.0.0.1:${port}/__health`,
      state,
      close: () => {
        server.closeAllConnections();
        server.close();
      },
    };
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Polls `done` until it holds; the cap only ends a failing test, for a loaded machine can take a while. */
  async function until(done: () => boolean, what: string) {
    const deadline = Date.now() + 10_000;
    while (!done() && Date.now() < deadline) await sleep(20);
    expect(done(), what).toBe(true);
  }
  const exitWithin = (exited: Promise<NodeJS.Signals | null>) =>
    Promise.race([exited, sleep(10_000).then(() => "still running")]);

  it.each([
    ["refuses every connection (never listens: the warm-up hang)", "refused"],
    ["accepts connections and never answers", "silent"],
  ])(
    "kills and starts again an instance that %s past its start deadline",
    async (_what, kind) => {
      const server = await healthServer();
      server.state.handler = () => {};
      if (kind === "refused") server.close();
      const { supervisor, exited, restarted } = supervised(server.url);
      try {
        expect(await exitWithin(exited)).toBe("SIGKILL");
        await until(restarted, "another instance started");
      } finally {
        await supervisor.stop();
        server.close();
      }
    },
    25_000,
  );

  it("leaves alone an instance that answers its probes late (busy, not stuck)", async () => {
    const server = await healthServer();
    const { supervisor, child, restarted } = supervised(server.url);
    try {
      await until(() => server.state.answered > 0, "a probe answered");
      // Each answer takes twice the old rule's time-out, within `hungMs`.
      server.state.handler = (res) => void setTimeout(() => res.end("ok\n"), 200);
      await sleep(700);
      expect(child.exitCode).toBeNull();
      expect(child.signalCode).toBeNull();
      expect(restarted()).toBe(false);
    } finally {
      await supervisor.stop();
      server.close();
    }
  }, 15_000);

  it("kills an instance that answered and then answers nothing", async () => {
    const server = await healthServer();
    const { supervisor, exited } = supervised(server.url);
    try {
      await until(() => server.state.answered > 0, "a probe answered");
      server.state.handler = () => {};
      expect(await exitWithin(exited)).toBe("SIGKILL");
    } finally {
      await supervisor.stop();
      server.close();
    }
  }, 25_000);

  it("leaves alone an instance that answered and then refuses connections (draining), past every bound", async () => {
    const server = await healthServer();
    const { supervisor, child } = supervised(server.url);
    try {
      await until(() => server.state.answered > 0, "a probe answered");
      server.close();
      await sleep(800);
      expect(child.exitCode).toBeNull();
      expect(child.signalCode).toBeNull();
    } finally {
      await supervisor.stop();
    }
  }, 15_000);

  it("kills a hung instance inside the edge's retry window (proxy_next_upstream_timeout 12s)", () => {
    // The requests it holds are reset by the kill and retried on another instance only within the window.
    expect(HEALTH_PROBE.hungMs + HEALTH_PROBE.intervalMs).toBeLessThanOrEqual(8000);
  });

  it("allows the warm-up's whole deadline, and a margin, before calling a start hung", () => {
    expect(HEALTH_PROBE.startMs).toBeGreaterThanOrEqual(WARM_UP_DEADLINE_MS + 15_000);
  });
});
