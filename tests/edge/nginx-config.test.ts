// nginx reads the edge's configuration, as start:edge renders it, without an error or a warning: a warning at every
// start (a hash table too small for the maps' variables) hides the one that matters.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeEdgeConfig } from "../../deploy/edge/render-config.mjs";
import { NGINX_BIN } from "../../scripts/lib/edge-topology.mjs";

describe("the edge's nginx configuration", () => {
  it("is read without an error or a warning", () => {
    const prefix = mkdtempSync(join(tmpdir(), "edge-config-"));
    try {
      const conf = writeEdgeConfig({ edgePort: 8080, sitePorts: [3001, 3002], catalogPort: 4010, prefix });
      const check = spawnSync(NGINX_BIN, ["-t", "-q", "-e", "stderr", "-p", prefix, "-c", conf], { encoding: "utf8" });
      expect(check.stderr.split("\n").filter((line) => /\[(?:warn|error|crit|alert|emerg)\]/.test(line))).toEqual([]);
      expect(check.status).toBe(0);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
