// Child processes of the start scripts (`npm start`, `npm run start:edge`), the edge tests and the benchmark:
// spawn, wait until a URL answers, and stop them all with SIGTERM (SIGKILL for one that ignores it).
import { spawn } from "node:child_process";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const isRunning = (child) => child.exitCode === null && child.signalCode === null;

/** A set of children; `stopAll` ends the running ones and resolves when they are gone (at most `graceMs`). */
export function createChildren() {
  const children = [];

  /**
   * @param {string} cmd
   * @param {string[]} args
   * @param {{ name?: string, env?: NodeJS.ProcessEnv, stdio?: import("node:child_process").StdioOptions,
   *           onExit?: (name: string, code: number | null, signal: NodeJS.Signals | null) => void, cwd?: string }} [options]
   * @returns {import("node:child_process").ChildProcess}
   */
  function spawnChild(cmd, args, { name, env = process.env, stdio = "inherit", onExit, cwd } = {}) {
    const child = spawn(cmd, args, { env, stdio, cwd });
    child.on("exit", (code, signal) => onExit?.(name ?? cmd, code, signal));
    children.push(child);
    return child;
  }

  async function stopChild(child, graceMs = 4000) {
    if (!isRunning(child)) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await Promise.race([exited, sleep(graceMs)]);
    if (isRunning(child)) child.kill("SIGKILL");
  }

  async function stopAll(graceMs = 4000) {
    await Promise.all(children.map((child) => stopChild(child, graceMs)));
  }

  /** Synchronous SIGTERM to every running child, for `process.on("exit")`, where nothing can be awaited. */
  function killAll() {
    for (const child of children) if (isRunning(child)) child.kill("SIGTERM");
  }

  return { spawnChild, stopChild, stopAll, killAll };
}

/**
 * How a supervised instance's health is probed: a request the supervisor makes straight to the instance's own port,
 * which no client can reach or shape (a site instance's is server/health.mjs's HEALTH_PATH). An instance that answered once and then fails `failures` probes in a row (no
 * answer within `timeoutMs`, or an error status) is hung: it is killed, and started again like one that died.
 */
export const HEALTH_PROBE = { intervalMs: 2000, timeoutMs: 2000, failures: 3 };

/**
 * For a script that runs a topology until Ctrl-C: SIGINT/SIGTERM stop every child. `run` spawns a supervised child:
 * one started with `{ restart: true }` (a site instance, which the edge in front can do without for a moment) is
 * started again when it exits on its own, after a pause that grows while it keeps failing, and, given a `health`
 * URL, when it stops answering it (HEALTH_PROBE); any other child exiting stops them all (a topology without its
 * edge or catalog is worse than none).
 */
export function supervise({ restartDelayMs = 500, maxRestartDelayMs = 10_000, probe = HEALTH_PROBE } = {}) {
  const { spawnChild, stopAll } = createChildren();
  let stopping = false;

  async function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    await stopAll();
    process.exit(code);
  }

  /** Probes `child` at `url` until it exits; kills it once it has answered and then fails enough probes in a row. */
  function watchHealth(child, name, url) {
    let answered = false;
    let failed = 0;
    const timer = setInterval(async () => {
      let healthy = false;
      let listening = true;
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(probe.timeoutMs) });
        await res.arrayBuffer();
        healthy = res.ok;
      } catch (error) {
        // No answer in time (hung), or a refused connection: an instance that has closed its port is draining
        // (a rolling deploy, SIGTERM) and exits on its own within its bound; it is not hung.
        listening = /** @type {any} */ (error)?.cause?.code !== "ECONNREFUSED";
      }
      if (stopping || child.exitCode !== null || child.signalCode !== null || !listening) return;
      if (healthy) {
        answered = true;
        failed = 0;
        return;
      }
      // Still starting: it has never answered yet.
      if (!answered || ++failed < probe.failures) return;
      console.error(`${name} failed ${failed} health probes in a row; starting it again.`);
      clearInterval(timer);
      child.kill("SIGKILL");
    }, probe.intervalMs);
    timer.unref?.();
    child.once("exit", () => clearInterval(timer));
  }

  function run(cmd, args, name, env = process.env, { restart = false, health } = {}) {
    let delay = restartDelayMs;
    const start = () => {
      const startedAt = Date.now();
      const child = spawnChild(cmd, args, {
        name,
        env,
        onExit: (_name, code, signal) => {
          if (stopping) return;
          if (!restart) {
            console.error(`${name} exited (${signal ?? code}); stopping.`);
            void stop(code ?? 1);
            return;
          }
          // A child that ran a while before failing starts again at once; one that keeps failing waits longer.
          delay = Date.now() - startedAt > 30_000 ? restartDelayMs : Math.min(delay * 2, maxRestartDelayMs);
          console.error(`${name} exited (${signal ?? code}); starting it again in ${delay} ms.`);
          // Not unref'd: the restart is what keeps a supervisor of instances alone (`start:sites`) running.
          setTimeout(() => stopping || start(), delay);
        },
      });
      if (restart && health) watchHealth(child, name, health);
      return child;
    };
    return start();
  }

  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  return { run, spawnChild, stop };
}

/**
 * Resolves when `url` answers 2xx (or, with `redirects`, a redirect, not followed: an edge whose plain port only
 * sends visitors to HTTPS); throws after `ms`, or as soon as `child`, the process meant to answer, has exited.
 * @param {string} url
 * @param {number} ms
 * @param {{ redirects?: boolean, child?: import("node:child_process").ChildProcess | null }} [options]
 */
export async function waitFor(url, ms, { redirects = false, child } = {}) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    // A server that died starting (its port taken, say) will never answer: say so now, not when the wait runs out.
    if (child && !isRunning(child)) {
      throw new Error(
        `${url}: its process exited (code ${child.exitCode}, signal ${child.signalCode}) before answering`,
      );
    }
    try {
      const res = await fetch(url, { redirect: redirects ? "manual" : "follow" });
      await res.arrayBuffer();
      if (res.ok || (redirects && res.status >= 300 && res.status < 400)) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}
