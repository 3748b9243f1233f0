import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "./tests/chromium-launch";

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const CATALOG_PORT = Number(process.env.E2E_CATALOG_PORT ?? 4110);
export const CATALOG_URL = `http://127.0.0.1:${CATALOG_PORT}`;
// A second site with its upstream cache off, over its own catalog: where tests that inject faults look at pages,
// so no answer another spec (a crawl, say) has warmed hides the fault (tests/e2e/fixtures.ts `isolated`).
const FAULT_SITE_PORT = Number(process.env.E2E_FAULT_SITE_PORT ?? SITE_PORT + 2);
const FAULT_CATALOG_PORT = Number(process.env.E2E_FAULT_CATALOG_PORT ?? CATALOG_PORT + 2);

// The production edge of `npm run start:edge` (nginx caching in front of two site instances and a catalog of its
// own, in test mode), on test ports: where the shopper's journeys run (EDGE_SPECS), so what they test is what
// shoppers meet. Its per-address limits are lifted as the benches lift them: every browser of the run comes from
// one address (the limits have their own edge tests).
const EDGE_PORT = Number(process.env.E2E_EDGE_PORT ?? SITE_PORT + 30);
const EDGE_SITE_PORTS = process.env.E2E_EDGE_SITE_PORTS ?? `${SITE_PORT + 31},${SITE_PORT + 32}`;
const EDGE_CATALOG_PORT = Number(process.env.E2E_EDGE_CATALOG_PORT ?? SITE_PORT + 33);
export const EDGE_URL = `http://localhost:${EDGE_PORT}`;
const EDGE_PREFIX = ".cache/edge-e2e";
/** Specs that walk a shopper's journeys; the rest (unit-level, site-only, fault injection) stay on the site. */
const EDGE_SPECS = [
  "journeys/**/*.spec.ts",
  "wallet.spec.ts",
  "wallet-edge.spec.ts",
  "location.spec.ts",
  "search.spec.ts",
  "deals.spec.ts",
  "coupon-codes.spec.ts",
  "local-offers.spec.ts",
];

/** Browser tests drive Debian's Chromium against the production build (what `npm start` serves). */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // A failed test runs once more, recording a trace (Chromium's screencast and a DOM snapshot at every step) for its
  // reader. Recording one for every test cost the run 15-40 % more CPU on passing tests, whose traces were thrown
  // away. A test that passes only on its second try is still a failure: a flake to fix, and CI shows it red.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The JSON report feeds the totals line of `npm test` (scripts/test.mjs sets where it goes).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: EDGE_SPECS },
    {
      name: "edge",
      testMatch: EDGE_SPECS,
      use: { ...devices["Desktop Chrome"], baseURL: EDGE_URL },
      // Read by tests/e2e/fixtures.ts: the catalog whose analytics store and fault hook this project's pages use.
      metadata: { catalogUrl: `http://127.0.0.1:${EDGE_CATALOG_PORT}` },
    },
  ],
  webServer: [
    {
      command: "node --import tsx catalog/main.ts",
      url: `${CATALOG_URL}/health`,
      env: { CATALOG_PORT: String(CATALOG_PORT), CATALOG_TEST_MODE: "1" },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node server.mjs",
      url: `http://localhost:${SITE_PORT}/favicon.ico`,
      env: {
        PORT: String(SITE_PORT),
        NODE_ENV: "production",
        UPSTREAM_BASE_URL: CATALOG_URL,
        // Browsers load the verification script from the catalog this run started (its default port differs).
        VERIFICATION_SCRIPT_URL: `${CATALOG_URL}/verification/script.js`,
        // Canonical URLs, og:url and sitemaps name this origin whatever Host a request sends (crawlers.spec.ts).
        SITE_URL: `http://localhost:${SITE_PORT}`,
        // Every browser of the suite shares one address (loopback) and sends hundreds of beacons a minute; the
        // relay's limit per address has its own test (app/routes/api.analytics.$event.test.ts).
        ANALYTICS_BEACONS_PER_MINUTE: "1000000",
        // As an instance of the edge starts (scripts/lib/site-node.mjs DEFAULT_WARM_PATHS): the list of every covered
        // place is read before the first visitor, whose page has only the optional-data budget for it.
        SITE_WARM_PATHS: "/local/cities",
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node --import tsx catalog/main.ts",
      url: `http://127.0.0.1:${FAULT_CATALOG_PORT}/health`,
      env: { CATALOG_PORT: String(FAULT_CATALOG_PORT), CATALOG_TEST_MODE: "1" },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node server.mjs",
      url: `http://localhost:${FAULT_SITE_PORT}/favicon.ico`,
      env: {
        PORT: String(FAULT_SITE_PORT),
        NODE_ENV: "production",
        UPSTREAM_BASE_URL: `http://127.0.0.1:${FAULT_CATALOG_PORT}`,
        VERIFICATION_SCRIPT_URL: `http://127.0.0.1:${FAULT_CATALOG_PORT}/verification/script.js`,
        SITE_URL: `http://localhost:${FAULT_SITE_PORT}`,
        ANALYTICS_BEACONS_PER_MINUTE: "1000000",
        CACHE_MAX_BYTES: "1",
        // As behind the edge: the visitor's address is the first X-Forwarded-For entry (location.spec.ts' first
        // visits); the main site is a plain instance, which ignores that header (hostile-requests.spec.ts).
        TRUST_PROXY: "1",
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // start:edge's own script (without its build), its nginx prefix emptied first: a cache of an earlier run
      // would serve pages naming another build's files.
      command: `node -e 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })' ${EDGE_PREFIX} && exec node scripts/start-edge.mjs`,
      url: `${EDGE_URL}/favicon.ico`,
      env: {
        NODE_ENV: "production",
        EDGE_PORT: String(EDGE_PORT),
        EDGE_SITE_PORTS,
        CATALOG_PORT: String(EDGE_CATALOG_PORT),
        CATALOG_TEST_MODE: "1",
        EDGE_PREFIX,
        EDGE_PAGE_RATE: "1000r/s",
        EDGE_PAGE_BURST: "10000",
        EDGE_FORM_RATE: "1000r/s",
        EDGE_FORM_BURST: "10000",
        EDGE_BEACON_RATE: "1000r/s",
        EDGE_BEACON_BURST: "10000",
        ANALYTICS_BEACONS_PER_MINUTE: "1000000",
        // And each instance's budget per address (server/address-budget.mjs), which counts the type-ahead and the
        // other APIs as well as uncached pages: lifted as the benches and the edge tests lift it.
        SITE_ADDRESS_RENDERS_PER_S: "0",
      },
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
  ],
});
