// Which database a catalog opens: the seed's parameters, their hash (stored in the database), and the one door that
// builds a database when it is missing or stale. The generator (./build, with faker's names and every seed module)
// is imported only for a build, so a catalog that finds its database current never carries it.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { AREA_CODES_BY_STATE } from "./area-codes";
import { zipcodesVersion } from "./geography";

export const DEFAULT_SEED = 20261101;
export const DEFAULT_REFERENCE_DATE = "2026-11-01";

export interface SeedParams {
  seed: number;
  /** YYYY-MM-DD; offers, articles, billboards and links are dated relative to it. */
  referenceDate: string;
  /**
   * State codes whose towns get the national layer's businesses (`CATALOG_REGION`); empty or absent: the whole
   * country. A region's data is the same as the national data's for those states.
   */
  region?: readonly string[];
}

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "..", "..");
const require = createRequire(import.meta.url);

/**
 * The files whose content decides the data: the seed code and the shared models it imports values from, read from
 * its import lines (a type-only import decides nothing), so a model the seed starts using is hashed without a list
 * to keep.
 */
export function seedSources(): string[] {
  const seedFiles = readdirSync(here)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .sort()
    .map((name) => join(here, name));
  const models = new Set<string>();
  for (const file of seedFiles)
    for (const [, model] of readFileSync(file, "utf8").matchAll(
      /^import (?!type )[^;]*? from "\.\.\/\.\.\/app\/models\/([\w-]+)";/gm,
    ))
      models.add(join(repoRoot, "app", "models", `${model}.ts`));
  return [...seedFiles, ...[...models].sort()];
}

/** A hash of the seed code, the seed parameters and the dataset versions; a change to any of them rebuilds. */
export function seedHash(params: SeedParams): string {
  const hash = createHash("sha256");
  for (const file of seedSources()) {
    hash.update(file.slice(repoRoot.length));
    hash.update(readFileSync(file));
  }
  const fakerVersion = (require("@faker-js/faker/package.json") as { version: string }).version;
  hash.update(
    JSON.stringify({ ...params, region: params.region ?? [], zipcodes: zipcodesVersion(), faker: fakerVersion }),
  );
  return hash.digest("hex").slice(0, 24);
}

/** `CATALOG_REGION`: a comma-separated list of state codes ("VT,ME"); empty or unset is the whole country. */
export function parseRegion(text: string | undefined): string[] {
  if (text === undefined || text.trim() === "") return [];
  const states = text
    .split(",")
    .map((part) => part.trim().toUpperCase())
    .filter((part) => part !== "");
  for (const state of states) {
    if (!(state in AREA_CODES_BY_STATE)) throw new Error(`CATALOG_REGION: "${state}" is not a US state code`);
  }
  return [...new Set(states)].sort();
}

function storedHash(path: string): string | null {
  if (!existsSync(path)) return null;
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare("SELECT value FROM meta WHERE key = 'seed_hash'").get() as { value: string } | undefined;
      return row?.value ?? null;
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

/** How long a starter waits for another's build of the same database (a national build takes about a minute). */
const BUILD_WAIT_MS = 10 * 60_000;

/**
 * Makes sure `path` holds the database for `params`: keeps it when its stored seed hash matches, otherwise builds a
 * new one next to it and renames it into place (atomic: no starter ever opens half a file). Returns whether a build
 * happened. One starter builds at a time, under a lock file beside the database naming its process: catalogs started
 * together on a fresh machine, or after a seed change, each built one and renamed it over the file another had
 * already opened, leaving them on two files that share one journal path. The others wait and find it built.
 */
export async function ensureDatabase(
  path: string,
  params: SeedParams,
): Promise<{ built: boolean; hash: string; ms: number }> {
  const hash = seedHash(params);
  if (storedHash(path) === hash) return { built: false, hash, ms: 0 };
  mkdirSync(dirname(path), { recursive: true });
  const release = await takeBuildLock(`${path}.lock`);
  try {
    if (storedHash(path) === hash) return { built: false, hash, ms: 0 };
    const { buildDatabase } = await import("./build");
    const started = Date.now();
    const temp = `${path}.${process.pid}.${started}.tmp`;
    try {
      buildDatabase(temp, params, hash);
      renameSync(temp, path);
    } finally {
      rmSync(temp, { force: true });
    }
    return { built: true, hash, ms: Date.now() - started };
  } finally {
    release();
  }
}

/** Takes the build lock `lock` (created only where none is), waiting while a live process holds it; its release. */
async function takeBuildLock(lock: string): Promise<() => void> {
  const deadline = Date.now() + BUILD_WAIT_MS;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: "wx" });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (!lockHolderRuns(lock)) {
      rmSync(lock, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`catalog: ${lock} is held by a build that has run for 10 minutes`);
    await sleep(200);
  }
}

/** Whether the process a build lock names still runs: a build that was killed leaves its lock behind. */
function lockHolderRuns(lock: string): boolean {
  let text: string;
  let age: number;
  try {
    text = readFileSync(lock, "utf8");
    age = Date.now() - statSync(lock).mtimeMs;
  } catch {
    return true; // gone already: the next attempt takes it
  }
  // Empty: its holder has created it and not yet written its number.
  if (text === "") return age < 5_000;
  const pid = Number(text);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
