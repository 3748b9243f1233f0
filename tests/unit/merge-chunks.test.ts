import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { mergeChunks } from "../../scripts/merge-chunks.mjs";

type Route = { id: string; parentId?: string; module: string; imports?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, Route>; version: string; url: string };

/**
 * scripts/merge-chunks.mjs (part of `npm run build`): the shared chunks the same pages load become one file, and the
 * manifests of browser and server name the new files.
 */
describe("merging the build's chunks", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const chunk = (name: string) => `/build/_shared/${name}.js`;

  function fakeBuild() {
    dir = mkdtempSync(join(tmpdir(), "valuvo-merge-"));
    const build = join(dir, "public/build");
    mkdirSync(join(build, "_shared"), { recursive: true });
    mkdirSync(join(build, "routes"), { recursive: true });
    mkdirSync(join(dir, "build"), { recursive: true });
    const write = (url: string, code: string) => writeFileSync(join(dir, "public", url), code);
    // The framework (entry only), the shell (root and the layout), a card two pages share, one page's own helper, and
    // a dialog only a dynamic import reaches.
    write(chunk("chunk-FRAMEWORK"), `export const framework = "framework";\n`);
    write(chunk("chunk-SHELLA"), `globalThis.order = [...(globalThis.order ?? []), "shell-a"];\nexport const shellA = "a";\n`);
    write(chunk("chunk-SHELLB"), `import { shellA } from "${chunk("chunk-SHELLA")}";\nexport const shellB = shellA + "b";\n`);
    write(chunk("chunk-CARD"), `export const card = "card";\n`);
    write(chunk("chunk-HELPER"), `export const helper = "helper";\n`);
    write(chunk("Dialog-DDDD"), `import { late } from "${chunk("chunk-LATE1")}";\nexport const dialog = "dialog" + late;\n`);
    write(chunk("Drawer-DDDD"), `import { late } from "${chunk("chunk-LATE1")}";\nimport { later } from "${chunk("chunk-LATE2")}";\nexport const drawer = "drawer" + late + later;\n`);
    write(chunk("chunk-LATE1"), `import { later } from "${chunk("chunk-LATE2")}";\nexport const late = "late1" + later;\n`);
    write(chunk("chunk-LATE2"), `export const later = "late2";\n`);
    write(chunk("Sheet-DDDD"), `import { later } from "${chunk("chunk-LATE2")}";\nexport const sheet = "sheet" + later;\n`);
    write("/build/entry.client-AAAA.js", `import { framework } from "${chunk("chunk-FRAMEWORK")}";\nexport const entry = framework;\n`);
    write("/build/root-BBBB.js", `import { shellA } from "${chunk("chunk-SHELLA")}";\nimport { framework } from "${chunk("chunk-FRAMEWORK")}";\nexport default function Root() { return shellA + framework; }\n`);
    write("/build/routes/_site-CCCC.js", `import { shellB } from "${chunk("chunk-SHELLB")}";\nexport default function Site() { return shellB; }\nexport const openDialog = () => import("${chunk("Dialog-DDDD")}");\nexport const openDrawer = () => import("${chunk("Drawer-DDDD")}");\nexport const openSheet = () => import("${chunk("Sheet-DDDD")}");\n`);
    write("/build/routes/_site.local.$slug-EEEE.js", `import { card } from "${chunk("chunk-CARD")}";\nimport { helper } from "${chunk("chunk-HELPER")}";\nexport default function Local() { return card + helper; }\nexport const handle = { page: "local" };\n`);
    write("/build/routes/_site.search-FFFF.js", `import { card } from "${chunk("chunk-CARD")}";\nimport { shellB } from "${chunk("chunk-SHELLB")}";\nexport default function Search() { return card + shellB; }\n`);
    write("/build/routes/_site.about-HHHH.js", `export default function About() { return "about"; }\n`);
    write("/build/routes/robots[.]txt-GGGG.js", `export {};\n`);
    const manifest: Manifest = {
      entry: { module: "/build/entry.client-AAAA.js", imports: [chunk("chunk-FRAMEWORK")] },
      routes: {
        root: { id: "root", module: "/build/root-BBBB.js", imports: [chunk("chunk-SHELLA"), chunk("chunk-FRAMEWORK")] },
        "routes/_site": { id: "routes/_site", parentId: "root", module: "/build/routes/_site-CCCC.js", imports: [chunk("chunk-SHELLB"), chunk("chunk-SHELLA")] },
        "routes/_site.local.$slug": { id: "routes/_site.local.$slug", parentId: "routes/_site", module: "/build/routes/_site.local.$slug-EEEE.js", imports: [chunk("chunk-CARD"), chunk("chunk-HELPER")] },
        "routes/_site.search": { id: "routes/_site.search", parentId: "routes/_site", module: "/build/routes/_site.search-FFFF.js", imports: [chunk("chunk-CARD"), chunk("chunk-SHELLB"), chunk("chunk-SHELLA")] },
        "routes/_site.about": { id: "routes/_site.about", parentId: "routes/_site", module: "/build/routes/_site.about-HHHH.js", imports: [] },
        "routes/robots[.]txt": { id: "routes/robots[.]txt", parentId: "root", module: "/build/routes/robots[.]txt-GGGG.js" },
      },
      version: "1234abcd",
      url: "/build/manifest-1234ABCD.js",
    };
    writeFileSync(join(build, "manifest-1234ABCD.js"), `window.__remixManifest=${JSON.stringify(manifest)};`);
    writeFileSync(join(dir, "build/index.js"), `var before = 1;\nvar assets_manifest_default = { entry: { module: "/build/entry.client-AAAA.js" } };\nvar after = 2;\n`);
    const read = (url: string) => readFileSync(join(dir, "public", url), "utf8");
    const browserManifest = (): Manifest => {
      const source = readFileSync(join(build, "manifest-1234ABCD.js"), "utf8");
      return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
    };
    const shared = () => readdirSync(join(build, "_shared")).sort();
    return { build, read, browserManifest, shared, run: () => mergeChunks({ buildDir: build, serverBuild: join(dir, "build/index.js") }) };
  }

  it("makes one file of the shared chunks the same pages load, and keeps what they do not share apart", async () => {
    const build = fakeBuild();
    await build.run();
    const manifest = build.browserManifest();
    const local = manifest.routes["routes/_site.local.$slug"]!;
    const search = manifest.routes["routes/_site.search"]!;
    const layout = manifest.routes["routes/_site"]!;
    // The two shell chunks (loaded on every page) are one file; the card (two pages) is another; the helper (one
    // page) went into that page's own module.
    const shell = layout.imports!.filter((url) => !manifest.entry.imports.includes(url));
    expect(shell).toHaveLength(1);
    expect(build.read(shell[0]!)).toMatch(/"a"[\s\S]*"b"/);
    expect(manifest.routes.root!.imports).toContain(shell[0]);
    expect(search.imports).toContain(shell[0]);
    const card = search.imports!.find((url) => url !== shell[0] && !manifest.entry.imports.includes(url))!;
    expect(build.read(card)).toContain('"card"');
    expect(build.read(card)).not.toContain('"helper"');
    expect(local.imports).toEqual([card]);
    expect(build.read(local.module)).toContain('"helper"');
    // The framework stays the entry's own import; the dialog stays behind its dynamic import.
    expect(manifest.entry.imports).toHaveLength(1);
    expect(build.read(manifest.entry.imports[0]!)).toContain('"framework"');
    expect(build.read(manifest.entry.imports[0]!)).not.toMatch(/"late|"card"|"a"/);
    const lazy = [...build.read(layout.module).matchAll(/import\("(\/build\/_shared\/[^"]+\.js)"\)/g)].map((m) => m[1]!);
    expect(lazy).toHaveLength(3);
    // What only the late parts share is one file, imported straight from each: no chain to discover.
    const late = lazy.map((url) => [...build.read(url).matchAll(/from\s*"([^"]+)"/g)].map((m) => m[1]));
    expect(late[0]).toEqual(late[1]);
    expect(late[0]).toEqual(late[2]);
    expect(late[0]).toHaveLength(1);
    expect(build.read(late[0]![0]!)).toMatch(/"late2"[\s\S]*"late1"/);
    for (const url of [...lazy, late[0]![0]!]) expect(layout.imports).not.toContain(url);
    expect(build.shared().some((name) => name.startsWith("chunk-SHELL"))).toBe(false);
  });

  it("keeps each route module's exports and its name, and names other files by their /build/ URL", async () => {
    const build = fakeBuild();
    await build.run();
    const manifest = build.browserManifest();
    const local = manifest.routes["routes/_site.local.$slug"]!;
    expect(local.module).toMatch(/^\/build\/routes\/_site\.local\.\$slug-[A-Z0-9]+\.js$/);
    expect(manifest.routes["routes/robots[.]txt"]!.module).toMatch(/^\/build\/routes\/robots\[\.\]txt-[A-Z0-9]+\.js$/);
    expect(manifest.routes["routes/robots[.]txt"]!.imports).toBeUndefined();
    expect(manifest.entry.module).toMatch(/^\/build\/entry\.client-[A-Z0-9]+\.js$/);
    const code = build.read(local.module);
    expect(code).toMatch(/export\s*\{[^}]*\bdefault\b/);
    expect(code).toMatch(/\bhandle\b/);
    for (const [, url] of code.matchAll(/from\s*"([^"]+)"/g)) {
      expect(url).toMatch(/^\/build\/_shared\/chunk-[A-Z0-9]+\.js$/);
      expect(existsSync(join(build.build, url!.slice("/build/".length)))).toBe(true);
    }
  });

  it("writes the same manifest into the server build, and leaves no file of the old build behind", async () => {
    const build = fakeBuild();
    await build.run();
    const server = readFileSync(join(dir, "build/index.js"), "utf8");
    expect(server.startsWith("var before = 1;\n")).toBe(true);
    expect(server.endsWith("var after = 2;\n")).toBe(true);
    const line = /^var assets_manifest_default = (.*);$/m.exec(server)![1]!;
    expect(JSON.parse(line)).toEqual(build.browserManifest());
    expect(existsSync(join(build.build, "entry.client-AAAA.js"))).toBe(false);
    expect(existsSync(join(build.build, "routes/_site-CCCC.js"))).toBe(false);
    const referenced = new Set(
      [build.browserManifest().entry, ...Object.values(build.browserManifest().routes)].flatMap((m) => [m.module, ...(m.imports ?? [])]),
    );
    for (const url of referenced) expect(existsSync(join(build.build, url.slice("/build/".length)))).toBe(true);
  });
});
