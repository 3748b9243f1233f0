import type { BrowserContext, Locator, Page } from "@playwright/test";
import { expiryLabel, utcDay, verifiedLabel } from "../../app/models/coupon-freshness";
import { EXCLUDED_MERCHANT_IDS } from "../../app/models/excluded-merchants";
import { CATALOG_URL, expect, expectAccessible, isolated, SITE_URL, test, waitForHydration } from "./fixtures";
import { SAINT_PETERSBURG } from "./places";

// What a shopper sees on deal and coupon-code cards, on a phone (touch) and a laptop: what they get and what they
// pay, filter and sort chips, and when a code was verified and expires.

const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: "laptop", viewport: { width: 1366, height: 900 }, hasTouch: false, isMobile: false },
] as const;

type DealDocument = {
  data: Array<{
    id: string;
    attributes: { description: string; "value-description": string; "category-names": string[] };
  }>;
};
type Coupon = {
  merchantId: number;
  businessName: string;
  title: string;
  couponCode: string | null;
  offerURL: string;
  expirationDate?: string | null;
  lastVerifiedDate?: string;
};
type Merchant = { merchantId: number; businessName: string; slug: string };

async function catalog<T>(path: string, from = CATALOG_URL): Promise<T> {
  const answer = await fetch(`${from}${path}`);
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

/** The deals the catalog lists near Saint Petersburg, as /deals asks for them. */
async function dealsNearSaintPetersburg() {
  const { lat, lng } = SAINT_PETERSBURG.coords;
  const query = `categories=deals&include=business,business-locations,offer-images&isSoldOut=false&latitude=${lat}&longitude=${lng}&page[number]=1&page[size]=60&sort=distance&radius=30`;
  return (await catalog<DealDocument>(`/deals/offers?${query}`)).data;
}

/** The top offers /coupon-codes lists (the excluded merchants and the offer without its link left out). */
async function listedTopOffers(from = CATALOG_URL) {
  return (await catalog<Coupon[]>("/sdc/top-offers", from)).filter(
    (o) => !EXCLUDED_MERCHANT_IDS.includes(o.merchantId) && o.offerURL !== "",
  );
}

async function livesIn(context: BrowserContext) {
  await context.addCookies([
    { name: "vp_local_geo", value: encodeURIComponent(JSON.stringify(SAINT_PETERSBURG)), url: SITE_URL },
  ]);
}

/** The prices the cards show, in order (the Price line's large figure). */
async function shownPrices(cards: Locator): Promise<number[]> {
  const texts = await cards.locator("strong").allTextContents();
  return texts.map((text) => Number(/\$([\d.]+)/.exec(text)?.[1]));
}

async function chooseChip(page: Page, group: string, name: RegExp) {
  const chip = page.getByRole("list", { name: group }).getByRole("link", { name });
  await chip.click();
  await expect(page.getByRole("list", { name: group }).getByRole("link", { name })).toHaveAttribute(
    "aria-current",
    "true",
  );
}

for (const { name, ...device } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use(device);

    test("a deal card leads with what you get and what you pay, its dialog is titled with what you get, and the chips filter by a category and sort by price in the URL", async ({
      page,
      context,
    }) => {
      await livesIn(context);
      const deals = await dealsNearSaintPetersburg();
      const descriptions = new Set(deals.map((deal) => deal.attributes.description));
      await page.goto("/deals");
      const card = page.getByRole("main").getByRole("article").first();
      const headline = card.getByRole("heading", { level: 2 });
      await expect(headline).toBeVisible();
      const what = (await headline.textContent()) ?? "";
      expect(descriptions.has(what), `"${what}" is a deal's description`).toBe(true);
      await expect(headline).not.toHaveText(/Value$/);
      // What you pay: the price, the value struck through and the saving.
      await expect(card.locator("strong").filter({ hasText: /^Price \$\d+/ })).toBeVisible();
      await expect(card.locator("s")).toHaveText(/^value \$\d+/);
      await expect(card.getByText(/^\d+% OFF$/)).toBeVisible();
      // Its picture names the category and is shown whole (2:1), never cropped.
      const picture = card.locator("img").first();
      const box = await picture.boundingBox();
      expect(box && Math.abs(box.width / box.height - 2)).toBeLessThan(0.05);
      await waitForHydration(page);
      await card.getByRole("link", { name: /^Details/ }).click();
      await expect(page.getByRole("dialog", { name: what })).toBeVisible();
      await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toHaveText(what);
      await expect(page.getByRole("dialog").getByText(/^\d+% OFF$/)).toBeVisible();

      const restaurants = new Set(
        deals
          .filter((deal) => deal.attributes["category-names"].includes("Restaurants"))
          .map((deal) => deal.attributes.description),
      );
      // The dialog closed, the page is the deals list again.
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).toHaveURL(/\/deals$/);
      await expect(page.getByText(`${deals.length} deals`, { exact: true })).toBeVisible();
      await chooseChip(page, "Category", /^Restaurants \(\d+\)$/);
      await expect(page).toHaveURL(/\/deals\?category=restaurants$/);
      await chooseChip(page, "Sort by", /^Lowest price$/);
      await expect(page).toHaveURL(/\/deals\?category=restaurants&sort=price$/);
      const cards = page.getByRole("main").getByRole("article");
      await expect(page.getByText(`${await cards.count()} deals`, { exact: true })).toBeVisible();
      for (const heading of await cards.getByRole("heading").allTextContents())
        expect(restaurants.has(heading), heading).toBe(true);
      const prices = await shownPrices(cards);
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      // A filtered list is the page's deals again: canonical to the page, not indexed.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/deals`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
      await expectAccessible(page);
    });

    test("a coupon code card shows when it was verified and when it expires", async ({ page }) => {
      // The catalog dates its coupons from the day it is asked, and the main site keeps its answers for minutes: a
      // run across midnight (UTC) would compare today's catalog with yesterday's page. The site without a cache and
      // its own catalog show the same day's answer.
      const today = utcDay(new Date());
      const offers = await listedTopOffers(isolated.catalog);
      const offer = offers.find((o) => o.lastVerifiedDate && o.expirationDate !== undefined);
      expect(offer).toBeTruthy();
      await page.goto(`${isolated.site}/coupon-codes`);
      const card = page.getByRole("article", { name: `${offer!.businessName}: ${offer!.title}` }).first();
      await expect(card.getByText(verifiedLabel(offer!.lastVerifiedDate, today)!)).toBeVisible();
      await expect(card.getByText(expiryLabel(offer!.expirationDate, today)!, { exact: true })).toBeVisible();
      await expect(card.getByText(/^(✓ Verified (today|yesterday|\d+ days ago))$/)).toBeVisible();
    });

    test("a merchant's page names the merchant and shows its logo once, in its header; 'Copy code' copies the shown code", async ({
      page,
      context,
    }) => {
      const merchants = await catalog<Merchant[]>("/sdc/merchants-by-category/electronics");
      let found: { merchant: Merchant; withCode: Coupon } | null = null;
      for (const merchant of merchants) {
        const offers = await catalog<Coupon[]>(`/sdc/merchants/${merchant.merchantId}/listings`);
        const withCode = offers.find((o) => o.couponCode);
        if (withCode && offers.length >= 2) {
          found = { merchant, withCode };
          break;
        }
      }
      expect(found).toBeTruthy();
      const { merchant, withCode } = found!;
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: SITE_URL });
      await context.route(/^https?:\/\/www\.[a-z0-9-]+\.example\//, (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>Merchant</title>" }),
      );
      await page.goto(`/coupon-codes/${merchant.slug}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(`${merchant.businessName} Coupon Codes`);
      await expect(main.getByRole("img", { name: `${merchant.businessName} logo` })).toHaveCount(1);
      const offers = main.getByRole("list", { name: `Offers from ${merchant.businessName}` });
      await expect(offers.getByRole("article").first()).toBeVisible();
      await expect(offers.getByText(merchant.businessName, { exact: true })).toHaveCount(0);
      await expect(offers.locator("img")).toHaveCount(0);
      // One button height across the cards.
      const heights = await offers
        .getByRole("link", { name: /^(Get Code|Activate)/ })
        .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().height));
      expect(new Set(heights).size).toBe(1);
      await waitForHydration(page);
      const card = offers.getByRole("article", { name: withCode.title }).first();
      const [merchantTab] = await Promise.all([
        context.waitForEvent("page"),
        card.getByRole("link", { name: /^Get Code/ }).click(),
      ]);
      await merchantTab.close();
      const dialog = page.getByRole("dialog", { name: withCode.title });
      await expect(dialog.getByTestId("coupon-code")).toHaveText(withCode.couponCode!);
      await dialog.getByRole("button", { name: /^Copy code/ }).click();
      await expect(dialog.getByRole("status")).toHaveText("Copied!");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(withCode.couponCode);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the category and price chips filter and sort the deals by links", async ({ page, context }) => {
    await livesIn(context);
    await page.goto("/deals");
    await page
      .getByRole("list", { name: "Category" })
      .getByRole("link", { name: /^Restaurants/ })
      .click();
    await expect(page).toHaveURL(/\/deals\?category=restaurants$/);
    await page.getByRole("list", { name: "Sort by" }).getByRole("link", { name: "Lowest price" }).click();
    await expect(page).toHaveURL(/\/deals\?category=restaurants&sort=price$/);
    await expect(
      page.getByRole("list", { name: "Sort by" }).getByRole("link", { name: "Lowest price" }),
    ).toHaveAttribute("aria-current", "true");
    const prices = await shownPrices(page.getByRole("main").getByRole("article"));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test("the coupon code is plainly shown in its dialog, selectable, with the way to the merchant", async ({ page }) => {
    const offers = await listedTopOffers();
    const withCode = offers.find((o) => o.couponCode)!;
    await page.goto("/coupon-codes");
    await page
      .getByRole("article", { name: `${withCode.businessName}: ${withCode.title}` })
      .first()
      .getByRole("link", { name: /^Get Code/ })
      .click();
    const dialog = page.getByRole("dialog", { name: withCode.title });
    await expect(dialog.getByTestId("coupon-code")).toHaveText(withCode.couponCode!);
    await expect(dialog.getByTestId("coupon-code")).toHaveCSS("user-select", "all");
    await expect(dialog.getByRole("link", { name: `Go to ${withCode.businessName}` })).toBeVisible();
  });

  test("bad filter parameters are ignored: the whole list, nothing echoed", async ({ page, context }) => {
    await livesIn(context);
    const response = await page.goto("/deals?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E&sort=cheapest&sort=price");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("list", { name: "Category" }).getByRole("link", { name: /^All/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page.getByRole("list", { name: "Sort by" }).getByRole("link", { name: "Nearest" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(await page.content()).not.toContain("<script>alert(1)");
  });
});
