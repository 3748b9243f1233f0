// Which release a build is, as `start:edge`, `start:sites` and `deploy:rolling` stage it and an instance reports it
// (`GET /__site/health`). Remix fingerprints only the browser's files (its assets manifest's `version`): a change to
// a loader or an action alone leaves that as it was, so a release named by it alone was never staged again (a restart
// served the old server bundle) and its deploy was skipped as already done. The server bundle's own digest joins it.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

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
 * A release's version: Remix's fingerprint and the server bundle's digest.
 * @param {string} buildDir  a folder holding `index.js`
 * @returns {string}
 */
export function releaseVersion(buildDir) {
  const bundle = readFileSync(join(buildDir, "index.js"), "utf8");
  return `${manifestVersion(bundle)}-${createHash("sha256").update(bundle).digest("hex").slice(0, 8)}`;
}
