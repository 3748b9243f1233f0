import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadContexts } from "../../server/load-context.mjs";
import { serializeLocation, type Location } from "~/models/location";
import { startContractCatalog, contractCatalogForFile, type ContractCatalog } from "~/services/__contract__/harness";

/**
 * How long a loader under test waits for data a page can go without, and for an upstream answer, unless its file
 * sets it: long enough that a busy machine never turns a slow answer into a missing list or the maintenance page.
 * What a page does when an answer is late is tested in files that set a short budget or time-out and a longer
 * delay, so none of them waits on production's values either.
 */
const PATIENT = {
  OPTIONAL_DATA_BUDGET_MS: "15000",
  SEARCH_ELSEWHERE_BUDGET_MS: "15000",
  LINK_LISTS_BUDGET_MS: "15000",
  UPSTREAM_TIMEOUT_MS: "20000",
  UPSTREAM_CONTENT_TIMEOUT_MS: "20000",
};

/**
 * Page loaders read the process-wide services (`getServices()`) and configuration, built on first use from the
 * environment: a test file points them at its own catalog before any loader runs (Vitest gives each file its own
 * module state).
 */
export async function startCatalogForLoaders(): Promise<ContractCatalog> {
  const catalog = await startContractCatalog();
  process.env.UPSTREAM_BASE_URL = catalog.url;
  for (const [name, value] of Object.entries(PATIENT)) process.env[name] ??= value;
  return catalog;
}

/**
 * Registers the hooks a loader test file needs (the catalog started before its first test and pointed at by
 * `getServices()`, stopped after its last, faults cleared between tests) and returns a catalog that forwards to it,
 * so the file declares it in one line. A file's own `beforeAll` registered after this call runs once it is up.
 */
export function catalogForLoaders(): ContractCatalog {
  return contractCatalogForFile({ start: startCatalogForLoaders });
}

export const SAINT_PETERSBURG: Location = {
  city: "Saint Petersburg",
  state: "FL",
  zip: "33701",
  coords: { lat: 27.7723, lng: -82.6386 },
};
export const SARASOTA: Location = {
  city: "Sarasota",
  state: "FL",
  zip: "34236",
  coords: { lat: 27.3364, lng: -82.5307 },
};

/** A GET of a site path as a browser sends it, with the visitor's location cookie and network address if given. */
export function pageRequest(path: string, visitor: { location?: Location; forwardedFor?: string } = {}): Request {
  const headers = new Headers();
  if (visitor.location)
    headers.set("Cookie", `vp_local_geo=${encodeURIComponent(serializeLocation(visitor.location))}`);
  if (visitor.forwardedFor) headers.set("X-Forwarded-For", visitor.forwardedFor);
  return new Request(new URL(path, "http://localhost"), { headers });
}

/**
 * The load context server.mjs would build for the request behind a trusted proxy: the visitor's address is the last
 * X-Forwarded-For entry, the one the proxy added (Express's `trust proxy` of 1; a plain instance would name the
 * connection's peer instead).
 */
export function trustedProxyContext(request: Request): { clientIp?: string } {
  const added = request.headers.get("X-Forwarded-For")?.split(",").at(-1)?.trim();
  return added ? { clientIp: added } : {};
}

/** Loader arguments for one request: the load context is shared by the layout's and the page's loaders. */
export function loaderArgs(
  request: Request,
  params: Record<string, string> = {},
  context: object = trustedProxyContext(request),
): LoaderFunctionArgs {
  return { request, params, context } as LoaderFunctionArgs;
}

/**
 * Loader arguments for a visitor's GET of `path` (see `pageRequest`) matched with the route's `params`: what nearly
 * every loader test asks, so the request, its headers and its load context are set up in one place.
 */
export function visitArgs(
  path: string,
  { params = {}, ...visitor }: { params?: Record<string, string>; location?: Location; forwardedFor?: string } = {},
): LoaderFunctionArgs {
  return loaderArgs(pageRequest(path, visitor), params);
}

/**
 * Runs a loader as server.mjs runs every request: inside its load context, where code that holds none (`settle`, the
 * network door, a time budget) notes what the answer shows. A test that reads `answerNotes` loads through this.
 */
export function inRequest<T>(args: LoaderFunctionArgs, load: (args: LoaderFunctionArgs) => T): T {
  return loadContexts.run(args.context, () => load(args));
}

/** What a loader threw (a Response for 404s, redirects and maintenance); fails when it returned instead. */
export async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected the loader to throw a Response");
}

/** Counts the upstream calls whose URL contains `fragment`, made through the global fetch the services use. */
export function countCalls(fragment: string) {
  const original = globalThis.fetch;
  const calls: string[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes(fragment)) calls.push(url);
    return original(input, init);
  });
  return { calls, restore: () => spy.mockRestore() };
}

/** The body of a loader's answer, whether it returned a plain object or `data(...)`. */
export function bodyOf(answer: unknown): unknown {
  const value = answer as { type?: string; data?: unknown } | null;
  return value && value.type === "DataWithResponseInit" ? value.data : answer;
}
