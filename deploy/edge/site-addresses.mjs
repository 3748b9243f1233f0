// The site instances behind the edge: read once, from EDGE_SITE_ADDRESSES (any number of `host:port`, on any
// hosts) or its one-machine shorthand EDGE_SITE_PORTS (ports on 127.0.0.1), and rendered into nginx's upstream.
// `npm run start:edge`, `npm run deploy:rolling` and render-config.mjs all read the instances through this module.
import { isIP } from "node:net";

/** Where the instances are when neither variable is set: two on this machine. */
export const DEFAULT_SITE_PORTS = "3001,3002";

const EXAMPLE = "e.g. 10.0.0.5:3000 or [2001:db8::5]:3000";

/**
 * @typedef {{ host: string, port: number }} SiteAddress
 *   `host` is an IPv4 or IPv6 address, without brackets.
 */

/**
 * Why one EDGE_SITE_ADDRESSES entry cannot be used (a sentence naming it), or null when it can: an IPv4 address or
 * an IPv6 address in brackets, then `:` and a port from 1 to 65535. Names are refused: nginx would resolve one once,
 * at start, and keep that answer for as long as it runs.
 * @param {string} entry
 */
export function siteAddressProblem(entry) {
  if (entry === "") return `EDGE_SITE_ADDRESSES: an entry is empty (${EXAMPLE}, separated by commas)`;
  const match = /^(?:\[([^\]]*)\]|([^:[\]]*)):([^:]*)$/.exec(entry);
  if (!match) return `EDGE_SITE_ADDRESSES: "${entry}" is not host:port (an IPv6 address goes in brackets: ${EXAMPLE})`;
  const [, bracketed, plain, port] = match;
  if (bracketed !== undefined && (isIP(bracketed) !== 6 || bracketed.includes("%")))
    return `EDGE_SITE_ADDRESSES: "${entry}" has no IPv6 address in its brackets (without a zone; ${EXAMPLE})`;
  if (plain !== undefined && isIP(plain) !== 4)
    return `EDGE_SITE_ADDRESSES: "${entry}" names no IPv4 address (a host name is not accepted: give its address; ${EXAMPLE})`;
  if (!/^[1-9]\d{0,4}$/.test(port ?? "") || Number(port) > 65535)
    return `EDGE_SITE_ADDRESSES: "${entry}" has no valid port (1–65535)`;
  return null;
}

/**
 * The addresses of a comma-separated list (spaces around entries allowed); throws an Error naming the first entry
 * that cannot be used, or one named twice (nginx would send it twice the share of the others).
 * @param {string} list
 * @returns {SiteAddress[]}
 */
export function parseSiteAddresses(list) {
  const entries = list.split(",").map((entry) => entry.trim());
  if (entries.length === 1 && entries[0] === "")
    throw new Error(`EDGE_SITE_ADDRESSES names no instance (${EXAMPLE}, separated by commas)`);
  const seen = new Set();
  return entries.map((entry) => {
    const problem = siteAddressProblem(entry);
    if (problem) throw new Error(problem);
    const address = addressOf(entry);
    const key = formatSiteAddress(address);
    if (seen.has(key)) throw new Error(`EDGE_SITE_ADDRESSES: "${entry}" is named twice`);
    seen.add(key);
    return address;
  });
}

/**
 * EDGE_SITE_PORTS: ports of instances on this machine's loopback, comma-separated.
 * @param {string} list
 * @returns {SiteAddress[]}
 */
export function parseSitePorts(list) {
  const entries = list.split(",").map((entry) => entry.trim());
  const seen = new Set();
  return entries.map((entry) => {
    if (!/^[1-9]\d{0,4}$/.test(entry) || Number(entry) > 65535)
      throw new Error(`EDGE_SITE_PORTS: "${entry}" is not a port (1–65535; e.g. 3001,3002)`);
    if (seen.has(entry)) throw new Error(`EDGE_SITE_PORTS: "${entry}" is named twice`);
    seen.add(entry);
    return { host: "127.0.0.1", port: Number(entry) };
  });
}

/**
 * The instances the environment names: EDGE_SITE_ADDRESSES when it is set (EDGE_SITE_PORTS is then not read),
 * else EDGE_SITE_PORTS on 127.0.0.1, else DEFAULT_SITE_PORTS. `local` says the instances are this machine's own
 * ports (the shorthand), which `start:edge` starts itself.
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ addresses: SiteAddress[], local: boolean }}
 */
export function siteAddressesFromEnv(env = process.env) {
  if (env.EDGE_SITE_ADDRESSES !== undefined && env.EDGE_SITE_ADDRESSES.trim() !== "")
    return { addresses: parseSiteAddresses(env.EDGE_SITE_ADDRESSES), local: false };
  return { addresses: parseSitePorts(env.EDGE_SITE_PORTS || DEFAULT_SITE_PORTS), local: true };
}

/** `host:port`, an IPv6 host in brackets: the form nginx and URLs take. */
export function formatSiteAddress({ host, port }) {
  return `${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}

/**
 * The `server` lines of nginx's `upstream site` (deploy/edge/nginx.conf.template). Each address is checked again
 * here, so nothing but an address and a port ever reaches the configuration.
 * @param {SiteAddress[]} addresses
 */
export function renderSiteServers(addresses) {
  if (addresses.length === 0) throw new Error("the edge needs at least one site instance");
  return addresses
    .map((address) => {
      const text = formatSiteAddress(address);
      const problem = siteAddressProblem(text);
      if (problem) throw new Error(problem);
      return `        server ${text} max_fails=0;`;
    })
    .join("\n");
}

function addressOf(entry) {
  const end = entry.lastIndexOf(":");
  const host = entry.slice(0, end).replace(/^\[|\]$/g, "");
  return { host, port: Number(entry.slice(end + 1)) };
}
