import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { siteNodeArgs, siteNodeSettings } from "../../scripts/lib/site-node.mjs";

const MB = 1024 * 1024;

/**
 * The size of V8's new space in a Node started with a site instance's flags, after allocating enough short-lived
 * objects that the young generation grows to its ceiling.
 */
function heapOfSiteNode(env: Record<string, string>) {
  const flags = siteNodeArgs(env).filter((arg) => arg.startsWith("--"));
  const probe = `
    const v8 = require("node:v8");
    let keep = [];
    for (let i = 0; i < 4e6; i++) { keep.push({ i }); if (keep.length > 2e5) keep = []; }
    const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space");
    console.log(young.space_size);`;
  return { newSpace: Number(execFileSync(process.execPath, [...flags, "-e", probe], { encoding: "utf8" })) };
}

/** scripts/lib/site-node.mjs: how `npm start`, the edge topology and the benches start a site instance's Node. */
describe("a site instance's Node", () => {
  it("runs server.mjs alone, with a fixed old-space ceiling and 64 MB young-generation semi-spaces", () => {
    expect(siteNodeArgs({})).toEqual(["--max-old-space-size=320", "--max-semi-space-size=64", "server.mjs"]);
  });

  it("takes the ceilings from SITE_HEAP_MB and SITE_SEMI_SPACE_MB when they are set", () => {
    expect(siteNodeSettings({ SITE_HEAP_MB: "512", SITE_SEMI_SPACE_MB: "16" })).toEqual({
      heapMB: 512,
      semiSpaceMB: 16,
    });
  });

  it("lets the young generation grow past V8's default 32 MB, so a render's garbage dies young", () => {
    const heap = heapOfSiteNode({});
    // Two semi-spaces: V8's default caps them at 16 MB each on 64-bit machines.
    expect(heap.newSpace).toBeGreaterThan(32 * MB);
    expect(heap.newSpace).toBeLessThanOrEqual(2 * 64 * MB);
  });
});
