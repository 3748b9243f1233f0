import Database from "better-sqlite3";
import { afterAll, expect, it } from "vitest";
import { createCoverageHandlers } from "./handlers/coverage";
import { createListingHandlers } from "./handlers/listings";
import { ensureDatabase } from "./seed/database";
import { sharedDbPath, sharedParams } from "./test-support";

await ensureDatabase(sharedDbPath(), sharedParams());
const db = new Database(sharedDbPath(), { readonly: true, fileMustExist: true });
afterAll(() => db.close());

/** The statements the handlers prepare, as they prepare them. */
const prepared: string[] = [];
const prepare = db.prepare.bind(db);
db.prepare = ((sql: string) => {
  prepared.push(sql);
  return prepare(sql);
}) as typeof db.prepare;
const storeReads = () =>
  prepared.filter((sql) => /LEFT JOIN locations l ON l.business_id = b.id ORDER BY b.id/.test(sql)).length;

type StorePage = { items: Array<{ businessProfileId: number; storeId: number | null }>; total: number };

// A catalog starts (every test file's) without reading every business and store: at national
// size that read took seconds and only the store list (sitemaps, the business directory) needs it.
it("reads the businesses' stores on the first ask for the store list, once, and pages through the same list", () => {
  const coverage = createCoverageHandlers(db, createListingHandlers(db));
  expect(storeReads()).toBe(0);

  const first = coverage.stores(new URLSearchParams("page=1&pageSize=50")).body as StorePage;
  const second = coverage.stores(new URLSearchParams("page=2&pageSize=50")).body as StorePage;
  expect(storeReads()).toBe(1);
  expect(first.items).toHaveLength(50);
  expect(second.total).toBe(first.total);
  expect(second.items[0]!.businessProfileId).toBeGreaterThanOrEqual(first.items[49]!.businessProfileId);
});

it("reads them before its first request when asked to, as the served catalog (catalog/main.ts) does", () => {
  const before = storeReads();
  createCoverageHandlers(db, createListingHandlers(db), { storesAtStart: true });
  expect(storeReads()).toBe(before + 1);
});
