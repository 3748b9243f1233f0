// Releases: what a rolling deploy replaces. A release is one production build (`build/`, the server bundle, and
// `public/`, the browser's files) copied under `{root}/{version}/`, where `version` names the browser's files and the
// server bundle alike (server/release-version.mjs). `{root}/current` links to the release instances start from
// (SITE_RELEASE_DIR); `{root}/assets/build/` holds the fingerprinted files of every kept release side by side, which
// the edge serves, so a page of the previous build still loads its scripts while (and after) the instances move to the
// next one, and a page of the new build finds its own files before the first new instance answers. A fingerprinted
// name is never reused for other bytes.
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { readlinkSync, symlinkSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { releaseVersion } from "../../server/release-version.mjs";

/** How many releases (the current one among them) keep their files: the one a browser may still hold, and one more. */
export const KEPT_RELEASES = 3;

/**
 * The longest a shared cache may still serve a page after the release that rendered it was replaced: a footer page's
 * day of s-maxage and its seven days of stale-if-error (app/models/cache-policy.ts; releases.test.ts holds the two
 * together). A release replaced less long ago keeps its files, however many deploys came after it: a page it rendered
 * may still be served, and its scripts must still load.
 */
export const LONGEST_PAGE_LIFE_MS = 8 * 24 * 60 * 60 * 1000;

/**
 * Copies the build of `from` (its `build/` and `public/`) into a release of its own under `root`, and its
 * fingerprinted files into the shared `assets/build/`. A release already staged is left as it is.
 * @param {{ root: string, from?: string }} options
 * @returns {{ version: string, dir: string }}
 */
export function stageRelease({ root, from = "." }) {
  const version = releaseVersion(join(from, "build"));
  const dir = join(resolve(root), version);
  if (!existsSync(join(dir, "ready"))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    cpSync(join(from, "build"), join(dir, "build"), { recursive: true });
    cpSync(join(from, "public"), join(dir, "public"), { recursive: true });
    writeFileSync(join(dir, "ready"), `${new Date().toISOString()}\n`);
  }
  // Before any instance of this release answers: the edge serves these files to its pages.
  cpSync(join(dir, "public", "build"), join(resolve(root), "assets", "build"), { recursive: true });
  linkPackages(resolve(root));
  return { version, dir };
}

/** The checkout these scripts belong to, whose packages (node_modules) its builds import. */
const CHECKOUT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Node resolves the packages a server bundle imports from the bundle's folder upward: a root outside the checkout
 * (`EDGE_PREFIX=/tmp/edge`, `SITE_RELEASES_DIR=/srv/valuvo/releases`) finds none, and every instance would fail at
 * its first import. Such a root gets `node_modules` linked to the checkout's.
 * @param {string} root an absolute path
 */
function linkPackages(root) {
  if (!relative(CHECKOUT, root).startsWith("..")) return;
  const link = join(root, "node_modules");
  const packages = join(CHECKOUT, "node_modules");
  if (existsSync(link) && readlinkSync(link) === packages) return;
  rmSync(link, { force: true });
  symlinkSync(packages, link, "dir");
}

/** The log of activations under a releases root: one `{epoch ms} {version}` line each, oldest first. */
const ACTIVATIONS = "activations";

/**
 * Points `{root}/current` at a staged release, in one step (a new link renamed over the old), and logs when: a release
 * renders pages from its activation until the next one's (pruneReleases reads the log).
 * @param {string} root
 * @param {string} version
 * @param {number} [at] when, in epoch ms
 */
export function activateRelease(root, version, at = Date.now()) {
  const base = resolve(root);
  if (!existsSync(join(base, version, "ready"))) throw new Error(`release ${version} is not staged under ${root}`);
  const next = join(base, `current.${process.pid}.tmp`);
  rmSync(next, { force: true });
  symlinkSync(version, next);
  renameSync(next, join(base, "current"));
  appendFileSync(join(base, ACTIVATIONS), `${at} ${version}\n`);
}

/** The activations logged under `base`, oldest first. */
function activationsOf(base) {
  const file = join(base, ACTIVATIONS);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line) => /^(\d+) (\S+)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ at: Number(match[1]), version: match[2] }))
    .sort((a, b) => a.at - b.at);
}

/** The version `{root}/current` points at, or null. */
export function currentRelease(root) {
  const link = join(resolve(root), "current");
  return existsSync(link) ? readlinkSync(link) : null;
}

/**
 * Removes the releases no page can still need, and from `assets/build/` every file no kept release holds. A release
 * renders pages from its activation until the next activation of another (a rollback activates an older one again);
 * a page it rendered may be served for `keepForMs` after that. Kept: the current release, every release that served
 * within `keepForMs` or serves now (one staged and not activated yet: a deploy under way), and the `keep` most recently
 * activated (room to roll back). Links (`current`) are not releases. Returns the versions removed.
 * @param {string} root
 * @param {{ keep?: number, keepForMs?: number, now?: number }} [options]
 */
export function pruneReleases(root, { keep = KEPT_RELEASES, keepForMs = LONGEST_PAGE_LIFE_MS, now = Date.now() } = {}) {
  const base = resolve(root);
  const current = currentRelease(root);
  const releases = readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(base, entry.name, "ready")))
    .map(({ name }) => ({ name, staged: statSync(join(base, name, "ready")).mtimeMs }));
  const log = activationsOf(base);
  const kept = new Set(current ? [current] : []);
  for (const version of [...new Set(log.map((entry) => entry.version).reverse())].slice(0, keep)) kept.add(version);
  for (const release of releases) {
    const last = log.findLastIndex((entry) => entry.version === release.name);
    // One never logged as activated (a deploy under way, one given up, or one from before the log) is taken to have
    // served until the first activation after it was staged.
    const ended =
      last === -1 ? (log.find((entry) => entry.at >= release.staged)?.at ?? null) : (log[last + 1]?.at ?? null);
    if (ended === null || now - ended < keepForMs) kept.add(release.name);
  }
  const removed = releases.map((r) => r.name).filter((name) => !kept.has(name));
  for (const name of removed) rmSync(join(base, name), { recursive: true, force: true });
  const wanted = new Set();
  for (const name of kept) for (const file of filesUnder(join(base, name, "public", "build"))) wanted.add(file);
  const assets = join(base, "assets", "build");
  for (const file of filesUnder(assets)) if (!wanted.has(file)) rmSync(join(assets, file), { force: true });
  return removed;
}

/** Paths of the files under `dir`, relative to it. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)));
}
