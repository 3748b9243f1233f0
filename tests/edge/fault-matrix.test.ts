import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createChildren, waitFor } from "../../scripts/lib/processes.mjs";
import { BRIEF_PAGE_LIFETIMES } from "../../app/models/cache-policy";
import { filePorts } from "./support";

/**
 * Issue 13's fault matrix: every upstream × {500, 404, malformed, empty, nothing, time-out} on the pages that use it. The
 * pages must answer 200, 404 or 503 (the maintenance page) with the spec's texts and no stack or internal detail,
 * and answer normally once the fault is cleared. Through the production server (the build's server.mjs), with no
 * browser: what each answer says is status and text. One page of each kind is looked at in Chromium
 * (tests/e2e/fault-matrix.spec.ts); what each loader answers sits beside the loaders (app/routes/_site.*.test.ts).
 *
 * It runs its own catalog and site, with the site's cache off (`CACHE_MAX_BYTES=1`: every request asks the upstream,
 * so no answer cached by an earlier case hides a fault) and a short upstream time-out, the content's too (in
 * production SPEC §9's 5 s; a time-out is a time-out whatever its length).
 */
const {
  catalog: CATALOG_PORT,
  sites: [SITE_PORT],
} = filePorts(45);
const CATALOG = `http://127.0.0.1:${CATALOG_PORT}`;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const UPSTREAM_TIMEOUT_MS = 700;
const SAINT_PETERSBURG = {
  city: "Saint Petersburg",
  state: "FL",
  zip: "33701",
  coords: { lat: 27.7723, lng: -82.6386 },
};

const WITH_PLACE = { Cookie: `vp_local_geo=${encodeURIComponent(JSON.stringify(SAINT_PETERSBURG))}` };

type Visit = { path: string; place?: boolean };

/** Filled in before the first case (`realPages`): a real merchant's page and a real business page. */
const MERCHANT_PAGE: Visit = { path: "" };
const BUSINESS_PAGE: Visit = { path: "", place: true };

/**
 * Every upstream (its path in the catalog, docs/upstream-contract.md) and the pages that ask it. `nothing`: an empty
 * list from it is a fault, not an answer (a place's coupon feed, the place search a shopper types a real place into);
 * elsewhere (merchant placements, say) an empty list is a real answer and is kept as one.
 */
const UPSTREAMS: { name: string; path: string; visits: Visit[]; nothing?: true; lookup?: true }[] = [
  {
    name: "location validate",
    path: "/location/validate/",
    visits: [{ path: "/local/tampa-fl" }, { path: "/", place: true }, { path: "/deals", place: true }],
  },
  {
    name: "location search",
    path: "/location/search",
    visits: [{ path: "/api/location-suggestions?q=tamp" }],
    nothing: true,
  },
  { name: "site search with a place", path: "/search-feed/", visits: [{ path: "/search?term=pizza", place: true }] },
  {
    name: "site search without a place",
    path: "/search-feed-sdc",
    visits: [{ path: "/search?term=pizza" }, { path: "/api/search-suggestions?term=pizza" }],
  },
  {
    name: "coupon feed",
    path: "/coupon-feed/",
    nothing: true,
    visits: [
      { path: "/local/saint-petersburg-fl", place: true },
      { path: "/local/saint-petersburg-fl/restaurants", place: true },
      { path: "/", place: true },
      { path: "/pizza", place: true },
      { path: "/services" },
    ],
  },
  {
    name: "deals",
    path: "/deals/offers",
    visits: [
      { path: "/deals", place: true },
      { path: "/search?term=spa", place: true },
    ],
  },
  { name: "deals directory", path: "/deals/directory", visits: [{ path: "/coupons/deals" }] },
  {
    name: "franchise info",
    path: "/franchise-info/",
    visits: [
      { path: "/", place: true },
      { path: "/deals", place: true },
    ],
  },
  { name: "top coupon codes", path: "/sdc/top-offers", visits: [{ path: "/coupon-codes" }] },
  // `lookup`: the upstream that says whether the page's own item exists; a body of null is one more fault of it.
  { name: "merchant slug search", path: "/sdc/merchant-slug-search", visits: [MERCHANT_PAGE], lookup: true },
  { name: "business profile", path: "/business-profile/", visits: [BUSINESS_PAGE], lookup: true },
  {
    name: "merchant offers",
    path: "/sdc/merchants/",
    visits: [{ path: "/coupon-codes?cpncode=sdc_travel_1_30001_10001_0" }],
  },
  {
    name: "category offers",
    path: "/sdc/category-offers",
    visits: [{ path: "/coupon-codes/browse/travel" }, { path: "/grocery-coupons" }],
  },
  {
    name: "merchant placement",
    path: "/sdc/merchant-placement",
    visits: [{ path: "/coupon-codes" }, { path: "/coupon-codes/browse/travel" }],
  },
  { name: "featured merchants", path: "/sdc/featured-merchants", visits: [{ path: "/coupon-codes" }] },
  {
    name: "merchants by category",
    path: "/sdc/merchants-by-category",
    visits: [{ path: "/coupon-codes/browse/travel" }],
  },
  {
    name: "content repository",
    path: "/content",
    visits: [
      { path: "/newsroom" },
      { path: "/newsroom/press-releases" },
      { path: "/pizza" },
      { path: "/blog" },
      { path: "/advertise/careers" },
    ],
  },
  {
    name: "store (billboards, specialty links)",
    path: "/storage/",
    visits: [{ path: "/", place: true }, { path: "/coupon-codes" }],
  },
  { name: "IP geolocation", path: "/geoip/", visits: [{ path: "/" }] },
  { name: "contests", path: "/contests", visits: [{ path: "/coupons/showcontest" }] },
];

const FAULTS: { name: string; fault: () => Record<string, unknown> }[] = [
  { name: "500", fault: () => ({ status: 500 }) },
  { name: "404", fault: () => ({ status: 404 }) },
  { name: "malformed", fault: () => ({ status: 200, body: "{not json" }) },
  { name: "empty", fault: () => ({ status: 200, body: "" }) },
  // An answer of the right shape with nothing in it: most often a passing fault (decision 040), never kept long.
  { name: "nothing", fault: () => ({ status: 200, body: "[]" }) },
  { name: "time-out", fault: () => ({ delayMs: UPSTREAM_TIMEOUT_MS + 800 }) },
  { name: "null", fault: () => ({ status: 200, body: "null" }) },
];

/** The faults an upstream is put through: "nothing" where an empty list is a fault, "null" where it looks an item up. */
const faultsOf = (upstream: (typeof UPSTREAMS)[number]) =>
  FAULTS.filter((f) => (f.name !== "nothing" || upstream.nothing) && (f.name !== "null" || upstream.lookup));

/** What must never reach a visitor: stack frames and the names of our internals. */
const LEAKS = /\bat [\w.<>]+ \(|node:internal|UpstreamError|ZodError|SyntaxError|ECONNREFUSED|TypeError|\/work\//;

const children = createChildren();

/** A server of this file's own, its output discarded (the faults make it log on purpose). */
const start = (args: string[], env: Record<string, string>) =>
  children.spawnChild(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: "ignore",
  });

beforeAll(async () => {
  const catalog = start(["--import", "tsx", "catalog/main.ts"], {
    CATALOG_PORT: String(CATALOG_PORT),
    CATALOG_TEST_MODE: "1",
  });
  await waitFor(`${CATALOG}/health`, 120_000, { child: catalog });
  const site = start(["server.mjs"], {
    PORT: String(SITE_PORT),
    NODE_ENV: "production",
    UPSTREAM_BASE_URL: CATALOG,
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    UPSTREAM_CONTENT_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    CACHE_MAX_BYTES: "1",
  });
  await waitFor(`${SITE}/favicon.ico`, 60_000, { child: site });
  await realPages();
});

/** A travel merchant's page, and the first business page a place's page links to, both answering 200 before a fault. */
async function realPages() {
  const merchants = (await (await fetch(`${CATALOG}/sdc/merchants-by-category/travel`)).json()) as { slug: string }[];
  MERCHANT_PAGE.path = `/coupon-codes/${merchants[0]!.slug}`;
  const local = await visit({ path: "/local/saint-petersburg-fl", place: true });
  const business = /href="(\/local\/saint-petersburg-fl\/[a-z0-9-]+-\d+(?:\?store=\d+)?)"/.exec(local.body);
  if (!business) throw new Error("no business page linked from /local/saint-petersburg-fl");
  BUSINESS_PAGE.path = business[1]!;
  for (const page of [MERCHANT_PAGE, BUSINESS_PAGE]) expect((await visit(page)).status, page.path).toBe(200);
}

afterAll(() => children.stopAll());

async function visit(v: Visit) {
  const response = await fetch(`${SITE}${v.path}`, {
    headers: v.place ? WITH_PLACE : {},
    redirect: "manual",
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, body: await response.text(), cacheControl: response.headers.get("cache-control") };
}

/** How long a shared cache may keep an answer (s-maxage, else max-age), or 0 when it may not keep it at all. */
function sharedLifetime(cacheControl: string | null): number {
  if (!cacheControl || !/\bpublic\b/.test(cacheControl) || /private|no-store/.test(cacheControl)) return 0;
  return Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? /max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
}

const catalogFault = (fault: Record<string, unknown>) =>
  fetch(`${CATALOG}/__test/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(fault),
  });
const clearCatalogFault = (path: string) =>
  fetch(`${CATALOG}/__test/faults?path=${encodeURIComponent(path)}`, { method: "DELETE" });

describe("every upstream's every fault", () => {
  for (const upstream of UPSTREAMS) {
    it(`${upstream.name}: ends in the spec's answer on every page that asks it, and the site recovers`, async () => {
      for (const { name, fault } of faultsOf(upstream)) {
        await catalogFault({ path: upstream.path, ...fault() });
        for (const v of upstream.visits) {
          const { status, body, cacheControl } = await visit(v);
          const where = `${upstream.name} ${name} → ${v.path}${v.place ? " (with a place)" : ""}`;
          const api = v.path.startsWith("/api/");
          expect([200, 302, 404, 503], `${where} answered ${status}`).toContain(status);
          expect(body, `${where} leaked internals`).not.toMatch(LEAKS);
          // A 503 says why: the maintenance page, or the area's SPEC §8 message on a page that cannot stand without it.
          if (status === 503 && !api)
            expect(body, where).toMatch(
              /Maintenance in progress|We couldn(?:&#x27;|')t find|We can(?:&#x27;|')t seem to find|We seem to be having trouble|No Clipp offers/,
            );
          if (status === 404 && !api) expect(body, where).toContain("Page Not Found");
          // Every visit is a real page: only the upstream's own 404 may say it is not one, never a failure, a slow or
          // an empty answer (a 404 tells crawlers to drop the page and shoppers it does not exist).
          if (name !== "404") expect(status, `${where} said the page does not exist`).not.toBe(404);
          // What a fault made of a page is a passing fault's: a shared cache keeps it seconds, never the page's
          // minutes or hours (a 404 keeps the error page's own lifetime, and the edge stores none).
          if (status !== 404)
            expect(sharedLifetime(cacheControl), `${where} may be shared as: ${cacheControl}`).toBeLessThanOrEqual(
              BRIEF_PAGE_LIFETIMES.sMaxage,
            );
        }
        await clearCatalogFault(upstream.path);
      }
      // Cleared: the same pages answer as usual (no cache to hide a lasting failure: it is off here). A call that
      // was already waiting on the slow upstream when the fault was cleared may still be shared for a few seconds.
      for (const v of upstream.visits) {
        await vi.waitFor(
          async () =>
            expect((await visit(v)).status, `${upstream.name}: ${v.path} after the fault was cleared`).toBeLessThan(
              400,
            ),
          { timeout: 12_000, interval: 200 },
        );
      }
    }, 120_000);
  }
});
