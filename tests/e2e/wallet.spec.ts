import { analyticsEndpoint } from "../../app/browser/track";
import { decodeBarcode } from "./barcode-decode";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { analyticsEvents, LOCAL_PATH, saintPetersburgOffers, setSaintPetersburg } from "./local-helpers";

// Issue 30: the redeem screen's real barcode, "Save to phone", My coupons offline, the manifest and the worker.

type Saved = { printId: string; title: string; expiresAt: string };

async function printableOffers(count: number) {
  const { listings } = await saintPetersburgOffers();
  const offers = listings.filter((l) => l.printable && l.offers[0]).map((l) => l.offers[0]!);
  expect(offers.length).toBeGreaterThanOrEqual(count);
  return offers.slice(0, count);
}

async function storedWallet(page: import("@playwright/test").Page): Promise<Saved[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem("wallet") ?? "[]") as Saved[]);
}

test.describe("coupon wallet", () => {
  test("the redeem screen's barcode, served without JavaScript, decodes to the coupon's print id", async ({
    browser,
    baseURL,
  }) => {
    const [offer] = await printableOffers(1);
    const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: "block" });
    await setSaintPetersburg(context, baseURL!);
    const page = await context.newPage();
    await page.goto(`${LOCAL_PATH}?offer=${offer!.offerId}&redeem=1`);
    const redeem = page.getByRole("dialog", { name: offer!.title });
    const printId = await redeem.getByTestId("print-coupon-id").textContent();
    expect(printId).toMatch(/^\d+\d{10}$/);
    const barcode = redeem.getByRole("img", { name: `Barcode of coupon ID ${printId}` });
    await expect(barcode).toBeVisible();
    await expect
      .poll(() => barcode.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await decodeBarcode(barcode)).toBe(printId);
    await expect(redeem.getByText("Saving this coupon to your phone needs JavaScript.")).toBeVisible();
    // On paper: the barcode and its id print, the toolbar and the save hint do not.
    await page.emulateMedia({ media: "print" });
    await expect(barcode).toBeVisible();
    await expect(redeem.getByTestId("print-coupon-id")).toBeVisible();
    await expect(redeem.getByText("Saving this coupon to your phone needs JavaScript.")).toBeHidden();
    await context.close();
  });

  test("each request of the redeem screen is private and prints its own id; its barcode is drawn for it alone (issue 35)", async ({
    browser,
    baseURL,
    request,
  }) => {
    const [offer] = await printableOffers(1);
    const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: "block" });
    await setSaintPetersburg(context, baseURL!);
    const page = await context.newPage();
    const redeemUrl = `${LOCAL_PATH}?offer=${offer!.offerId}&redeem=1`;
    const printIdOf = async () => {
      const response = await page.goto(redeemUrl);
      // Finding 8: the redeem view was cached for five minutes, so every visitor printed the same "unique" id.
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      return (
        (await page.getByRole("dialog", { name: offer!.title }).getByTestId("print-coupon-id").textContent()) ?? ""
      );
    };
    const first = await printIdOf();
    // Made from the time of each request: a later request (the next second) prints another id.
    await expect.poll(printIdOf, { timeout: 10_000 }).not.toBe(first);

    // Finding 7: its barcode is drawn for the browser alone; an id the site never issued is a 404 nobody keeps.
    const barcode = await request.get(`/api/barcode/${first}`);
    expect(barcode.status()).toBe(200);
    expect(barcode.headers()["cache-control"]).toBe("private, max-age=31536000, immutable");
    const forged = await request.get(`/api/barcode/${first.slice(0, -10)}1000000000`);
    expect(forged.status()).toBe(404);
    expect(forged.headers()["cache-control"]).toBe("no-store");
    await context.close();
  });

  test("saved coupons open offline from My coupons with barcodes that decode; an expired one is gone", async ({
    page,
    context,
    baseURL,
    allowConsoleErrors,
  }) => {
    test.setTimeout(90_000);
    // Offline, the browser logs what it could not fetch, and Remix logs its route discovery (`/__manifest`) for the
    // header's links failing: expected with no network; nothing on the wallet depends on them.
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches/);
    await setSaintPetersburg(context, baseURL!);
    const [first, second, third] = await printableOffers(3);
    const shownIds: string[] = [];
    // This page's own beacons, read as it sends them (Playwright does not show a beacon's body): other tests save
    // the same coupons in the same second, so the same print id, and the catalog's store cannot say whose they are.
    const savedBeacons: string[] = [];
    await page.exposeFunction("recordCouponSaved", (printId: string) => savedBeacons.push(printId));
    await page.addInitScript((endpoint) => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith(endpoint) && data instanceof Blob) {
          const record = (window as unknown as { recordCouponSaved: (id: string) => void }).recordCouponSaved;
          void data.text().then((text) => record(String(JSON.parse(text).analyticsData.printId)));
        }
        return send(url, data);
      };
    }, analyticsEndpoint("couponSaved"));

    // Two coupons saved from their redeem screens: the id saved is the one on screen, whose barcode decodes to it.
    for (const offer of [first!, second!]) {
      await page.goto(`${LOCAL_PATH}?offer=${offer.offerId}&redeem=1`);
      await waitForHydration(page);
      const redeem = page.getByRole("dialog", { name: offer.title });
      await redeem.getByRole("button", { name: "Save to phone" }).click();
      await expect(redeem.getByRole("status")).toHaveText("Saved to My coupons");
      // Read once saved: the screen takes the browser's clock as it hydrates, which can move the id on a second.
      const printId = (await redeem.getByTestId("print-coupon-id").textContent())!;
      const barcode = redeem.getByRole("img", { name: `Barcode of coupon ID ${printId}` });
      await expect
        .poll(() => barcode.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await decodeBarcode(barcode)).toBe(printId);
      shownIds.push(printId);
    }
    // A third, from the offer dialog, which then expires (a past expiry stored, as time passing would leave it).
    await page.goto(`${LOCAL_PATH}?offer=${third!.offerId}`);
    await waitForHydration(page);
    const quick = page.getByRole("dialog", { name: third!.title });
    await quick.getByRole("button", { name: "Save to phone" }).click();
    await expect(quick.getByRole("status")).toHaveText("Saved to My coupons");
    const stored = await storedWallet(page);
    const thirdId = stored.find((c) => c.title === third!.title)!.printId;
    expect(stored.map((c) => c.printId).sort()).toEqual([...shownIds, thirdId].sort());
    await page.evaluate((title) => {
      const list = JSON.parse(window.localStorage.getItem("wallet")!) as { title: string; expiresAt: string }[];
      for (const c of list) if (c.title === title) c.expiresAt = "2020-01-01T00:00:00.000Z";
      window.localStorage.setItem("wallet", JSON.stringify(list));
    }, third!.title);
    // One beacon a save, each naming the id on screen, and the relay stored them.
    await expect.poll(() => [...savedBeacons].sort()).toEqual([...shownIds, thirdId].sort());
    await expect
      .poll(
        async () => {
          const relayed = new Set((await analyticsEvents("couponSaved")).map((e) => String(e.analyticsData.printId)));
          return savedBeacons.filter((id) => !relayed.has(id));
        },
        { message: "beacons the catalog has not stored" },
      )
      .toEqual([]);

    // The worker is installed and controls the page, with its cookie-less copy of My coupons.
    await page.goto("/my-coupons");
    await waitForHydration(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => caches.keys())).toContainEqual(expect.stringMatching(/^valuvo-shell-/));

    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    const list = page.getByRole("list", { name: "Saved coupons" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    // Nearest expiry first.
    const expected = (await storedWallet(page)).sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt));
    expect(expected.map((c) => c.printId).sort()).toEqual([...shownIds].sort());
    await expect(list.getByRole("heading", { level: 2 })).toHaveText(expected.map((c) => c.title));
    await expectAccessible(page);

    for (const coupon of expected) {
      await list.getByRole("link", { name: `Show coupon for ${coupon.title} at` }).click();
      const barcode = page.getByRole("img", { name: `Barcode of coupon ID ${coupon.printId}` });
      await expect(barcode).toBeVisible();
      await expect(page.getByTestId("print-coupon-id")).toHaveText(coupon.printId);
      expect(await decodeBarcode(barcode)).toBe(coupon.printId);
      if (coupon === expected[0]) {
        await expectAccessible(page);
        // On paper only the coupon: no header, no toolbar.
        await page.emulateMedia({ media: "print" });
        await expect(page.getByRole("banner")).toBeHidden();
        await expect(page.getByRole("link", { name: "Back to My coupons" })).toBeHidden();
        await expect(barcode).toBeVisible();
        await page.emulateMedia({ media: "screen" });
      }
      await page.getByRole("link", { name: "Back to My coupons" }).click();
      await expect(list).toBeVisible();
    }
    // Reloading a saved coupon's own address offline opens it again.
    await page.goto(`/my-coupons#coupon-${expected[0]!.printId}`);
    await expect(page.getByTestId("print-coupon-id")).toHaveText(expected[0]!.printId);

    // Any other page offline: the small offline page, which leads to My coupons.
    await page.goto("/deals");
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await page.getByRole("link", { name: "Open My coupons" }).click();
    await expect(page.getByRole("heading", { name: "My coupons", level: 1 })).toBeVisible();
    await context.setOffline(false);
  });

  test("removing one coupon, and all after a confirmation", async ({ page, context, baseURL }) => {
    await setSaintPetersburg(context, baseURL!);
    const offers = await printableOffers(2);
    for (const offer of offers) {
      await page.goto(`${LOCAL_PATH}?offer=${offer.offerId}`);
      await waitForHydration(page);
      const quick = page.getByRole("dialog", { name: offer.title });
      await quick.getByRole("button", { name: "Save to phone" }).click();
      await expect(quick.getByRole("status")).toHaveText("Saved to My coupons");
    }
    await page.goto(LOCAL_PATH);
    await waitForHydration(page);
    // Below 1600 px the header's row has no room for it: it is in the menu (header-height.spec.ts).
    const myCoupons = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Coupons" });
    if (!(await myCoupons.isVisible())) await page.getByRole("button", { name: "Menu" }).click();
    await myCoupons.click();
    await expect(page).toHaveURL(/\/my-coupons/);
    const list = page.getByRole("list", { name: "Saved coupons" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await list.getByRole("button", { name: `Remove ${offers[0]!.title}` }).click();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await page.goto("/my-coupons");
    await waitForHydration(page);
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await page.getByRole("button", { name: "Remove all" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await page.getByRole("button", { name: "Remove all" }).click();
    await page.getByRole("button", { name: "Yes, remove all" }).click();
    await expect(page.getByText("No saved coupons yet.")).toBeVisible();
    expect(await storedWallet(page)).toEqual([]);
  });

  test("without JavaScript My coupons says what needs it (axe runs on the list, with it)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/my-coupons");
    await expect(page.getByRole("heading", { name: "My coupons", level: 1 })).toBeVisible();
    await expect(page.getByText("My coupons needs JavaScript")).toBeVisible();
    await context.close();
  });

  test("Chromium reads the manifest without errors, every icon loads, and the worker is registered on /", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[]; data: string };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data) as {
      icons: { src: string; sizes: string; purpose?: string }[];
      display: string;
      start_url: string;
      theme_color: string;
      background_color: string;
    };
    expect(data).toMatchObject({
      display: "standalone",
      start_url: "/",
      theme_color: "#0a6847",
      background_color: "#f5f6f8",
    });
    expect(data.icons.map((i) => `${i.sizes} ${i.purpose ?? "any"}`).sort()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of [...data.icons, { src: "/apple-touch-icon.png", sizes: "180x180" }]) {
      const answer = await request.get(icon.src);
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()["content-type"]).toBe("image/png");
      const body = await answer.body();
      // The PNG header's width and height are what the manifest says.
      const [w, h] = icon.sizes.split("x").map(Number);
      expect([body.readUInt32BE(16), body.readUInt32BE(20)], icon.src).toEqual([w, h]);
    }
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
    await expect
      .poll(
        () =>
          page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL ?? null),
        { timeout: 15_000 },
      )
      .toMatch(/\/sw\.js$/);
  });
});
