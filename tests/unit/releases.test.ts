import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { activateRelease, stageRelease } from "../../scripts/lib/releases.mjs";
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
