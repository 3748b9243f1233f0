import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { analyticsEvents, LOCAL_PATH, offerCard, saintPetersburgOffers, setSaintPetersburg } from "./local-helpers";

// Issue 35, finding 9: the opt-out pages promise that a browser which opted out (the vp_dns cookie, or Global Privacy
// Control) has no usage event reach the analytics service. Each test browses with a marker of its own in the URL, so
// the catalog's store (shared with every other spec) can be asked about this visit alone. The relay's own refusal of a
// beacon sent anyway (the opt-out cookie, or the Sec-GPC header) needs no browser: app/routes/api.analytics.$event.test.ts
// and, through the edge, tests/edge/one-door.test.ts.

/** The events each visit sends when nothing stops them: a page view, opening an offer, printing it. */
const VISIT_EVENTS = ["pageRequest", "offerClick", "clickPrintOffer"] as const;

/** Counts, in the page, every beacon `track()` hands to the browser (sendBeacon or fetch to the relay). */
async function countBeacons(page: Page) {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __beacons: string[] }).__beacons = sent;
    const beacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).includes("/api/analytics/")) sent.push(String(url));
      return beacon(url, data);
    };
    const fetchOriginal = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes("/api/analytics/")) sent.push(url);
      return fetchOriginal(input, init);
    };
    window.print = () => undefined;
  });
  return () => page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons);
}

/**
 * A local page with `marker` in its URL (every event's requestUrl carries it): a printable offer opened from its card,
 * its redeem screen, Print.
 */
async function browseAndPrint(page: Page, marker: string) {
  const { printable } = await saintPetersburgOffers();
  const offer = printable.offers[0]!;
  await page.goto(`${LOCAL_PATH}?visit=${marker}`);
  await waitForHydration(page);
  await offerCard(page, offer.title)
    .getByRole("link", { name: /^Use Coupon/ })
    .click();
  const dialog = page.getByRole("dialog", { name: offer.title });
  await dialog.getByRole("link", { name: "Use Coupon" }).click();
  await dialog.getByRole("button", { name: "Print", exact: true }).click();
  return offer;
}

async function recordedFor(marker: string): Promise<string[]> {
  const found: string[] = [];
  for (const event of VISIT_EVENTS) {
    if ((await analyticsEvents(event)).some((e) => e.requestUrl.includes(marker))) found.push(event);
  }
  return found;
}

async function couponClipTags(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
        (t) => t.event === "coupon_clip",
      ).length,
  );
}

test.beforeEach(async ({ context, baseURL }) => {
  await setSaintPetersburg(context, baseURL!);
});

test("a browser that has not opted out has its page view, offer click and print recorded", async ({ page }) => {
  const marker = randomUUID();
  const beacons = await countBeacons(page);
  await browseAndPrint(page, marker);
  await expect.poll(() => recordedFor(marker), { timeout: 10_000 }).toEqual([...VISIT_EVENTS]);
  expect((await beacons()).length).toBeGreaterThanOrEqual(3);
  expect(await couponClipTags(page)).toBeGreaterThan(0);
});

test("after opting out on /cpa/california the browser sends no beacon and tag, and the catalog records nothing", async ({
  page,
}) => {
  const beacons = await countBeacons(page);
  await page.goto("/cpa/california");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Do not sell or share my personal information" }).click();
  await expect(page.getByRole("heading", { name: "You have opted out on this browser" })).toBeFocused();

  const marker = randomUUID();
  await browseAndPrint(page, marker);
  expect(await beacons()).toEqual([]);
  expect(await couponClipTags(page)).toBe(0);
  expect(await recordedFor(marker)).toEqual([]);

  // What the page promised is what happened.
  await page.goto("/cpa/california");
  await expect(page.getByText("no usage event from it reaches our analytics service")).toBeVisible();
});

test.describe("with Global Privacy Control", () => {
  test.use({ extraHTTPHeaders: { "Sec-GPC": "1" } });

  test("the browser sends no beacon and tag, and the catalog records nothing", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true });
    });
    const beacons = await countBeacons(page);
    const marker = randomUUID();
    await browseAndPrint(page, marker);
    expect(await beacons()).toEqual([]);
    expect(await couponClipTags(page)).toBe(0);
    expect(await recordedFor(marker)).toEqual([]);
  });
});
