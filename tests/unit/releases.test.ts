import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
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

  /**
   * Releases staged and activated one after another, `gaps` apart (ms, ending `now`), each with a browser file of its
   * own in the shared assets, `current` linked to the last.
   */
  function deployed(gaps: number[], now: number) {
    const root = mkdtempSync(join(tmpdir(), "prune-"));
    made.push(root);
    let at = now - gaps.reduce((sum, gap) => sum + gap, 0);
    const versions = gaps.map((gap, i) => {
      at += gap;
      const version = `v${String(i).padStart(3, "0")}`;
      mkdirSync(join(root, version, "public", "build"), { recursive: true });
      mkdirSync(join(root, "assets", "build"), { recursive: true });
      for (const file of [
        join(root, version, "public", "build", `entry-${version}.js`),
        join(root, "assets", "build", `entry-${version}.js`),
      ])
        writeFileSync(file, "");
      for (const mark of ["ready", "activated"]) {
        writeFileSync(join(root, version, mark), "");
        utimesSync(
          join(root, version, mark),
          new Date(at - (mark === "ready" ? 1_000 : 0)),
          new Date(at - (mark === "ready" ? 1_000 : 0)),
        );
      }
      return { version, activatedAt: at };
    });
    rmSync(join(root, "current"), { force: true });
    symlinkSync(versions.at(-1)!.version, join(root, "current"));
    return { root, versions };
  }

  it("keeps every release a cached page may still name, however many deploys came after it", () => {
    const now = Date.now();
    // Four deploys in an afternoon: the first release's footer pages are still in the edge's cache for days.
    const { root, versions } = deployed([0, 2 * 3_600_000, 3_600_000, 3_600_000], now);
    expect(pruneReleases(root, { now })).toEqual([]);
    for (const { version } of versions)
      expect(existsSync(join(root, "assets", "build", `entry-${version}.js`))).toBe(true);
  });

  it("removes what was replaced longer ago than a page lives in a shared cache, beyond the newest three, and its files", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 * DAY }), { minLength: 1, maxLength: 8 }), (gaps) => {
        const now = Date.now();
        const { root, versions } = deployed(gaps, now);
        const removed = pruneReleases(root, { now });
        versions.forEach(({ version }, i) => {
          const replacedAt = versions[i + 1]?.activatedAt;
          const needed =
            i >= versions.length - KEPT_RELEASES || replacedAt === undefined || now - replacedAt < LONGEST_PAGE_LIFE_MS;
          expect(removed.includes(version), `${version} of ${gaps.join(",")}`).toBe(!needed);
          expect(existsSync(join(root, version, "ready"))).toBe(needed);
          expect(existsSync(join(root, "assets", "build", `entry-${version}.js`))).toBe(needed);
        });
        expect(readlinkSync(join(root, "current"))).toBe(versions.at(-1)!.version);
      }),
      { numRuns: 60 },
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
