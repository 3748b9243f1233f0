// Separate hosts on one machine: Linux network namespaces joined by veth pairs to a bridge of their own (in a
// namespace of its own too), each with a private address and its loopback, nothing else. The test process reaches
// them through one veth of its own on the same bridge. Everything is named after the test's port prefix, created
// by `create` and removed by `remove` (processes left inside are killed first), also after a crash of a previous run.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const IP_BIN = ["/usr/sbin/ip", "/sbin/ip", "/usr/bin/ip"].find((p) => existsSync(p));

/** Why the namespace tests cannot run here, or null (they need root and iproute2). */
export function netnsUnavailable(): string | null {
  if (process.platform !== "linux") return "network namespaces are Linux's";
  if (process.getuid?.() !== 0) return "creating network namespaces needs root (CI runs as root)";
  if (!IP_BIN) return "iproute2's `ip` is not installed";
  return null;
}

const ip = (...args: string[]) => execFileSync(IP_BIN!, args, { stdio: ["ignore", "pipe", "pipe"] }).toString();
const tryIp = (...args: string[]) => {
  try {
    return ip(...args);
  } catch {
    return "";
  }
};

/**
 * @param tag  a short name of this topology (the port prefix), in every namespace and interface name
 * @param subnet  the first three octets of its /24, e.g. "10.248.33"
 * @param hosts  host name → last octet of its address
 */
export function createHosts(tag: string, subnet: string, hosts: Record<string, number>) {
  const ns = (host: string) => `valuvo-${tag}-${host}`;
  const sw = ns("switch");
  // The test process's own end, in this (the root) namespace: at most 15 characters.
  const local = `vv${tag}-test`.slice(0, 15);
  const address = (host: string) => `${subnet}.${hosts[host]}`;

  function remove() {
    for (const name of [...Object.keys(hosts).map(ns), sw]) {
      for (const pid of tryIp("netns", "pids", name).split(/\s+/).filter(Boolean)) {
        try {
          process.kill(Number(pid), "SIGKILL");
        } catch {
          // gone already
        }
      }
      tryIp("netns", "del", name);
    }
    tryIp("link", "del", local);
  }

  function create() {
    remove();
    ip("netns", "add", sw);
    ip("-n", sw, "link", "add", "br0", "type", "bridge");
    ip("-n", sw, "link", "set", "br0", "up");
    for (const host of Object.keys(hosts)) {
      ip("netns", "add", ns(host));
      ip("-n", ns(host), "link", "set", "lo", "up");
      ip("-n", sw, "link", "add", `p-${host}`, "type", "veth", "peer", "name", "eth0", "netns", ns(host));
      ip("-n", sw, "link", "set", `p-${host}`, "master", "br0", "up");
      ip("-n", ns(host), "addr", "add", `${address(host)}/24`, "dev", "eth0");
      ip("-n", ns(host), "link", "set", "eth0", "up");
    }
    ip("link", "add", local, "type", "veth", "peer", "name", "p-test", "netns", sw);
    ip("-n", sw, "link", "set", "p-test", "master", "br0", "up");
    ip("addr", "add", `${subnet}.254/24`, "dev", local);
    ip("link", "set", local, "up");
  }

  return {
    create,
    remove,
    address,
    /** The command line that runs `argv` on `host`. */
    exec: (host: string, argv: string[]) => ({ cmd: IP_BIN!, args: ["netns", "exec", ns(host), ...argv] }),
    /** Takes `host`'s link down (`up: false`) or back: its packets are dropped at the switch, as by a cut cable. */
    link: (host: string, up: boolean) => ip("-n", sw, "link", "set", `p-${host}`, up ? "up" : "down"),
    namespaces: () => [...Object.keys(hosts).map(ns), sw],
  };
}
