import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CATALOG_URL, expect, test, waitForHydration } from "./fixtures";

// Issue 30: after a deploy, the next visit uses the new build's files only, and the worker keeps nothing of the old
// build. Two real builds: this checkout's, and a copy of it with one visible change to My coupons, built anew. Each
// is served in turn on one origin (its own port, so the shared test servers are left alone).

const ROOT = process.cwd();
const PORT = Number(process.env.E2E_SITE_PORT ?? 3100) + 4;
const ORIGIN = `http://localhost:${PORT}`;
const MARK = "Deployed again for the update test.";
let copy = "";
let server: ChildProcess | null = null;

async function serve(dir: string) {
  server = spawn(process.execPath, ["server.mjs"], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(PORT),
      NODE_ENV: "production",
      UPSTREAM_BASE_URL: CATALOG_URL,
      SITE_URL: ORIGIN,
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/favicon.ico`).catch(() => null))?.status ?? 0, { timeout: 30_000 })
    .toBe(200);
}

async function stop() {
  if (!server) return;
  const exited = new Promise((resolve) => server!.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  server = null;
}

/** Build files a page loaded (scripts and module preloads), as paths. */
async function loadedBuildFiles(page: import("@playwright/test").Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith("/build/")),
  );
}

async function cacheState(page: import("@playwright/test").Page) {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const precached: string[] = [];
    for (const name of names.filter((n) => n.startsWith("workbox-precache"))) {
      for (const request of await (await caches.open(name)).keys()) precached.push(new URL(request.url).pathname);
    }
    return {
      shell: names.filter((n) => n.startsWith("valuvo-shell-")),
      precached: precached.filter((p) => p.startsWith("/build/")),
    };
  });
}

test.describe("a deploy", () => {
  test.describe.configure({ timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    copy = mkdtempSync(path.join(tmpdir(), "valuvo-deploy-"));
    for (const entry of [
      "app",
      "remix.config.js",
      "remix.env.d.ts",
      "tsconfig.json",
      "package.json",
      "server.mjs",
      "server",
      "scripts",
    ]) {
      cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
    }
    cpSync(path.join(ROOT, "public"), path.join(copy, "public"), {
      recursive: true,
      filter: (src) => !src.startsWith(path.join(ROOT, "public/build")),
    });
    symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"));
    const page = path.join(copy, "app/components/wallet/WalletPage.tsx");
    writeFileSync(
      page,
      readFileSync(page, "utf8").replace("Expired coupons are removed when you open the site.", MARK),
    );
    execFileSync("npx", ["remix", "build"], { cwd: copy, stdio: "pipe" });
    execFileSync(process.execPath, ["scripts/build-service-worker.mjs"], { cwd: copy, stdio: "pipe" });
    if (!readFileSync(path.join(copy, "build/index.js"), "utf8").includes(MARK))
      throw new Error("the second build lacks its change");
  });

  test.afterAll(async () => {
    await stop();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test("the next visit uses the new build's files, the worker keeps only them, and switching it off empties it", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    // The test takes the origin away (offline, and the server stopped between deploys) while a page it loaded may
    // still call register("/sw.js") on idle: the browser logs the failed fetch of the script, the page catches it.
    allowConsoleErrors(
      /ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches|An unknown error occurred when fetching the script/,
    );
    await serve(ROOT);
    await page.goto(`${ORIGIN}/my-coupons`);
    await waitForHydration(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(async () => (await cacheState(page)).shell.length).toBe(1);
    const before = await cacheState(page);
    const oldFiles = await loadedBuildFiles(page);
    expect(before.precached.length).toBeGreaterThan(0);
    await expect(page.getByText(MARK)).toHaveCount(0);

    await stop();
    await serve(copy);
    const newBuild = (p: string) => {
      try {
        readFileSync(path.join(copy, "public", p));
        return true;
      } catch {
        return false;
      }
    };
    await page.goto(`${ORIGIN}/my-coupons`);
    await waitForHydration(page);
    await expect(page.getByText(MARK)).toBeVisible();
    const loaded = await loadedBuildFiles(page);
    expect(
      loaded.filter((p) => !newBuild(p)),
      "build files not of the new build",
    ).toEqual([]);
    expect(
      loaded.some((p) => !oldFiles.includes(p)),
      "the visit loaded changed build files",
    ).toBe(true);

    // The new worker takes over: one shell cache, of the new version, and only the new build's files precached.
    // (While the new worker installs both shell caches exist; its activation deletes the old one.)
    await expect
      .poll(
        async () => {
          const { shell } = await cacheState(page);
          return shell.length === 1 && shell[0] !== before.shell[0];
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const after = await cacheState(page);
    expect(after.precached.filter((p) => !newBuild(p))).toEqual([]);

    // Offline, My coupons is the new build's copy running on the new build's files.
    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(MARK)).toBeVisible();
    expect((await loadedBuildFiles(page)).filter((p) => !newBuild(p))).toEqual([]);
    await context.setOffline(false);

    // Switched off (docs/offline-wallet.md): the next deploy's worker removes every cache and its registration; pages then come
    // from the network only (offline, nothing answers for the site any more).
    await stop();
    execFileSync(process.execPath, ["scripts/build-service-worker.mjs"], {
      cwd: copy,
      stdio: "pipe",
      env: { ...process.env, SERVICE_WORKER: "off" },
    });
    await serve(copy);
    await page.goto(`${ORIGIN}/my-coupons`);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 20_000 }).toEqual([]);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 20_000 }).toEqual([]);
    // Whether a switched-off worker still counts as this page's controller at this instant depends on when it
    // unregisters (each page registers /sw.js again, and the off worker removes itself on activation); what a shopper
    // gets does not: it has no fetch handler, so offline nothing answers for the site.
    await context.setOffline(true);
    await expect(page.goto(`${ORIGIN}/my-coupons`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(false);
  });
});
