import { createHash, X509Certificate } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { startEdgeTopology } from "../../scripts/lib/edge-topology.mjs";
import { makeLocalCertificates } from "../../scripts/lib/local-tls.mjs";
import { createChildren } from "../../scripts/lib/processes.mjs";
import { CHROMIUM_LAUNCH_OPTIONS } from "../chromium-launch";
import { decodeBarcode } from "./barcode-decode";
import { expect, test, waitForHydration } from "./fixtures";
import { VIEWPORTS } from "./journeys/journey-helpers";
import { LOCAL_PATH, saintPetersburgOffers, setSaintPetersburg } from "./local-helpers";

// The offline wallet as shoppers meet it: through the production edge (this spec runs in the `edge` project), where
// nginx, not the site, serves the service worker. Save a coupon to the phone, lose the network, reload My coupons:
// the coupon is still there, with its id and a barcode that decodes to it.

const SCREENS = process.env.SCREENS_DIR ?? "/work/screens/wallet-edge";
/** Offline, the browser logs what it could not fetch, and Remix its route discovery for the header's links. */
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches/;

async function printableOffer() {
  const { listings } = await saintPetersburgOffers();
  const offer = listings.find((l) => l.printable && l.offers[0])?.offers[0];
  expect(offer, "a printable Saint Petersburg offer").toBeTruthy();
  return offer!;
}

/**
 * Saves the offer from its redeem screen; returns the print id the screen shows once saved (it takes the browser's
 * clock as it hydrates, which can move the id on a second after the server's).
 */
async function saveToPhone(page: Page, offer: { offerId: string; title: string }): Promise<string> {
  await page.goto(`${LOCAL_PATH}?offer=${offer.offerId}&redeem=1`);
  await waitForHydration(page);
  const redeem = page.getByRole("dialog", { name: offer.title });
  await redeem.getByRole("button", { name: "Save to phone" }).click();
  await expect(redeem.getByRole("status")).toHaveText("Saved to My coupons");
  return (await redeem.getByTestId("print-coupon-id").textContent())!;
}

/** Opens My coupons online and waits for the wallet's worker to be active and holding its copy of the page. */
async function openWalletOnline(page: Page) {
  await page.goto("/my-coupons");
  await waitForHydration(page);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration("/");
          return registration?.active?.state ?? registration?.installing?.state ?? "none";
        }),
      { message: "the wallet's service worker is installed and active", timeout: 20_000 },
    )
    .toBe("activated");
  await expect
    .poll(() => page.evaluate(() => caches.keys()), { message: "the worker kept its copy of My coupons" })
    .toContainEqual(expect.stringMatching(/^valuvo-shell-/));
}

/** Offline, a reload of My coupons shows the saved coupon; "Show coupon" shows its id and a barcode that decodes. */
async function expectWalletOffline(
  page: Page,
  context: BrowserContext,
  coupon: { title: string; printId: string },
  screenshot: string,
) {
  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "My coupons", level: 1 })).toBeVisible();
  const list = page.getByRole("list", { name: "Saved coupons" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("heading", { level: 2 })).toHaveText(coupon.title);
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: join(SCREENS, `list-${screenshot}`), fullPage: true });
  await list.getByRole("link", { name: `Show coupon for ${coupon.title} at` }).click();
  await expect(page.getByRole("heading", { name: coupon.title })).toBeVisible();
  await expect(page.getByTestId("print-coupon-id")).toHaveText(coupon.printId);
  await expect(page.getByTestId("print-coupon-id")).toBeVisible();
  const barcode = page.getByRole("img", { name: `Barcode of coupon ID ${coupon.printId}` });
  await expect(barcode).toBeVisible();
  expect(await decodeBarcode(barcode)).toBe(coupon.printId);
  await page.screenshot({ path: join(SCREENS, screenshot), fullPage: true });
  await context.setOffline(false);
}

// A 390×844 phone's screen has three device pixels to a CSS pixel (iPhone 12 to 15), and a till's scanner reads those:
// at one, a barcode of 16 digits on the card's width has bars of 1.4 pixels, and half such codes do not decode.
const PHONE_SCREEN = { deviceScaleFactor: 3 };

// Every instance down while the phone still has its network: the edge answers its maintenance page (502, its own
// deploy/edge/edge-error.html) for a located visitor's My coupons, which it rarely holds (it keeps a page per place).
const EDGE_DOWN_PAGE = readFileSync(new URL("../../deploy/edge/edge-error.html", import.meta.url), "utf8");

for (const viewport of VIEWPORTS) {
  test.describe(`through the edge, on a ${viewport.name}`, () => {
    test.use(viewport.phone ? { ...viewport.use, ...PHONE_SCREEN } : viewport.use);

    test("a coupon saved to the phone opens offline from My coupons with its id and barcode", async ({
      page,
      context,
      baseURL,
      allowConsoleErrors,
    }) => {
      test.setTimeout(90_000);
      allowConsoleErrors(OFFLINE_NOISE);
      await setSaintPetersburg(context, baseURL!);
      const offer = await printableOffer();
      const printId = await saveToPhone(page, offer);
      await openWalletOnline(page);
      await expectWalletOffline(
        page,
        context,
        { title: offer.title, printId },
        `my-coupons-offline-${viewport.name}.png`,
      );
    });

    test("while the site is down, My coupons opens from the phone with the saved coupon, not the maintenance page", async ({
      page,
      context,
      baseURL,
      allowConsoleErrors,
    }) => {
      test.setTimeout(90_000);
      allowConsoleErrors(/status of 502/);
      await setSaintPetersburg(context, baseURL!);
      const offer = await printableOffer();
      await saveToPhone(page, offer);
      await openWalletOnline(page);
      let downAnswers = 0;
      await context.route(/\/my-coupons$/, async (route) => {
        downAnswers++;
        await route.fulfill({ status: 502, contentType: "text/html; charset=utf-8", body: EDGE_DOWN_PAGE });
      });
      await page.reload();
      await expect(page.getByRole("heading", { name: "My coupons", level: 1 })).toBeVisible();
      await waitForHydration(page);
      expect(downAnswers, "the site was asked, and answered it is down").toBeGreaterThan(0);
      const list = page.getByRole("list", { name: "Saved coupons" });
      await expect(list.getByRole("heading", { level: 2 })).toHaveText(offer.title);
      await expect(page.getByText("Maintenance in progress")).toHaveCount(0);
      mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({ path: join(SCREENS, `my-coupons-site-down-${viewport.name}.png`), fullPage: true });
    });
  });
}

// Just after a deploy the edge still holds the page of the build before, whose route modules the new worker never
// stored: kept for offline use, it could not open. The worker keeps only its own build's page, and asks again.
test.describe("a worker installed while the edge still serves the build before", () => {
  test("keeps no copy of the old build's My coupons, and keeps its own build's once the edge serves it", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    let oldPages = 0;
    await context.route(/\/my-coupons$/, async (route) => {
      if (!route.request().serviceWorker()) return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /\/build\/manifest-[A-Za-z0-9]+\.js/g,
        "/build/manifest-0LDBU1LD.js",
      );
      oldPages++;
      await route.fulfill({ response, body: html });
    });
    await page.goto("/my-coupons");
    await waitForHydration(page);
    const kept = () =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((key) => key.startsWith("valuvo-shell-"));
        return name ? Boolean(await (await caches.open(name)).match("/my-coupons")) : false;
      });
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.state), {
        timeout: 20_000,
      })
      .toBe("activated");
    expect(oldPages, "the worker fetched My coupons and met the old build's page").toBeGreaterThan(0);
    expect(await kept()).toBe(false);
    await context.unroute(/\/my-coupons$/);
    await page.goto("/coupon-codes");
    await expect.poll(kept, { message: "the worker kept this build's My coupons", timeout: 15_000 }).toBe(true);
  });
});

// The same over TLS, the shape of production: an edge of its own terminating HTTPS (the plain port redirects), in front
// of its own instances and catalog. A service worker needs a secure context; the browser trusts exactly this run's
// certificate (Chromium's --ignore-certificate-errors-spki-list with its key's hash), so the page is a secure context
// as on a real certificate, and nothing else about certificates is relaxed.
test.describe("through the edge over TLS", () => {
  const base = Number(process.env.E2E_SITE_PORT ?? 3100) + 40;
  const ports = {
    redirect: Number(process.env.E2E_TLS_EDGE_PORT ?? base),
    tls: Number(process.env.E2E_TLS_PORT ?? base + 1),
    sites: (process.env.E2E_TLS_SITE_PORTS ?? `${base + 2},${base + 3}`).split(",").map(Number) as [number, number],
    catalog: Number(process.env.E2E_TLS_CATALOG_PORT ?? base + 4),
  };
  const origin = `https://localhost:${ports.tls}`;
  const children = createChildren();
  let dir = "";
  let spki = "";

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dir = mkdtempSync(join(tmpdir(), "valuvo-wallet-tls-"));
    const certificates = makeLocalCertificates(dir);
    const key = new X509Certificate(readFileSync(certificates.certificate)).publicKey.export({
      type: "spki",
      format: "der",
    });
    spki = createHash("sha256").update(key).digest("base64");
    await startEdgeTopology(children, {
      edgePort: ports.redirect,
      sitePorts: ports.sites,
      catalogPort: ports.catalog,
      prefix: join(dir, "edge"),
      catalogTestMode: true,
      stdio: ["ignore", "ignore", "inherit"],
      tls: { port: ports.tls, certificate: certificates.certificate, key: certificates.key },
      publicUrl: origin,
      env: { NODE_ENV: "production", ANALYTICS_BEACONS_PER_MINUTE: "1000000" },
    });
  });

  test.afterAll(async () => {
    await children.stopAll();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("a coupon saved to the phone opens offline from My coupons with its id and barcode", async () => {
    test.setTimeout(120_000);
    const browser = await chromium.launch({
      ...CHROMIUM_LAUNCH_OPTIONS,
      args: [...CHROMIUM_LAUNCH_OPTIONS.args, `--ignore-certificate-errors-spki-list=${spki}`],
    });
    try {
      const context = await browser.newContext({ ...VIEWPORTS[0].use, ...PHONE_SCREEN, baseURL: origin });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !OFFLINE_NOISE.test(message.text())) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
        });
      });
      await setSaintPetersburg(context, origin);
      const offer = await printableOffer();
      const printId = await saveToPhone(page, offer);
      expect(await page.evaluate(() => window.isSecureContext), "the page is a secure context").toBe(true);
      await openWalletOnline(page);
      await expectWalletOffline(page, context, { title: offer.title, printId }, "my-coupons-offline-tls-phone.png");
      expect(errors, "console errors").toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
