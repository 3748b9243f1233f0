import { DEFAULT_REFERENCE_DATE } from "../../../catalog/seed/database";
import { startTestCatalog } from "../../../catalog/test-support";
import { parseConfig } from "../config.server";
import { createServices, type Services } from "../index.server";
import type { ServiceContextOptions } from "../context.server";
import { log } from "../log.server";

/** A fault the catalog's test hook applies to the next requests whose path starts with `path` (contract §Test hook). */
export interface Fault {
  path: string;
  status?: number;
  delayMs?: number;
  body?: string;
  times?: number;
}

export interface ContractCatalog {
  url: string;
  /** Services pointed at this catalog; `env` adds variables (a wrong credential, a short timeout). */
  services(env?: Record<string, string>, options?: ServiceContextOptions): Services;
  fault(fault: Fault): Promise<void>;
  clearFaults(): Promise<void>;
  /** GET a catalog path directly (e.g. the analytics event list). */
  getJson(path: string): Promise<unknown>;
  stop(): Promise<void>;
}

/** Noon of the catalog seed's reference date: billboards, links and offer dates are generated around it. */
export const CATALOG_NOW = new Date(`${DEFAULT_REFERENCE_DATE}T12:00:00Z`);

/**
 * Starts the real embedded catalog in test mode on a free port. The database is the catalog tests' shared one
 * (built once per seed, atomically), so parallel test files do not each rebuild it.
 */
export async function startContractCatalog(): Promise<ContractCatalog> {
  const catalog = await startTestCatalog();
  const url = catalog.url.replace(/\/+$/, "");

  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const send = () =>
      fetch(`${url}${path}`, {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // A kept-alive socket the catalog closes as it is reused (its 5 s idle limit, met on a loaded machine) resets
    // before any answer: the test hooks are idempotent, so that one case is sent again on a new connection.
    const response = await send().catch((error: unknown) => {
      if ((error as { cause?: { code?: string } }).cause?.code !== "ECONNRESET") throw error;
      return send();
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return response;
  }

  return {
    url,
    services: (env = {}, options = {}) => createServices(parseConfig({ UPSTREAM_BASE_URL: url, ...env }), options),
    fault: async (fault) => {
      await (await call("POST", "/__test/faults", fault)).body?.cancel();
    },
    clearFaults: async () => {
      await (await call("DELETE", "/__test/faults")).body?.cancel();
    },
    getJson: async (path) => (await call("GET", path)).json() as Promise<unknown>,
    stop: () => catalog.close(),
  };
}

/**
 * Registers the suite hooks every contract file needs: one catalog for the file (started before its first test,
 * stopped after its last) and no fault carried from one test into the next. The returned catalog forwards to the
 * started one, so a file declares it once at the top instead of repeating the hooks.
 */
export function contractCatalogForFile({
  start = startContractCatalog,
}: { start?: () => Promise<ContractCatalog> } = {}): ContractCatalog {
  let started: ContractCatalog | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.stop());
  afterEach(() => started?.clearFaults());
  const current = (): ContractCatalog => {
    if (started === undefined) throw new Error("the contract catalog is used before its beforeAll hook ran");
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    services: (env, options) => current().services(env, options),
    fault: (fault) => current().fault(fault),
    clearFaults: () => current().clearFaults(),
    getJson: (path) => current().getJson(path),
    stop: () => current().stop(),
  };
}

/** A human-verification token as a browser gets it: from the verification script the catalog serves. */
export async function browserToken(catalog: Pick<ContractCatalog, "url">): Promise<string> {
  const script = await (await fetch(`${catalog.url}/verification/script.js`)).text();
  const token = /var token = "([^"]+)"/.exec(script)?.[1];
  if (!token) throw new Error("the verification script carries no token");
  return token;
}

/** The error a promise rejects with; fails the test when it resolves instead. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a failure, got ${JSON.stringify(value)?.slice(0, 200)}`);
    },
    (error: unknown) => error,
  );
}

/** Silences the expected warnings of timeouts and logged-only failures for one test (if LOG_LEVEL lets them out). */
export function quietWarnings() {
  return vi.spyOn(log, "warn").mockImplementation(() => undefined);
}
