// Writes public/sw.js, the offline wallet's service worker (issue 30), after `remix build`. It only ADDS a file:
// Remix's output is read (the server build's assets manifest names each route's files), never rewritten.
//
// Precached: Remix's manifest and entry, the root and default-layout routes and My coupons (each module with its
// imports and CSS): what it takes to open My coupons with no network; plus the offline page and the install icons.
// workbox-build lists them with a revision for each file that is not fingerprinted, and esbuild bundles
// workbox-precaching with the worker source into one file (no importScripts, so CSP `'self'` covers it).
//
// SERVICE_WORKER=off writes a worker that removes every cache and unregisters itself instead (docs/offline-wallet.md).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { getManifest } from "workbox-build";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(root, "public/sw.js");
const OFFLINE_ROUTES = ["root", "routes/_site", "routes/_site.my-coupons"];
const STATIC_FILES = [
  "offline.html",
  "manifest.webmanifest",
  "icons/icon-192.png",
  "icons/icon-512.png",
  "favicon.svg",
];

async function bundle(entry, define) {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2019",
    write: false,
    define: { "process.env.NODE_ENV": '"production"', ...define },
    legalComments: "none",
  });
  return result.outputFiles[0].text;
}

/** The public paths of the build files a list of routes needs, from the server build's assets manifest. */
export function offlineBuildFiles(assets, routeIds = OFFLINE_ROUTES) {
  const files = new Set([assets.url, assets.entry.module, ...assets.entry.imports]);
  for (const id of routeIds) {
    const route = assets.routes[id];
    if (!route) throw new Error(`the assets manifest has no route ${id}`);
    for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) files.add(file);
  }
  return [...files].sort();
}

export async function buildServiceWorker({ off = process.env.SERVICE_WORKER === "off" } = {}) {
  if (off) {
    writeFileSync(OUT, await bundle("scripts/service-worker/sw-off.src.js", {}));
    return { off: true, entries: 0 };
  }
  const { assets } = await import(pathToFileURL(path.join(root, "build/index.js")).href);
  const buildFiles = offlineBuildFiles(assets).map((url) => url.replace(/^\//, ""));
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: path.join(root, "public"),
    globPatterns: [...buildFiles, ...STATIC_FILES],
    // Fingerprinted names never change content: no revision needed, Workbox keeps them under their name.
    dontCacheBustURLsMatching: /^build\//,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  });
  if (warnings.length > 0) throw new Error(warnings.join("\n"));
  if (manifestEntries.length !== buildFiles.length + STATIC_FILES.length) {
    throw new Error(
      `expected ${buildFiles.length + STATIC_FILES.length} precache entries, got ${manifestEntries.length}`,
    );
  }
  const entries = manifestEntries.map(({ url, revision }) => ({ url: `/${url}`, revision }));
  // The version names this build's shell cache: the same files give the same worker, a new build a new one.
  const version = createHash("sha256")
    .update(JSON.stringify(entries))
    .update(readFileSync(path.join(root, "scripts/service-worker/sw.src.js")))
    .update(readFileSync(path.join(root, "scripts/service-worker/wallet-rules.js")))
    .digest("hex")
    .slice(0, 16);
  const code = await bundle("scripts/service-worker/sw.src.js", {
    "self.__WB_MANIFEST": JSON.stringify(entries),
    __BUILD_VERSION__: JSON.stringify(version),
  });
  writeFileSync(OUT, code);
  return { off: false, entries: entries.length, version };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = await buildServiceWorker();
  console.log(
    result.off
      ? "wrote public/sw.js (switched off: unregisters itself)"
      : `wrote public/sw.js: ${result.entries} precached files, version ${result.version}`,
  );
  process.exit(0);
}
