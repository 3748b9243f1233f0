import { defineConfig } from "@playwright/test";
import { resolve } from "node:path";

// `npm run screens`: full-page screenshots of fifteen page types at a phone's and a laptop's width, of the build in
// SCREENS_CHECKOUT (default: this one). Run once with `-- --update-snapshots` on the checkout before a change, then
// without on the one after: Playwright compares every pixel and writes the differences beside the report. Not part
// of `npm test`: fonts and anti-aliasing differ between machines, so the pictures are only compared on one machine.
const CHECKOUT = resolve(process.env.SCREENS_CHECKOUT ?? ".");
const SITE_PORT = Number(process.env.SCREENS_SITE_PORT ?? 3700);
const CATALOG_PORT = Number(process.env.SCREENS_CATALOG_PORT ?? 4700);

export default defineConfig({
  testDir: ".",
  snapshotPathTemplate: resolve(".cache/screens/{projectName}/{arg}{ext}"),
  outputDir: resolve(".cache/screens-results"),
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { toHaveScreenshot: { maxDiffPixels: 0, animations: "disabled", caret: "hide" } },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    },
  },
  projects: [
    { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: "laptop", use: { viewport: { width: 1366, height: 900 } } },
  ],
  webServer: [
    {
      command: "node --import tsx catalog/main.ts",
      cwd: CHECKOUT,
      url: `http://127.0.0.1:${CATALOG_PORT}/health`,
      env: { CATALOG_PORT: String(CATALOG_PORT), CATALOG_TEST_MODE: "1" },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: "node server.mjs",
      cwd: CHECKOUT,
      url: `http://localhost:${SITE_PORT}/favicon.ico`,
      env: {
        PORT: String(SITE_PORT),
        NODE_ENV: "production",
        UPSTREAM_BASE_URL: `http://127.0.0.1:${CATALOG_PORT}`,
        VERIFICATION_SCRIPT_URL: `http://127.0.0.1:${CATALOG_PORT}/verification/script.js`,
        SITE_URL: `http://localhost:${SITE_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
