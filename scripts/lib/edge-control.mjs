// What a rolling deploy asks of the edge on this host: take one instance out of the rotation before it drains, and
// put it back once its replacement is healthy. Closing an instance's port is not enough by itself: a connection
// the kernel had already accepted for it, whose request the instance had not read yet, is reset when the port
// closes, and nginx never retries a form post or a beacon that was sent (it may have been acted on). With the
// instance marked `down` in the rendered configuration and nginx reloaded (its old workers finish what they hold,
// the new ones send the instance nothing), no request is on its way when it drains.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatSiteAddress } from "../../deploy/edge/site-addresses.mjs";
import escapeStringRegexp from "escape-string-regexp";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a reload's old workers are given to finish what they hold before the instance drains. */
export const RELOAD_SETTLE_MS = 1500;

/**
 * The edge whose prefix (EDGE_PREFIX) is given, when it runs on this host: its rendered configuration and master
 * process. Null when there is none (instances behind edges elsewhere: deploy/README.md).
 * @param {string} prefix
 */
export function localEdge(prefix) {
  const conf = join(prefix, "nginx.conf");
  const pidFile = join(prefix, "nginx.pid");
  if (!existsSync(conf) || !existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, "utf8").trim());
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  return {
    /**
     * Marks the instance down (or up again) and reloads nginx; resolves once the old workers have had their time.
     * @param {import("../../deploy/edge/site-addresses.mjs").SiteAddress} address
     * @param {boolean} down
     */
    async setDown(address, down) {
      const server = `server ${formatSiteAddress(address)} max_fails=0`;
      const text = readFileSync(conf, "utf8");
      const line = new RegExp(`${escapeStringRegexp(server)}(?: down)?;`);
      if (!line.test(text)) throw new Error(`${formatSiteAddress(address)} is not in ${conf}`);
      writeFileSync(conf, text.replace(line, `${server}${down ? " down" : ""};`));
      process.kill(pid, "SIGHUP");
      await sleep(RELOAD_SETTLE_MS);
    },
  };
}
