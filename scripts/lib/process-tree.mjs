// A process and its descendants, read from Linux's /proc: a site instance and whatever it starts; the benches
// measure the instance as a whole.
import { readdirSync, readFileSync } from "node:fs";

/** The fields of /proc/<pid>/stat after the command name, or null for a process that is gone. */
function statOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  } catch {
    return null;
  }
}

/** `pid` and every live process descended from it. */
export function processTree(pid) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = statOf(entry)?.[1];
    if (ppid === undefined) continue;
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(entry);
  }
  const tree = [];
  const visit = (id) => {
    tree.push(id);
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(String(pid));
  return tree;
}

/**
 * CPU seconds (user + system, every thread: the main thread, the garbage collector's helpers, libuv) a process and
 * its descendants have used.
 */
export function cpuSecondsOfTree(pid) {
  let seconds = 0;
  for (const id of processTree(pid)) {
    const fields = statOf(id);
    // utime and stime, fields 14 and 15 of proc(5), counted from the state field (3).
    if (fields) seconds += (Number(fields[11]) + Number(fields[12])) / 100;
  }
  return seconds;
}
