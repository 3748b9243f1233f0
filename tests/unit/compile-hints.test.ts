import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "../../scripts/compile-hints.mjs";

/** scripts/compile-hints.mjs (part of `npm run build`): V8's eager-compile hint on the chunks the entry imports. */
describe("compile hints", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function fakeBuild() {
    dir = mkdtempSync(join(tmpdir(), "valuvo-hints-"));
    mkdirSync(join(dir, "build/_shared"), { recursive: true });
    const manifest = {
      entry: { module: "/build/entry.client-AAAA.js", imports: ["/build/_shared/chunk-FRAMEWORK.js", "/build/_shared/chunk-HELPERS.js"] },
      routes: { root: { module: "/build/root-BBBB.js", imports: ["/build/_shared/chunk-ROUTE.js"] } },
    };
    writeFileSync(join(dir, "build/manifest-1234ABCD.js"), `window.__remixManifest=${JSON.stringify(manifest)};`);
    for (const name of ["chunk-FRAMEWORK.js", "chunk-HELPERS.js", "chunk-ROUTE.js"]) {
      writeFileSync(join(dir, "build/_shared", name), `export const name = ${JSON.stringify(name)};\n`);
    }
    writeFileSync(join(dir, "build/entry.client-AAAA.js"), "import './_shared/chunk-FRAMEWORK.js';\n");
    const read = (path: string) => readFileSync(join(dir, path), "utf8");
    return { read, run: () => addCompileHints(join(dir, "build"), dir) as string[] };
  }

  it("marks every chunk the browser entry imports, at the very start of the file", () => {
    const build = fakeBuild();
    expect(build.run()).toEqual(["/build/_shared/chunk-FRAMEWORK.js", "/build/_shared/chunk-HELPERS.js"]);
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    expect(build.read("build/_shared/chunk-FRAMEWORK.js")).toBe(`${COMPILE_HINT}export const name = "chunk-FRAMEWORK.js";\n`);
    expect(build.read("build/_shared/chunk-HELPERS.js").startsWith(COMPILE_HINT)).toBe(true);
  });

  it("leaves route chunks and the entry itself alone, and marks a file only once", () => {
    const build = fakeBuild();
    build.run();
    expect(build.run()).toEqual([]);
    expect(build.read("build/_shared/chunk-FRAMEWORK.js").split(COMPILE_HINT).length).toBe(2);
    expect(build.read("build/_shared/chunk-ROUTE.js")).not.toContain(COMPILE_HINT);
    expect(build.read("build/entry.client-AAAA.js")).not.toContain(COMPILE_HINT);
  });
});
