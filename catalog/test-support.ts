import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { catalogEnv } from "./config";
import { DEFAULT_REFERENCE_DATE, DEFAULT_SEED, seedHash } from "./seed/database";
import { startCatalog, type CatalogOptions, type RunningCatalog } from "./server";
import { isConnectionLost } from "../app/services/connection-lost";

export const AUTH = { "X-Auth-Token": "valuvo-dev-auth" };
export const BEARER = { Authorization: "Bearer valuvo-dev-bearer" };
export const BASIC = { Authorization: `Basic ${Buffer.from("valuvo:valuvo-dev-newsroom").toString("base64")}` };

/**
 * One database per seed hash under the OS temp folder, shared by every catalog test file (and every run until the
 * seed code changes); ensureDatabase builds it atomically, so parallel test files never see half a file.
 */
export function sharedDbPath(): string {
  const dir = join(tmpdir(), "valuvo-catalog-tests");
  mkdirSync(dir, { recursive: true });
  return join(dir, `${seedHash(sharedParams())}.sqlite`);
}

/** The default seed over CATALOG_REGION's states (unset: the whole country), as every catalog test file builds it. */
export function sharedParams() {
  return { seed: DEFAULT_SEED, referenceDate: DEFAULT_REFERENCE_DATE, region: catalogEnv().region };
}

export async function startTestCatalog(options: CatalogOptions = {}): Promise<RunningCatalog> {
  return startCatalog({
    port: 0,
    testMode: true,
    dbPath: sharedDbPath(),
    ...sharedParams(),
    ...options,
  });
}

/**
 * A GET, sent again once when its kept-alive connection was closed under it (the server's idle timer firing as the
 * request went out, likelier while a busy machine delays both): the site's own upstream door does the same.
 */
async function fetchOnce(url: string, headers: Record<string, string>): Promise<Response> {
  try {
    return await fetch(url, { headers });
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
    return fetch(url, { headers });
  }
}

export async function getJson<T = unknown>(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await fetchOnce(`${base}${path}`, headers);
  const text = await response.text();
  return { status: response.status, body: (text === "" ? undefined : JSON.parse(text)) as T };
}
