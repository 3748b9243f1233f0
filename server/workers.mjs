// How many processes one site instance runs (server/cluster.mjs), read from SITE_WORKERS.
import { availableParallelism } from "node:os";

/**
 * SITE_WORKERS, or one worker per core the machine gives this process; a malformed value stops the start.
 * @param {Record<string, string | undefined>} [env]
 */
export function siteWorkerCount(env = process.env) {
  const raw = env.SITE_WORKERS;
  if (raw === undefined || raw === "") return availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`SITE_WORKERS must be a whole number from 1 to 64 (got "${raw}").`);
  }
  return count;
}
