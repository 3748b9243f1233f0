import Database from "better-sqlite3";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildDatabase } from "./seed/build";
import { DEFAULT_REFERENCE_DATE, DEFAULT_SEED, ensureDatabase, seedHash, seedSources } from "./seed/database";
import { startCatalog, type RunningCatalog } from "./server";
import { AUTH, BASIC, BEARER, sharedDbPath, sharedParams } from "./test-support";

const dir = mkdtempSync(join(tmpdir(), "valuvo-catalog-determinism-"));
// Two builds of one small region (CATALOG_REGION's switch): the same code draws every region's towns.
const params = { seed: DEFAULT_SEED, referenceDate: DEFAULT_REFERENCE_DATE, region: ["VT"] };
const running: RunningCatalog[] = [];
// Building a region's database is synchronous work of seconds, several builds a test: on a busy machine (the unit
// step beside other work) a test took longer than the default 30 s, which says nothing about determinism.
const BUILDS_TIMEOUT_MS = 120_000;
afterAll(async () => {
  await Promise.all(running.map((catalog) => catalog.close()));
  rmSync(dir, { recursive: true, force: true });
});

const PATHS: ReadonlyArray<readonly [string, Record<string, string>?]> = [
  ["/location/validate/33701"],
  ["/location/search?term=San&count=10"],
  ["/coupon-feed/40.7484,-73.9967/listings/location-based", AUTH],
  ["/coupon-feed/27.7723,-82.6386/listings/service-based", AUTH],
  ["/business-profile/100500", AUTH],
  ["/coupon-feed/44.4759,-73.2121/listings/location-based", AUTH],
  ["/search-feed/44.4759,-73.2121/listings?q=pizza&limit=10", BEARER],
  [
    "/deals/offers?categories=deals&include=business,business-locations,offer-images&isSoldOut=false&latitude=27.7723&longitude=-82.6386&page[number]=1&page[size]=60&sort=distance&radius=30",
  ],
  ["/sdc/top-offers"],
  ["/content/press-releases/@children", { ...BASIC, "X-Content-Properties": "*" }],
  ["/storage/billboards-default.json"],
  ["/content/campaigns/@children", { ...BASIC, "X-Content-Properties": "*" }],
  ["/content/blog/@children?page=1&pageSize=30", { ...BASIC, "X-Content-Properties": "*" }],
  ["/content/featured-coupons/@children", { ...BASIC, "X-Content-Properties": "*" }],
  ["/contests", AUTH],
  ["/deals/directory/cities/tampa-fl"],
  ["/coupon-feed/coverage/stores?page=2&pageSize=500", AUTH],
];

describe("determinism", { timeout: BUILDS_TIMEOUT_MS }, () => {
  it("two builds from the same seed give byte-identical answers", async () => {
    const texts: string[][] = [];
    for (const name of ["a.sqlite", "b.sqlite"]) {
      const path = join(dir, name);
      buildDatabase(path, params, seedHash(params));
      const catalog = await startCatalog({ port: 0, dbPath: path, publicUrl: "http://catalog.test", ...params });
      running.push(catalog);
      expect(catalog.build.built).toBe(false);
      texts.push(
        await Promise.all(PATHS.map(async ([p, headers]) => (await fetch(`${catalog.url}${p}`, { headers })).text())),
      );
    }
    expect(texts[0]?.every((text) => text.length > 50)).toBe(true);
    expect(texts[1]).toEqual(texts[0]);
  });

  it("builds a region's towns exactly as the national catalog has them", async () => {
    const path = join(dir, "a.sqlite");
    const national = sharedDbPath();
    await ensureDatabase(national, sharedParams());
    const rowsOf = (file: string) => {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      try {
        return db
          .prepare(
            "SELECT id, listing_json, profile_json FROM businesses WHERE home_state = 'VT' AND id > 200000 ORDER BY id",
          )
          .all();
      } finally {
        db.close();
      }
    };
    const regional = rowsOf(path);
    expect(regional.length).toBeGreaterThan(100);
    if (sharedParams().region.length === 0) expect(rowsOf(national)).toEqual(regional);
  });

  it("rebuilds when the seed parameters change and keeps a matching database", async () => {
    const path = join(dir, "c.sqlite");
    expect((await ensureDatabase(path, params)).built).toBe(true);
    expect((await ensureDatabase(path, params)).built).toBe(false);
    expect((await ensureDatabase(path, { ...params, referenceDate: "2027-01-01" })).built).toBe(true);
    expect((await ensureDatabase(path, { ...params, referenceDate: "2027-01-01", region: ["ME"] })).built).toBe(true);
  });

  it("hashes every shared model the seed takes values from, and none it takes only types from", () => {
    const models = seedSources()
      .filter((file) => file.includes("/app/models/"))
      .map((file) => file.slice(file.lastIndexOf("/") + 1));
    // The month names of the seed's dates, and the site's day reader, which the seed's days use.
    expect(models).toEqual(expect.arrayContaining(["calendar-dates.ts", "coupon-freshness.ts", "slug.ts"]));
    expect(models).not.toContain("local-listing.ts");
    for (const file of seedSources()) expect(existsSync(file), file).toBe(true);
  });

  it("builds a database once when starters begin together, the others waiting for it", async () => {
    const path = join(dir, "d.sqlite");
    const database = new URL("./seed/database.ts", import.meta.url).href;
    const code = `import { ensureDatabase } from ${JSON.stringify(database)};
      console.log(JSON.stringify((await ensureDatabase(${JSON.stringify(path)}, ${JSON.stringify(params)})).built));`;
    const starter = () =>
      new Promise<boolean>((resolve, reject) => {
        const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
          stdio: ["ignore", "pipe", "inherit"],
        });
        let out = "";
        child.stdout.on("data", (chunk) => (out += chunk));
        child.on("error", reject);
        child.on("exit", (status) => (status === 0 ? resolve(JSON.parse(out) as boolean) : reject(new Error(out))));
      });
    // Three catalogs on a fresh machine: one builds, and the two that found no database either wait for it or find it.
    expect((await Promise.all([starter(), starter(), starter()])).sort()).toEqual([false, false, true]);
    expect(existsSync(`${path}.lock`)).toBe(false);
  });

  it("takes over the lock of a build that was killed", async () => {
    const path = join(dir, "e.sqlite");
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(`${path}.lock`, String(gone));
    expect((await ensureDatabase(path, params)).built).toBe(true);
    expect(existsSync(`${path}.lock`)).toBe(false);
  });
});
