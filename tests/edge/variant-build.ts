// A second production build for a rolling deploy's test, made in a second from the checkout's: the same code under
// a new version, its assets manifest (the one script every page names, fingerprinted by that version) renamed to
// match, as Remix names a build whose routes changed. A page of this build names a file no page of the first names.
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { manifestVersion } from "../../server/release-version.mjs";

/** Copies `from` (a folder with build/ and public/) to `to` under a new version; returns both versions. */
export function makeVariantBuild(from: string, to: string, version: string) {
  const old = manifestVersion(readFileSync(join(from, "build", "index.js"), "utf8"));
  rmSync(to, { recursive: true, force: true });
  cpSync(join(from, "build"), join(to, "build"), { recursive: true });
  cpSync(join(from, "public"), join(to, "public"), { recursive: true });
  const oldManifest = `manifest-${old.toUpperCase()}.js`;
  const newManifest = `manifest-${version.toUpperCase()}.js`;
  const bundle = join(to, "build", "index.js");
  writeFileSync(
    bundle,
    readFileSync(bundle, "utf8")
      .replace(`version: "${old}", hmr: `, `version: "${version}", hmr: `)
      .replaceAll(`/build/${oldManifest}`, `/build/${newManifest}`),
  );
  const assets = join(to, "public", "build");
  const manifest = readFileSync(join(assets, oldManifest), "utf8");
  if (!manifest.includes(`"${old}"`)) throw new Error(`${oldManifest} does not name its version`);
  writeFileSync(
    join(assets, newManifest),
    manifest.replaceAll(`"${old}"`, `"${version}"`).replaceAll(oldManifest, newManifest),
  );
  // The old name and its compressed copies belong to the first build only.
  for (const file of readdirSync(assets)) if (file.startsWith(oldManifest)) rmSync(join(assets, file));
  // The worker's precache list names the manifest too.
  const worker = join(to, "public", "sw.js");
  writeFileSync(`${worker}.tmp`, readFileSync(worker, "utf8").replaceAll(oldManifest, newManifest));
  renameSync(`${worker}.tmp`, worker);
  return { old, version, oldManifest: `/build/${oldManifest}`, newManifest: `/build/${newManifest}` };
}
