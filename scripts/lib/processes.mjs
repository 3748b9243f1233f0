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
 * which no client can reach or shape (a site instance's is server/health.mjs's HEALTH_PATH), every `intervalMs`.
 * An instance is hung, and is killed and started again like one that died, when:
 * - it has answered before, and then no probe has been answered for `hungMs`. A late answer is an answer: an
 *   instance whose event loop is busy (CPU saturated by a flood) but turning answers its probes seconds late, and
 *   is alive. Killing it (the earlier rule: three probes in a row unanswered within 2 s) turned overload into 502s
 *   and a cold restart, and moved its load onto the others, which then failed their probes too (both instances
 *   killed under one address's flood). What no probe reaches for `hungMs` is stuck: stopped, in an endless loop, or
 *   deadlocked.
 *   `hungMs` plus a probe interval (≤ 8 s) must stay within the edge's retry window (proxy_next_upstream_timeout
 *   12s, decision 048): the reset of the requests a hung instance holds is retried on another only inside it.
 *   A refused connection is not counted against it: an instance that has closed its port is draining (a rolling
 *   deploy, SIGTERM) and exits on its own within its bound.
 * - it has never answered `startMs` after it was started, refused or not: starting (loading the build, the
 *   warm-up's pages, bounded by server/warm-up.mjs WARM_UP_DEADLINE_MS = 30 s) took far longer than it can, so it
 *   is stuck starting (an instance once sat in warm-up for minutes, never listening on its port).
 * A probe waits at most `hungMs` for its answer, so a late one still counts.
 */
export const HEALTH_PROBE = { intervalMs: 2000, hungMs: 6000, startMs: 60_000 };

/**
 * For a script that runs a topology until Ctrl-C: SIGINT/SIGTERM stop every child. `run` spawns a supervised child:
 * one started with `{ restart: true }` (a site instance, which the edge in front can do without for a moment) is
 * started again when it exits on its own, after a pause that grows while it keeps failing, and, given a `health`
 * URL, when it is hung (HEALTH_PROBE); any other child exiting stops them all (a topology without its edge or
 * catalog is worse than none).
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

  /**
   * Probes `child` at `url` until it exits, and kills it when it is hung (HEALTH_PROBE). The returned state says
   * whether it ever answered.
   */
  function watchHealth(child, name, url) {
    const startedAt = Date.now();
    const state = { answered: false };
    let answeredAt = 0;
    let refused = false;
    const probeOnce = async () => {
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(probe.hungMs) });
        await res.arrayBuffer();
        if (res.ok) {
          state.answered = true;
          answeredAt = Date.now();
        }
        refused = false;
      } catch (error) {
        refused = /** @type {any} */ (error)?.cause?.code === "ECONNREFUSED";
      }
    };
    const timer = setInterval(() => {
      if (stopping || !isRunning(child)) return;
      const silentMs = Date.now() - (state.answered ? answeredAt : startedAt);
      const hung = state.answered ? silentMs > probe.hungMs && !refused : silentMs > probe.startMs;
      if (!hung) {
        void probeOnce();
        return;
      }
      console.error(
        state.answered
          ? `${name} answered no health probe for ${silentMs} ms; starting it again.`
          : `${name} did not answer a health probe within ${silentMs} ms of its start; starting it again.`,
      );
      clearInterval(timer);
      child.kill("SIGKILL");
    }, probe.intervalMs);
    timer.unref?.();
    child.once("exit", () => clearInterval(timer));
    return state;
  }

  /**
   * @param {string} cmd
   * @param {string[]} args
   * @param {string} name
   * @param {NodeJS.ProcessEnv} [env]
   * @param {{ restart?: boolean, health?: string }} [options]
   */
  function run(cmd, args, name, env = process.env, { restart = false, health } = {}) {
    let delay = restartDelayMs;
    const start = () => {
      const startedAt = Date.now();
      /** @type {{ answered: boolean } | undefined} */
      let watched;
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
          // A child that ran a while before failing starts again at once; one that keeps failing (or, probed, never
          // answered: one stuck starting) waits longer.
          const ranWell = Date.now() - startedAt > 30_000 && (watched === undefined || watched.answered);
          delay = ranWell ? restartDelayMs : Math.min(delay * 2, maxRestartDelayMs);
          console.error(`${name} exited (${signal ?? code}); starting it again in ${delay} ms.`);
          // Not unref'd: the restart is what keeps a supervisor of instances alone (`start:sites`) running.
          setTimeout(() => stopping || start(), delay);
        },
      });
      if (restart && health) watched = watchHealth(child, name, health);
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
