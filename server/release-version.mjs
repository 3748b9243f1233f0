// Which release a build is, as `start:edge`, `start:sites` and `deploy:rolling` stage it and an instance reports it
// (`GET /__site/health`). Remix fingerprints only the browser's files (its assets manifest's `version`): a change to
// a loader or an action alone leaves that as it was, so a release named by it alone was never staged again (a restart
// served the old server bundle) and its deploy was skipped as already done. The digest of the code an instance runs
// joins it: the server bundle, and `server.mjs` with the modules it imports (the guard, the limits, the headers), which
// instances load from the checkout, not from the release.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const SERVER_ENTRY = fileURLToPath(new URL("../server.mjs", import.meta.url));

/**
 * Remix's fingerprint of a build's browser files, as its server bundle names it.
 * @param {string} bundle  the source of `build/index.js`
 * @returns {string}
 */
export function manifestVersion(bundle) {
  const match = /\bversion: "([0-9A-Za-z]+)", hmr: /.exec(bundle);
  if (!match) throw new Error("the server bundle names no build version: is it a Remix production build?");
  return /** @type {string} */ (match[1]);
}

/**
 * A release's version: Remix's fingerprint, and one digest of the server bundle and of `serverModules()`.
 * @param {string} buildDir  a folder holding `index.js`
 * @returns {string}
 */
export function releaseVersion(buildDir) {
  const bundle = readFileSync(join(buildDir, "index.js"), "utf8");
  const digest = createHash("sha256").update(bundle);
  for (const file of serverModules()) digest.update(`\0${file}\0`).update(readFileSync(file));
  return `${manifestVersion(bundle)}-${digest.digest("hex").slice(0, 8)}`;
}

/**
 * `server.mjs` and every module of this checkout it imports, directly or not (relative specifiers; packages are the
 * lockfile's), in a stable order.
 * @returns {string[]}
 */
export function serverModules() {
  const found = new Set();
  const visit = (file) => {
    if (found.has(file)) return;
    found.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/\b(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g))
      if (/\.m?js$/.test(match[1])) visit(resolve(dirname(file), match[1]));
  };
  visit(SERVER_ENTRY);
  return [...found].sort();
}
