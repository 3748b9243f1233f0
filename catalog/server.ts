import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Database from "better-sqlite3";
import { catalogEnv, credentialsFromEnv, type Credentials } from "./config";
import { FaultTable, parseFault } from "./faults";
import { createAnalyticsHandlers } from "./handlers/analytics";
import { createAddressHandlers } from "./handlers/address";
import { createContentHandlers } from "./handlers/content";
import { createContestHandlers } from "./handlers/contests";
import { createCoverageHandlers } from "./handlers/coverage";
import { createDealHandlers } from "./handlers/deals";
import { createDealsDirectoryHandlers } from "./handlers/deals-directory";
import { createGeoipHandler } from "./handlers/geoip";
import { createListingHandlers } from "./handlers/listings";
import { createLocationHandlers } from "./handlers/location";
import { createMediaHandler } from "./handlers/media";
import { createMerchantLookupHandlers } from "./handlers/merchant-lookup";
import { searchFeed } from "./handlers/search-feed";
import { createCouponJson } from "./handlers/coupon-json";
import { createSdcHandlers } from "./handlers/sdc";
import { createSearchIndex } from "./handlers/search-index";
import { createVerification } from "./handlers/verification";
import {
  type Answer,
  type CredentialKind,
  errorBodyFor,
  hasCredential,
  HttpError,
  intParam,
  json,
  notFound,
  readJson,
  send,
  unauthorized,
} from "./http";
import { ensureDatabase } from "./seed/database";
import { PUBLIC_URL_MARKER } from "./seed/media";

export interface CatalogOptions {
  /** 0 picks a free port. Default: CATALOG_PORT or 4010. */
  port?: number;
  host?: string;
  /** Enables the `/__test/faults` hook. Default: CATALOG_TEST_MODE. */
  testMode?: boolean;
  /** Default: CATALOG_DB_PATH or `.data/catalog.sqlite`. */
  dbPath?: string;
  /** Base of every URL in answers. Default: CATALOG_PUBLIC_URL or `http://{host}:{port}`. */
  publicUrl?: string;
  seed?: number;
  referenceDate?: string;
  /** State codes of the national layer to build; default CATALOG_REGION (empty: the whole country). */
  region?: readonly string[];
  /**
   * Read the list of every store before listening, as a served catalog does (its first sitemap or directory page
   * then answers at once); off, the first ask for it reads it (seconds at national size), as test files' catalogs do.
   */
  storesAtStart?: boolean;
  credentials?: Credentials;
  log?: boolean;
}

export interface RunningCatalog {
  url: string;
  port: number;
  /** Whether this start had to (re)build the database, and how long it took. */
  build: { built: boolean; hash: string; ms: number };
  close: () => Promise<void>;
}

interface Request {
  req: IncomingMessage;
  url: URL;
}

type Route = {
  method: "GET" | "POST";
  pattern: RegExp;
  credential?: CredentialKind;
  handle: (request: Request, match: RegExpExecArray) => Answer | Promise<Answer>;
};

const CORS_PATH = /^\/analytics\//;

export async function startCatalog(options: CatalogOptions = {}): Promise<RunningCatalog> {
  const env = catalogEnv();
  const host = options.host ?? env.host;
  const port = options.port ?? env.port;
  const testMode = options.testMode ?? env.testMode;
  const dbPath = options.dbPath ?? env.dbPath;
  const credentials = options.credentials ?? credentialsFromEnv();
  const log = options.log ?? env.log;
  const build = await ensureDatabase(dbPath, {
    seed: options.seed ?? env.seed,
    referenceDate: options.referenceDate ?? env.referenceDate,
    region: options.region ?? env.region,
  });

  const db = new Database(dbPath);
  db.pragma("busy_timeout = 5000");
  const location = createLocationHandlers(db);
  const listings = createListingHandlers(db);
  const couponFromJson = createCouponJson(options.referenceDate ?? env.referenceDate);
  const sdc = createSdcHandlers(db, couponFromJson);
  const searchIndex = createSearchIndex(db, couponFromJson);
  const deals = createDealHandlers(db);
  const content = createContentHandlers(db);
  const analytics = createAnalyticsHandlers(db);
  const media = createMediaHandler(db);
  const geoip = createGeoipHandler(location);
  const verification = createVerification(env.verificationSecret);
  const contests = createContestHandlers(db, verification);
  const merchantLookup = createMerchantLookupHandlers(db);
  const address = createAddressHandlers(db);
  const dealsDirectory = createDealsDirectoryHandlers(db);
  const coverage = createCoverageHandlers(db, listings, { storesAtStart: options.storesAtStart ?? false });
  const faults = new FaultTable();

  const param = (match: RegExpExecArray, index: number) => match[index] as string;
  const withBody = (request: Request) => request.req.headers["x-content-properties"] === "*";

  const routes: Route[] = [
    { method: "GET", pattern: /^\/(?:__test\/)?health$/, handle: () => json({ ok: true }) },
    { method: "GET", pattern: /^\/location\/validate\/([^/]+)$/, handle: (_r, m) => location.validate(param(m, 1)) },
    {
      method: "GET",
      pattern: /^\/location\/search\/?$/,
      handle: ({ url }) =>
        location.search(
          (url.searchParams.get("term") ?? "").slice(0, 100),
          intParam(url.searchParams.get("count"), 10, 1, 50),
        ),
    },
    {
      method: "GET",
      pattern: /^\/search-feed\/([^/]+)\/listings$/,
      credential: "bearer",
      handle: ({ url }, m) => searchFeed(listings, searchIndex, param(m, 1), url.searchParams),
    },
    {
      method: "GET",
      pattern: /^\/search-feed-sdc\/0\/listings$/,
      credential: "bearer",
      handle: ({ url }) => searchFeed(listings, searchIndex, "0", url.searchParams),
    },
    {
      method: "GET",
      pattern: /^\/coupon-feed\/([^/]+)\/listings\/([a-z-]+)$/,
      credential: "auth",
      handle: ({ url }, m) => {
        const serviceCategory = url.searchParams.get("serviceCategory");
        return serviceCategory !== null && param(m, 2) === "service-based"
          ? coverage.serviceBusinesses(param(m, 1), serviceCategory)
          : listings.couponFeed(param(m, 1), param(m, 2));
      },
    },
    {
      method: "GET",
      pattern: /^\/coupon-feed\/coverage\/cities$/,
      credential: "auth",
      handle: () => coverage.cities(),
    },
    {
      method: "GET",
      pattern: /^\/coupon-feed\/coverage\/stores$/,
      credential: "auth",
      handle: ({ url }) => coverage.stores(url.searchParams),
    },
    {
      method: "GET",
      pattern: /^\/coupon-feed\/service-categories$/,
      credential: "auth",
      handle: () => coverage.serviceCategories(),
    },
    { method: "GET", pattern: /^\/deals\/offers\/?$/, handle: ({ url }) => deals.offersDocument(url.searchParams) },
    { method: "GET", pattern: /^\/deals\/directory\/categories$/, handle: () => dealsDirectory.categories() },
    { method: "GET", pattern: /^\/deals\/directory\/cities$/, handle: () => dealsDirectory.cities() },
    {
      method: "GET",
      pattern: /^\/deals\/directory\/categories\/([^/]+)$/,
      handle: (_r, m) => dealsDirectory.category(param(m, 1)),
    },
    {
      method: "GET",
      pattern: /^\/deals\/directory\/cities\/([^/]+)$/,
      handle: (_r, m) => dealsDirectory.city(param(m, 1)),
    },
    {
      method: "GET",
      pattern: /^\/deals\/directory\/deals\/([^/]+)$/,
      handle: (_r, m) => dealsDirectory.deal(param(m, 1)),
    },
    {
      method: "GET",
      pattern: /^\/business-profile\/([^/]+)$/,
      credential: "auth",
      handle: ({ url }, m) =>
        listings.businessProfile(param(m, 1), url.searchParams.get("svcOrLocId"), url.searchParams.get("geo")),
    },
    {
      method: "GET",
      pattern: /^\/franchise-info\/([^/]+)$/,
      credential: "auth",
      handle: (_r, m) => listings.franchiseInfo(param(m, 1)),
    },
    { method: "GET", pattern: /^\/sdc\/top-offers\/?$/, handle: () => sdc.topOffers() },
    {
      method: "GET",
      pattern: /^\/sdc\/merchants\/([^/]+)\/listings$/,
      handle: (_r, m) => sdc.merchantOffers(param(m, 1)),
    },
    { method: "GET", pattern: /^\/sdc\/category-offers\/([^/]+)$/, handle: (_r, m) => sdc.categoryOffers(param(m, 1)) },
    { method: "GET", pattern: /^\/sdc\/merchant-placement\/([^/]+)$/, handle: (_r, m) => sdc.placement(param(m, 1)) },
    { method: "GET", pattern: /^\/sdc\/featured-merchants\/?$/, handle: () => sdc.featuredMerchants() },
    {
      method: "GET",
      pattern: /^\/sdc\/merchants-by-category\/([^/]+)$/,
      handle: (_r, m) => sdc.merchantsByCategory(param(m, 1)),
    },
    {
      method: "GET",
      pattern: /^\/sdc\/merchant-lookup\/([^/]+)$/,
      handle: (_r, m) => merchantLookup.lookup(param(m, 1)),
    },
    {
      method: "GET",
      pattern: /^\/sdc\/merchant-slug-search\/?$/,
      handle: ({ url }) => merchantLookup.slugSearch(url.searchParams),
    },
    { method: "GET", pattern: /^\/contests\/?$/, credential: "auth", handle: () => contests.list() },
    {
      method: "GET",
      pattern: /^\/contests\/([^/]+)$/,
      credential: "auth",
      handle: (_r, m) => contests.one(param(m, 1)),
    },
    {
      method: "POST",
      pattern: /^\/contests\/([^/]+)\/entries$/,
      credential: "auth",
      handle: async ({ req }, m) => contests.enter(param(m, 1), await readJson(req)),
    },
    { method: "GET", pattern: /^\/verification\/script\.js$/, handle: () => verification.script() },
    {
      method: "POST",
      pattern: /^\/verification\/verify$/,
      credential: "auth",
      handle: async ({ req }) => verification.verify(await readJson(req)),
    },
    {
      method: "POST",
      pattern: /^\/address\/standardize$/,
      credential: "auth",
      handle: async ({ req }) => address.standardize(await readJson(req)),
    },
    {
      method: "GET",
      pattern: /^\/address\/mailing-area\/([^/]+)$/,
      credential: "auth",
      handle: (_r, m) => address.mailingArea(param(m, 1)),
    },
    {
      method: "GET",
      pattern: /^\/content\/([^/]+)\/@children$/,
      credential: "basic",
      handle: (r, m) => content.children(decode(param(m, 1)), withBody(r), r.url.searchParams),
    },
    {
      method: "GET",
      pattern: /^\/content\/([^/@]+)$/,
      credential: "basic",
      handle: (r, m) => content.item(decode(param(m, 1)), withBody(r)),
    },
    { method: "GET", pattern: /^\/storage\/([^/]+)$/, handle: (_r, m) => content.storage(param(m, 1)) },
    { method: "GET", pattern: /^\/geoip\/([^/]+)$/, handle: (_r, m) => geoip(param(m, 1)) },
    // The stored events hold what visitors typed (names, home addresses): listed only for the tests that check them.
    {
      method: "GET",
      pattern: /^\/analytics\/events$/,
      handle: ({ url }) => (testMode ? analytics.list(url.searchParams.get("event")) : notFound()),
    },
    {
      method: "POST",
      pattern: /^\/analytics\/([^/]+)$/,
      handle: async ({ req }, m) => analytics.record(param(m, 1), await readJson(req)),
    },
    { method: "GET", pattern: /^\/media\/([^/]+)$/, handle: (_r, m) => media(param(m, 1)) },
  ];

  let publicUrl = options.publicUrl ?? env.publicUrl ?? "";

  async function route(req: IncomingMessage, url: URL): Promise<Answer> {
    const pathname = url.pathname;
    if (pathname === "/__test/faults") {
      if (!testMode) return notFound();
      if (req.method === "POST") {
        faults.add(parseFault(await readJson(req)));
        return json({ ok: true }, 201);
      }
      if (req.method === "DELETE") {
        // `?path=` clears one test's faults and leaves those of tests running beside it.
        faults.clear(url.searchParams.get("path") ?? undefined);
        return { status: 204 };
      }
      return { status: 405, body: { error: "method not allowed" } };
    }
    if (pathname === "/__test/contest-entries") {
      if (!testMode) return notFound();
      return contests.entries(url.searchParams.get("contest") ?? "", url.searchParams.get("email") ?? "");
    }
    if (req.method === "OPTIONS" && CORS_PATH.test(pathname)) return { status: 204 };
    let pathMatched = false;
    for (const candidate of routes) {
      const match = candidate.pattern.exec(pathname);
      if (!match) continue;
      pathMatched = true;
      if (candidate.method !== req.method && !(candidate.method === "GET" && req.method === "HEAD")) continue;
      if (candidate.credential && !hasCredential(req, candidate.credential, credentials)) return unauthorized();
      return candidate.handle({ req, url }, match);
    }
    return pathMatched ? { status: 405, body: { error: "method not allowed" } } : notFound();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = process.hrtime.bigint();
    let answer: Answer;
    try {
      // A path the URL parser would rewrite before routing (`..` segments, backslashes read as slashes, encoded
      // slashes, dots or backslashes) names nothing here: `/media/..\\analytics/events` must not become another route.
      if (!isPlainPath(req.url ?? "")) {
        answer = notFound();
        if (!res.destroyed) send(res, answer, publicUrl, PUBLIC_URL_MARKER);
        return;
      }
      // Prefixing (rather than resolving against a base) keeps a path such as `//host/x` a path.
      const url = new URL(`http://catalog.invalid${req.url?.startsWith("/") ? req.url : "/"}`);
      const fault = testMode && !url.pathname.startsWith("/__test/") ? faults.take(url.pathname) : null;
      if (fault) {
        if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        if (fault.status !== null || fault.body !== null) {
          const status = fault.status ?? 200;
          answer = {
            status,
            raw: fault.body ?? (status === 200 ? "" : errorBodyFor(status)),
            ...(fault.contentType === null ? {} : { contentType: fault.contentType }),
            chunked: fault.chunked,
          };
        } else answer = await route(req, url);
      } else answer = await route(req, url);
      if (CORS_PATH.test(url.pathname) && typeof req.headers.origin === "string") {
        answer.headers = {
          ...answer.headers,
          "Access-Control-Allow-Origin": req.headers.origin,
          "Access-Control-Allow-Credentials": "true",
          "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
          "Access-Control-Allow-Headers": "Content-Type",
          Vary: "Origin",
        };
      }
    } catch (error) {
      if (error instanceof HttpError) answer = { status: error.status, body: { error: error.message } };
      else {
        console.error("[catalog] internal error", error);
        answer = { status: 500, body: { error: "internal error" } };
      }
    }
    if (res.destroyed) return;
    send(res, answer, publicUrl, PUBLIC_URL_MARKER);
    if (log) {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      console.log(`[catalog] ${req.method} ${req.url} ${answer.status} ${ms.toFixed(1)}ms`);
    }
  }

  const server = createServer((req, res) => {
    void handle(req, res);
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  const url = `http://${host}:${actualPort}`;
  if (publicUrl === "") publicUrl = url;

  let closed: Promise<void> | null = null;
  const close = () => {
    closed ??= new Promise<void>((resolve) => {
      server.close(() => {
        db.close();
        resolve();
      });
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), 1000).unref();
    });
    return closed;
  };
  return { url, port: actualPort, build, close };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether a request target's path reads the same before and after URL parsing: origin-form, no backslash, no `.` or
 * `..` segment, and no escape of a slash, backslash or dot (which a parser or a handler decoding a segment would
 * turn into one). Anything else is answered 404 before routing.
 */
export function isPlainPath(target: string): boolean {
  if (!target.startsWith("/")) return false;
  const path = target.split(/[?#]/, 1)[0]!;
  if (path.includes("\\")) return false;
  if (/%(?:2f|5c|2e)/i.test(path)) return false;
  return !path.split("/").some((segment) => segment === "." || segment === "..");
}
