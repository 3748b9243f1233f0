// Part of `npm run build`, right after `remix build`: bundles the browser build again with Rollup so that small
// shared chunks are merged. Remix's classic compiler (esbuild) gives every distinct set of route modules that share
// code a chunk of its own: this build had 96 of them, most under 1 KB, and a campaign page fetched 51 files. Each
// file is compressed alone and names the files it imports by hash, so the app's shared code was 62 KB of Brotli in
// separate files against 39 KB as one. Here the chunks that exactly the same pages load become one file (see
// `manualChunks` below), so no page loads code it did not load before, and most pages fetch a third of the files.
//
// Entries stay entries (the browser entry, root and every route module, with their exports), the files keep their
// folders (`/build/routes/…`, `/build/_shared/…`), and the manifest Remix reads (the browser's
// `manifest-*.js` and the copy inside the server build) is rewritten with the new files and each route's imports.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { transform } from "esbuild";
import { rollup } from "rollup";
import { manifestPath, readManifest } from "./compile-hints.mjs";

const PUBLIC_PATH = "/build/";

/** Every `.js` file under `dir` (relative paths). */
function jsFiles(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path, base);
    return entry.name.endsWith(".js") ? [relative(base, path)] : [];
  });
}

export async function mergeChunks({ buildDir = "public/build", serverBuild = "build/index.js" } = {}) {
  const manifest = readManifest(buildDir);
  const root = resolve(buildDir);
  const fileOf = (url) => join(root, url.slice(PUBLIC_PATH.length));
  const urlOf = (file) => PUBLIC_PATH + relative(root, file);
  const before = jsFiles(root).filter((name) => !name.startsWith("manifest-"));

  // One input per module the browser may load by name: the entry and each route module.
  const input = { "entry.client": fileOf(manifest.entry.module) };
  for (const route of Object.values(manifest.routes)) {
    input[route.id] = fileOf(route.module);
  }

  // A page loads its route module, the modules of the routes around it (layouts, root) and all their imports. Shared
  // chunks that the same pages load become one file, whichever route module imports them. The framework chunk the
  // browser entry imports (React DOM, the router, Remix) is left to Rollup, which keeps it with the code every page
  // loads, in the file the entry imports first. Chunks that only a dynamic `import()` reaches never join them, so
  // what loads late still loads late.
  const routes = Object.values(manifest.routes);
  const chain = (route) => (route ? [...chain(manifest.routes[route.parentId]), route] : []);
  const pages = routes.filter((route) => route.imports && !routes.some((child) => child.parentId === route.id));
  const pagesOf = new Map();
  for (const page of pages) {
    for (const url of new Set(chain(page).flatMap((route) => route.imports ?? []))) {
      if (manifest.entry.imports.includes(url)) continue;
      pagesOf.set(url, [...(pagesOf.get(url) ?? []), page.id]);
    }
  }
  // A chunk only one page loads is left to Rollup, which puts it into the one route module that imports it.
  const groupOf = new Map([...pagesOf].filter(([, ids]) => ids.length > 1).map(([url, ids]) => [fileOf(url), ids.sort().join("|")]));
  const groupNames = new Map([...new Set(groupOf.values())].map((key, index) => [key, `group${index}`]));

  const bundle = await rollup({
    input,
    preserveEntrySignatures: "strict",
    // The code was already transformed and tree-shaken by esbuild; module order and side effects stay as they are.
    treeshake: false,
    onwarn(warning, warn) {
      // Remix's runtime imports route modules by computed URL; those stay as they are.
      if (["UNRESOLVED_IMPORT", "CIRCULAR_DEPENDENCY", "EMPTY_BUNDLE"].includes(warning.code)) return;
      warn(warning);
    },
    plugins: [
      {
        name: "build-urls",
        resolveId(source) {
          if (source.startsWith(PUBLIC_PATH)) return fileOf(source);
          return null;
        },
      },
    ],
  });
  const { output } = await bundle.generate({
    format: "es",
    manualChunks: (id, { getModuleInfo }) => {
      if (groupOf.has(id)) return groupNames.get(groupOf.get(id));
      // Code only dialogs and other late parts reach: one file beside the late part itself, instead of chains of
      // small chunks that the browser discovers one import at a time after a click. A file only one late part
      // imports stays in it.
      const info = getModuleInfo(id);
      const url = urlOf(id);
      if (!info || info.isEntry || info.dynamicImporters.length > 0 || pagesOf.has(url) || manifest.entry.imports.includes(url)) {
        return undefined;
      }
      const [only, ...others] = info.importers;
      const onlyImporter = only && others.length === 0 ? getModuleInfo(only) : null;
      return onlyImporter && (onlyImporter.isEntry || onlyImporter.dynamicImporters.length > 0) ? undefined : "late";
    },
    hashCharacters: "base36",
    // Route ids name the files, `$` and `[.]` included, as Remix names them.
    sanitizeFileName: (name) => name.replace(/\0/g, ""),
    entryFileNames: (chunk) => `${chunk.name}-[hash].js`,
    chunkFileNames: "_shared/chunk-[hash].js",
  });
  await bundle.close();

  const upper = (name) => name.replace(/-([a-z0-9]+)\.js$/, (_, hash) => `-${hash.toUpperCase()}.js`);
  const renamed = new Map(output.map((item) => [item.fileName, upper(item.fileName)]));
  const outputUrl = (fileName) => PUBLIC_PATH + renamed.get(fileName);

  // Imports name other chunks by their path relative to the importer; the browser needs `/build/…` URLs.
  const chunks = new Map(output.filter((item) => item.type === "chunk").map((item) => [item.fileName, item]));
  const written = new Map(
    await Promise.all(
      [...chunks.values()].map(async (item) => {
        const from = dirname(item.fileName);
        const code = item.code.replace(/(\bfrom\s*|\bimport\s*\(?\s*)(["'])(\.{1,2}\/[^"']+)\2/g, (match, lead, quote, path) => {
          const target = join(from, path);
          return renamed.has(target) ? `${lead}${quote}${outputUrl(target)}${quote}` : match;
        });
        const minified = await transform(code, { minify: true, format: "esm", target: "es2020", legalComments: "none" });
        return [item.fileName, minified.code];
      }),
    ),
  );

  for (const name of before) for (const ext of ["", ".br", ".gz"]) rmSync(join(root, name + ext), { force: true });
  for (const [fileName, code] of written) {
    const path = join(root, renamed.get(fileName));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, code);
  }

  // Every chunk an entry needs before it can run: its static imports, and theirs.
  const staticImports = (fileName) => {
    const seen = new Set();
    const visit = (name) => {
      for (const dep of chunks.get(name)?.imports ?? []) {
        if (seen.has(dep)) continue;
        seen.add(dep);
        visit(dep);
      }
    };
    visit(fileName);
    return [...seen].map(outputUrl);
  };
  const entryFile = (name) => {
    const chunk = output.find((item) => item.type === "chunk" && item.isEntry && item.facadeModuleId === input[name]);
    if (!chunk) throw new Error(`no output for the entry ${name}`);
    return chunk.fileName;
  };

  const entry = entryFile("entry.client");
  manifest.entry = { module: outputUrl(entry), imports: staticImports(entry) };
  for (const route of Object.values(manifest.routes)) {
    const file = entryFile(route.id);
    route.module = outputUrl(file);
    const imports = staticImports(file);
    route.imports = imports.length > 0 || route.imports ? imports : undefined;
  }

  const clientManifest = manifestPath(buildDir);
  writeFileSync(clientManifest, `window.__remixManifest=${JSON.stringify(manifest)};`);
  for (const ext of [".br", ".gz"]) rmSync(clientManifest + ext, { force: true });

  // The server build holds the same manifest as an object literal on one line of its own.
  const server = readFileSync(serverBuild, "utf8");
  const pattern = /^var assets_manifest_default = \{.*\};$/m;
  if (!pattern.test(server)) throw new Error(`no assets manifest found in ${serverBuild}`);
  writeFileSync(serverBuild, server.replace(pattern, () => `var assets_manifest_default = ${JSON.stringify(manifest)};`));

  return { before: before.length, after: written.size };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { before, after } = await mergeChunks();
  console.log(`merged chunks: ${before} files → ${after}`);
}
