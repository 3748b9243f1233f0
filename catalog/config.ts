import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_REFERENCE_DATE, DEFAULT_SEED, parseRegion } from "./seed/database";

export const DEFAULT_PORT = 4010;
export const DEFAULT_HOST = "127.0.0.1";
export const DEFAULT_DB_PATH = resolve(fileURLToPath(new URL("..", import.meta.url)), ".data", "catalog.sqlite");

/** The credentials the catalog accepts: the same variables (and defaults) the site's clients send. */
export interface Credentials {
  bearer: string;
  auth: string;
  newsroomUser: string;
  newsroomPassword: string;
}

export function credentialsFromEnv(env: NodeJS.ProcessEnv = process.env): Credentials {
  return {
    bearer: env.UPSTREAM_BEARER_TOKEN || "valuvo-dev-bearer",
    auth: env.UPSTREAM_AUTH_TOKEN || "valuvo-dev-auth",
    newsroomUser: env.UPSTREAM_NEWSROOM_USER || "valuvo",
    newsroomPassword: env.UPSTREAM_NEWSROOM_PASSWORD || "valuvo-dev-newsroom",
  };
}

export interface CatalogEnv {
  port: number;
  host: string;
  testMode: boolean;
  dbPath: string;
  publicUrl: string | undefined;
  seed: number;
  referenceDate: string;
  /** CATALOG_REGION: the states whose towns get local businesses beyond the first layer; empty is the whole country. */
  region: string[];
  log: boolean;
  /** Key the human-verification double signs its tokens with. */
  verificationSecret: string;
}

function intFrom(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return Number(value);
}

export function catalogEnv(env: NodeJS.ProcessEnv = process.env): CatalogEnv {
  const port = intFrom(env.CATALOG_PORT, "CATALOG_PORT", DEFAULT_PORT);
  if (port > 65535) throw new Error(`CATALOG_PORT out of range: ${port}`);
  return {
    port,
    host: env.CATALOG_HOST || DEFAULT_HOST,
    testMode: env.CATALOG_TEST_MODE === "1" || env.CATALOG_TEST_MODE === "true",
    dbPath: env.CATALOG_DB_PATH ? resolve(env.CATALOG_DB_PATH) : DEFAULT_DB_PATH,
    publicUrl: env.CATALOG_PUBLIC_URL ? env.CATALOG_PUBLIC_URL.replace(/\/+$/, "") : undefined,
    seed: intFrom(env.CATALOG_SEED, "CATALOG_SEED", DEFAULT_SEED),
    referenceDate: env.CATALOG_REFERENCE_DATE || DEFAULT_REFERENCE_DATE,
    region: parseRegion(env.CATALOG_REGION),
    log: env.CATALOG_LOG === "1",
    verificationSecret: env.CATALOG_VERIFICATION_SECRET || "valuvo-dev-verification",
  };
}
