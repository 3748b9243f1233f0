// How many processes one site instance runs (server/cluster.mjs), read from SITE_WORKERS.
/**
 * SITE_WORKERS, or one: an instance is one process and a deployment scales by instances (DESIGN §10); a machine
 * that runs one instance on several cores sets SITE_WORKERS. A malformed value stops the start.
 * @param {Record<string, string | undefined>} [env]
 */
export function siteWorkerCount(env = process.env) {
  const raw = env.SITE_WORKERS;
  if (raw === undefined || raw === "") return 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`SITE_WORKERS must be a whole number from 1 to 64 (got "${raw}").`);
  }
  return count;
}
