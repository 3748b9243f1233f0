import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import {
  BRIEF_PAGE_LIFETIMES,
  CRAWLER_FILE_LIFETIMES,
  ERROR_PAGE_LIFETIMES,
  PAGE_LIFETIMES,
} from "../../app/models/cache-policy";
import {
  activateRelease,
  KEPT_RELEASES,
  LONGEST_PAGE_LIFE_MS,
  pruneReleases,
  stageRelease,
} from "../../scripts/lib/releases.mjs";
import { serverModules } from "../../server/release-version.mjs";

/** A build as `remix build` leaves it, in miniature: a server bundle that names its version and imports a package. */
function fakeBuild(dir: string, version: string) {
  mkdirSync(join(dir, "build"), { recursive: true });
  mkdirSync(join(dir, "public", "build"), { recursive: true });
  writeFileSync(
    join(dir, "build", "index.js"),
    `export const assets = { version: "${version}", hmr: undefined };\nexport { parse } from "cookie";\n`,
  );
  writeFileSync(join(dir, "public", "build", `entry-${version}.js`), "");
}

describe("a release staged outside the checkout", () => {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("runs: its server bundle finds the packages it imports, as an instance started from it does", () => {
    const from = mkdtempSync(join(tmpdir(), "valuvo-build-"));
    const root = mkdtempSync(join(tmpdir(), "valuvo-releases-"));
    made.push(from, root);
    fakeBuild(from, "abc123");
    const { dir, version } = stageRelease({ root, from });
    activateRelease(root, version);
    // Node itself, as an instance loads it (Vitest's own resolver would find the packages from the project).
    const bundle = pathToFileURL(join(root, "current", "build", "index.js")).href;
    const loaded = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const b = await import(${JSON.stringify(bundle)}); console.log(b.parse("a=1").a);`,
      ],
      { encoding: "utf8" },
    );
    expect(loaded.stderr).toBe("");
    expect(loaded.stdout.trim()).toBe("1");
    expect(dir).toBe(join(root, version));
    expect(version).toMatch(/^abc123-[0-9a-f]{8}$/);
    // Staged again (a restart, the next deploy), the link is kept as it is.
    fakeBuild(from, "def456");
    expect(() => stageRelease({ root, from })).not.toThrow();
  });

  it("is another release when only the server bundle changed (a loader, an action), which Remix's version does not name", () => {
    const from = mkdtempSync(join(tmpdir(), "valuvo-build-"));
    const root = mkdtempSync(join(tmpdir(), "valuvo-releases-"));
    made.push(from, root);
    fakeBuild(from, "abc123");
    const first = stageRelease({ root, from });
    const bundle = join(from, "build", "index.js");
    writeFileSync(bundle, `${readFileSync(bundle, "utf8")}export const action = () => null;\n`);
    const second = stageRelease({ root, from });
    expect(second.version).not.toBe(first.version);
    expect(readFileSync(join(second.dir, "build", "index.js"), "utf8")).toContain("action");
    expect(readFileSync(join(first.dir, "build", "index.js"), "utf8")).not.toContain("action");
  });

  it("names the code instances load from the checkout too: server.mjs and every module it imports", () => {
    const modules = serverModules().map((file) => file.slice(process.cwd().length + 1));
    expect(modules).toEqual(
      expect.arrayContaining([
        "server.mjs",
        "server/request-guard.mjs",
        "server/request-target.mjs",
        "server/resource-routes.mjs",
        "server/security-headers.mjs",
        "app/framework/remix-private.mjs",
        "app/models/marketing-parameters.mjs",
      ]),
    );
    expect(modules.every((file) => /\.m?js$/.test(file) && !file.includes("node_modules"))).toBe(true);
  });
});

describe("pruning releases after a deploy", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  type Event = { gap: number; rollbackTo: number | null };

  /**
   * A history of deploys ending `now`: each event `gap` ms after the one before activates (`activateRelease`) a new
   * release, or again an earlier one (`rollbackTo`, an index among those made); with `underWay`, one more release is
   * staged and not activated yet. Each release has a browser file of its own in the shared assets.
   */
  function history(events: Event[], now: number, underWay: boolean) {
    const root = mkdtempSync(join(tmpdir(), "prune-"));
    made.push(root);
    mkdirSync(join(root, "assets", "build"), { recursive: true });
    const touch = (file: string, at: number) => {
      writeFileSync(file, "");
      utimesSync(file, new Date(at), new Date(at));
    };
    const stage = (version: string, at: number) => {
      mkdirSync(join(root, version, "public", "build"), { recursive: true });
      for (const dir of [join(root, version, "public", "build"), join(root, "assets", "build")])
        writeFileSync(join(dir, `entry-${version}.js`), "");
      touch(join(root, version, "ready"), at);
    };
    let at = now - events.reduce((sum, event) => sum + event.gap, 0) - (underWay ? 1_000 : 0);
    const versions: string[] = [];
    const timeline: Array<{ version: string; at: number }> = [];
    for (const { gap, rollbackTo } of events) {
      at += gap;
      let version: string;
      if (rollbackTo !== null && versions.length > 0) version = versions[rollbackTo % versions.length]!;
      else {
        version = `v${String(versions.length).padStart(3, "0")}`;
        versions.push(version);
        stage(version, at - 500);
      }
      activateRelease(root, version, at);
      timeline.push({ version, at });
    }
    if (underWay) {
      const version = `v${String(versions.length).padStart(3, "0")}`;
      versions.push(version);
      stage(version, now - 500);
    }
    return { root, versions, timeline, staged: underWay ? versions.at(-1)! : null };
  }

  it("keeps every release a cached page may still name, however many deploys came after it", () => {
    const now = Date.now();
    // Four deploys in an afternoon: the first release's footer pages are still in the edge's cache for days.
    const hour = 3_600_000;
    const events = [0, 2 * hour, hour, hour].map((gap) => ({ gap: gap + 1_000, rollbackTo: null }));
    const { root, versions } = history(events, now, false);
    expect(pruneReleases(root, { now })).toEqual([]);
    for (const version of versions) expect(existsSync(join(root, "assets", "build", `entry-${version}.js`))).toBe(true);
  });

  it("removes only what served no page for longer than a page lives in a shared cache, rollbacks and a deploy under way included", () => {
    const event = fc.record({
      gap: fc.integer({ min: 1_000, max: 6 * DAY }),
      rollbackTo: fc.option(fc.nat(), { nil: null, freq: 3 }),
    });
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 9 }), fc.boolean(), (events, underWay) => {
        const now = Date.now();
        const { root, versions, timeline, staged } = history(events, now, underWay);
        const removed = pruneReleases(root, { now });
        // When each release last stopped serving: the activation after its last one (none: it serves now).
        const lastEnd = (version: string) => {
          const last = timeline.map((e) => e.version).lastIndexOf(version);
          return timeline[last + 1]?.at ?? null;
        };
        const recent = [...new Set(timeline.map((e) => e.version).reverse())].slice(0, KEPT_RELEASES);
        for (const version of versions) {
          const end = staged === version ? null : lastEnd(version);
          const needed = end === null || now - end < LONGEST_PAGE_LIFE_MS || recent.includes(version);
          const story = `${version} of ${JSON.stringify(timeline)}${staged ? ` +${staged}` : ""}`;
          expect(removed.includes(version), story).toBe(!needed);
          expect(existsSync(join(root, version, "ready")), story).toBe(needed);
          expect(existsSync(join(root, "assets", "build", `entry-${version}.js`)), story).toBe(needed);
        }
        expect(readlinkSync(join(root, "current"))).toBe(timeline.at(-1)!.version);
      }),
      { numRuns: 150 },
    );
  });

  it("knows a page's longest life in a shared cache: its s-maxage and the longer of its stale windows", () => {
    const lives = [
      ...Object.values(PAGE_LIFETIMES),
      CRAWLER_FILE_LIFETIMES,
      ERROR_PAGE_LIFETIMES,
      BRIEF_PAGE_LIFETIMES,
    ].map((l) => (l.sMaxage + Math.max(l.staleWhileRevalidate, l.staleIfError)) * 1000);
    expect(LONGEST_PAGE_LIFE_MS).toBe(Math.max(...lives));
  });
});
