import type { BrowserContext, Page } from "@playwright/test";
import { COUPON_CODE_CATEGORIES } from "../../app/models/coupon-code-categories";
import { EXCLUDED_MERCHANT_IDS } from "../../app/models/excluded-merchants";
import { CATALOG_URL, expect, expectAccessible, test, waitForHydration, waitForModalDialog } from "./fixtures";

// The catalog's own answers (with the excluded merchants still in them), to compare the pages against.
type Coupon = {
  merchantId: number;
  businessName: string;
  title: string;
  description: string;
  couponCode: string | null;
  offerURL: string;
  componentUID: string;
};
type Merchant = { merchantId: number; businessName: string; slug: string; category: string };

async function catalog<T>(path: string): Promise<T> {
  const answer = await fetch(`${CATALOG_URL}${path}`);
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

const isExcluded = (merchant: { merchantId: number }) => EXCLUDED_MERCHANT_IDS.includes(merchant.merchantId);

function affiliateHref(coupon: Coupon): string {
  const url = new URL(coupon.offerURL);
  url.searchParams.set("refId", coupon.componentUID);
  return url.toString();
}

// The category most tests read; the maintenance test fails another one (toys-games) that no other test loads,
// since the site keeps every coupon-code answer in memory for ten minutes.
const CATEGORY = "electronics";

/** A listed electronics merchant with at least two offers, one of them with a code. */
async function merchantWithCode() {
  const merchants = await catalog<Merchant[]>(`/sdc/merchants-by-category/${CATEGORY}`);
  for (const merchant of merchants.filter((m) => !isExcluded(m))) {
    const offers = await catalog<Coupon[]>(`/sdc/merchants/${merchant.merchantId}/listings`);
    const withCode = offers.find((offer) => offer.couponCode);
    if (withCode && offers.length >= 2) return { merchant, offers, withCode };
  }
  throw new Error(`no ${CATEGORY} merchant with a code and two offers`);
}

/** A listed electronics merchant with an offer that has no code ('Activate'). */
async function merchantWithoutCode() {
  const merchants = await catalog<Merchant[]>(`/sdc/merchants-by-category/${CATEGORY}`);
  for (const merchant of merchants.filter((m) => !isExcluded(m))) {
    const offers = await catalog<Coupon[]>(`/sdc/merchants/${merchant.merchantId}/listings`);
    const withoutCode = offers.find((offer) => !offer.couponCode);
    if (withoutCode) return { merchant, offers, withoutCode };
  }
  throw new Error(`no ${CATEGORY} merchant with an offer without a code`);
}

/** Affiliate sites are not reachable from the test machine: answer them with a stub page. */
async function stubAffiliateSites(context: BrowserContext) {
  await context.route(/^https?:\/\/www\.[a-z0-9-]+\.example\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Merchant</title><p>Merchant site</p>",
    }),
  );
}

async function expectNoExcludedMerchants(page: Page, lists: Merchant[][]) {
  const excluded = lists.flat().filter(isExcluded);
  expect(excluded.length, "the catalog lists excluded merchants here, so the filter is exercised").toBeGreaterThan(0);
  const main = page.getByRole("main");
  for (const merchant of excluded) {
    await expect(main.getByText(merchant.businessName, { exact: true })).toHaveCount(0);
  }
}

test.describe("coupon-code pages", () => {
  test("/coupon-codes shows top offers, featured brands and the 20 categories", async ({ page }) => {
    const top = await catalog<Coupon[]>("/sdc/top-offers");
    const featured = await catalog<Merchant[]>("/sdc/featured-merchants");
    const response = await page.goto("/coupon-codes");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Coupon Codes for Online Shops | Valuvo");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /top coupon codes/);
    await expect(page.getByRole("heading", { level: 1, name: "Coupon Codes for Online Shops" })).toBeVisible();

    const topList = page.getByRole("list", { name: "Top coupon codes" });
    await expect(topList.getByRole("listitem")).toHaveCount(top.filter((c) => !isExcluded(c)).length);
    const first = top.find((c) => !isExcluded(c))!;
    const card = topList.getByRole("article", { name: first.businessName }).first();
    await expect(card.getByRole("link", { name: first.title })).toHaveAttribute(
      "href",
      `/coupon-codes?cpncode=${first.componentUID}`,
    );
    // Issue 25: 'Get Code' leads to the code's dialog (and opens the merchant once JavaScript runs); 'Activate' to the merchant.
    await expect(card.getByRole("link", { name: first.couponCode ? /^Get Code/ : /^Activate/ })).toHaveAttribute(
      "href",
      first.couponCode ? `/coupon-codes?cpncode=${first.componentUID}` : affiliateHref(first),
    );

    const brands = page.getByRole("list", { name: "Featured brands" });
    await expect(brands.getByRole("listitem")).toHaveCount(featured.filter((m) => !isExcluded(m)).length);
    const brand = featured.find((m) => !isExcluded(m))!;
    await expect(brands.getByRole("link", { name: new RegExp(`^${brand.businessName}`) })).toHaveAttribute(
      "href",
      `/coupon-codes/${brand.slug}`,
    );
    await expect(page.getByRole("list", { name: "Popular stores" }).getByRole("listitem").first()).toBeVisible();

    const categories = page.getByRole("list", { name: "Coupon code categories" });
    await expect(categories.getByRole("link")).toHaveCount(20);
    for (const category of COUPON_CODE_CATEGORIES) {
      await expect(categories.getByRole("link", { name: category.title, exact: true })).toHaveAttribute(
        "href",
        `/coupon-codes/browse/${category.slug}`,
      );
    }
    await expectNoExcludedMerchants(page, [
      featured,
      top.map((c) => ({ merchantId: c.merchantId, businessName: c.businessName, slug: "", category: "" })),
    ]);
    await expectAccessible(page);
  });

  test("/coupon-codes/browse lists the 20 categories with their icons", async ({ page }) => {
    const response = await page.goto("/coupon-codes/browse");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Browse Coupon Codes by Category" })).toBeVisible();
    await expect(page).toHaveTitle("Browse Coupon Codes by Category | Valuvo");
    const links = page.getByRole("list", { name: "Coupon code categories" }).getByRole("link");
    await expect(links).toHaveCount(20);
    await expect(links.first()).toHaveAttribute("data-icon", "shirt");
    await expect(links.first().locator("svg")).toHaveAttribute("data-icon-name", "shirt");
    await expect(links.filter({ hasText: "Groceries" }).locator("svg")).toHaveAttribute(
      "data-icon-name",
      "shopping-cart",
    );
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Coupon Codes");
    await links.filter({ hasText: "Electronics" }).click();
    await expect(page).toHaveURL("/coupon-codes/browse/electronics");
    await expect(page.getByRole("heading", { level: 1, name: "Electronics Coupon Codes" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a category page shows its offers, its stores and the popular stores beside them", async ({ page }) => {
    const offers = await catalog<Coupon[]>(`/sdc/category-offers/${CATEGORY}`);
    const merchants = await catalog<Merchant[]>(`/sdc/merchants-by-category/${CATEGORY}`);
    const leftNav = await catalog<Merchant[]>("/sdc/merchant-placement/leftNavArea");
    const response = await page.goto(`/coupon-codes/browse/${CATEGORY}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Electronics Coupon Codes | Valuvo");
    await expect(page.getByRole("heading", { level: 1, name: "Electronics Coupon Codes" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Browse" }),
    ).toHaveAttribute("href", "/coupon-codes/browse");
    await expect(page.getByRole("list", { name: "Electronics offers" }).getByRole("listitem")).toHaveCount(
      offers.filter((c) => !isExcluded(c)).length,
    );
    const stores = page.getByRole("list", { name: "Electronics Stores" });
    await expect(stores.getByRole("listitem")).toHaveCount(merchants.filter((m) => !isExcluded(m)).length);
    await expect(page.getByRole("complementary", { name: "Popular Stores" }).getByRole("link")).toHaveCount(
      leftNav.filter((m) => !isExcluded(m)).length,
    );
    await expectNoExcludedMerchants(page, [merchants, leftNav]);
    await expectAccessible(page);
  });

  test("an unknown category or merchant is the 404 page", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const excluded = (await catalog<Merchant[]>(`/sdc/merchants-by-category/${CATEGORY}`)).find(isExcluded);
    for (const path of [
      "/coupon-codes/browse/not-a-category",
      "/coupon-codes/browse/Electronics",
      "/coupon-codes/no-such-merchant",
      "/coupon-codes/Bad_Slug",
      ...(excluded ? [`/coupon-codes/${excluded.slug}`] : []),
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test("a merchant page lists the merchant's offers", async ({ page }) => {
    const { merchant, offers } = await merchantWithCode();
    const response = await page.goto(`/coupon-codes/${merchant.slug}`);
    expect(response?.status()).toBe(200);
    // The title is the merchant slug search's metadata (SPEC §7 configured service).
    await expect(page).toHaveTitle(`${merchant.businessName} Coupons & Promo Codes | Valuvo`);
    await expect(page.getByRole("heading", { level: 1, name: `${merchant.businessName} Coupon Codes` })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(merchant.businessName);
    const list = page.getByRole("list", { name: `Offers from ${merchant.businessName}` });
    await expect(list.getByRole("listitem")).toHaveCount(offers.length);
    for (const offer of offers) {
      const item = list.getByRole("listitem").filter({ hasText: offer.title }).first();
      await expect(item.getByRole("link", { name: offer.couponCode ? /^Get Code/ : /^Activate/ })).toHaveAttribute(
        "href",
        offer.couponCode ? `/coupon-codes/${merchant.slug}?cpncode=${offer.componentUID}` : affiliateHref(offer),
      );
    }
    await expect(page.getByRole("link", { name: "Electronics", exact: true }).first()).toHaveAttribute(
      "href",
      "/coupon-codes/browse/electronics",
    );
    await expectAccessible(page);
  });

  test("/grocery-coupons lists grocery and food-and-beverage stores together", async ({ page }) => {
    const groceries = await catalog<Merchant[]>("/sdc/merchants-by-category/groceries");
    const food = await catalog<Merchant[]>("/sdc/merchants-by-category/food-beverage");
    const response = await page.goto("/grocery-coupons");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Grocery Coupons | Valuvo");
    await expect(page.getByRole("heading", { level: 1, name: "Grocery Coupons" })).toBeVisible();
    const stores = page.getByRole("list", { name: "Grocery, Food and Beverage Stores" });
    const listed = [...groceries, ...food].filter((m) => !isExcluded(m));
    await expect(stores.getByRole("listitem")).toHaveCount(listed.length);
    await expect(
      stores.getByRole("link", { name: new RegExp(`^${groceries.find((m) => !isExcluded(m))!.businessName}`) }),
    ).toBeVisible();
    await expect(
      stores.getByRole("link", { name: new RegExp(`^${food.find((m) => !isExcluded(m))!.businessName}`) }),
    ).toBeVisible();
    await expect(page.getByRole("list", { name: "Groceries offers" }).getByRole("listitem").first()).toBeVisible();
    await expectNoExcludedMerchants(page, [groceries, food]);
    await expectAccessible(page);
  });
});

test.describe("online offer dialog (?cpncode=)", () => {
  test("opens from an offer, shows the code with Copy and the affiliate link, closes on Escape and ×", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const { merchant, offers, withCode } = await merchantWithCode();
    const path = `/coupon-codes/${merchant.slug}`;
    await page.goto(path);
    await waitForHydration(page);
    const opener = page.getByRole("link", { name: withCode.title, exact: true }).first();
    await opener.click();
    const dialog = page.getByRole("dialog", { name: withCode.title });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${path}?cpncode=${withCode.componentUID}`);
    await expect(dialog.getByRole("img", { name: `${merchant.businessName} logo` })).toBeVisible();
    await expect(dialog.getByText(merchant.businessName, { exact: true })).toBeVisible();
    await expect(dialog.getByText(withCode.description)).toBeVisible();
    await expect(dialog.getByTestId("coupon-code")).toHaveText(withCode.couponCode!);
    const action = dialog.getByRole("link", { name: `Go to ${merchant.businessName}` });
    await expect(action).toHaveAttribute("href", affiliateHref(withCode));
    await expect(action).toHaveAttribute("target", "_blank");
    const others = dialog.getByRole("region", { name: `Other offers from ${merchant.businessName}` });
    await expect(others.getByRole("listitem")).toHaveCount(offers.length - 1);
    const width = await dialog.locator("> div").evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(960);
    await expectAccessible(page);

    await dialog.getByRole("button", { name: /^Copy/ }).click();
    await expect(dialog.getByRole("status")).toHaveText("Copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(withCode.couponCode);

    // Opening an offer adds it to recently viewed (SPEC §4).
    const recents = await page.evaluate(
      () => JSON.parse(localStorage.getItem("recents") ?? "[]") as { id: string; kind: string }[],
    );
    expect(recents[0]).toMatchObject({ id: withCode.componentUID, kind: "code" });

    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(path);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(path);
  });

  test("an offer without a code shows Activate and no code; another offer opens from the list", async ({ page }) => {
    const { merchant, offers, withoutCode } = await merchantWithoutCode();
    await page.goto(`/coupon-codes/browse/${CATEGORY}?cpncode=${withoutCode.componentUID}`);
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: withoutCode.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("coupon-code")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: /^Copy/ })).toHaveCount(0);
    await expect(dialog.getByRole("link", { name: /^Activate/ }).first()).toHaveAttribute(
      "href",
      affiliateHref(withoutCode),
    );
    const other = offers.find((offer) => offer.componentUID !== withoutCode.componentUID);
    if (other) {
      await dialog.getByRole("link", { name: other.title, exact: true }).click();
      await expect(page.getByRole("dialog", { name: other.title })).toBeVisible();
      await expect(page).toHaveURL(`/coupon-codes/browse/${CATEGORY}?cpncode=${other.componentUID}`);
    }
    expect(merchant.category).toBe(CATEGORY);
    // A click on the dimmed area outside the panel closes it.
    await page.mouse.click(5, 300);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(`/coupon-codes/browse/${CATEGORY}`);
  });

  test("Get Code opens the affiliate link in a new window and shows the code here", async ({ page, context }) => {
    await stubAffiliateSites(context);
    const { merchant, withCode } = await merchantWithCode();
    await page.goto(`/coupon-codes/${merchant.slug}`);
    await waitForHydration(page);
    const item = page
      .getByRole("list", { name: `Offers from ${merchant.businessName}` })
      .getByRole("listitem")
      .filter({ hasText: withCode.title })
      .first();
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      item.getByRole("link", { name: /^Get Code/ }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(affiliateHref(withCode));
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(new RegExp(`cpncode=${withCode.componentUID}$`));
    await expect(page.getByRole("dialog", { name: withCode.title }).getByTestId("coupon-code")).toHaveText(
      withCode.couponCode!,
    );
  });

  test("with the pop-up blocked, the visitor is told and the link opens in the same tab", async ({ page, context }) => {
    await stubAffiliateSites(context);
    // The browser refuses the new window; the confirm is the real one, answered by the test.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const messages: string[] = [];
    page.on("dialog", (dialog) => {
      messages.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    const { merchant, withCode } = await merchantWithCode();
    await page.goto(`/coupon-codes/${merchant.slug}?cpncode=${withCode.componentUID}`);
    await waitForHydration(page);
    await page
      .getByRole("dialog", { name: withCode.title })
      .getByRole("link", { name: `Go to ${merchant.businessName}` })
      .click();
    await expect(page).toHaveURL(affiliateHref(withCode));
    expect(messages).toEqual(["confirm: Please allow the pop-up window to save money with coupon codes."]);
  });

  test("an unknown or malformed cpncode shows the message in the dialog, with a 200", async ({ page }) => {
    for (const cpncode of ["sdc_electronics_1_1_99999999_0", "sdc_x", "%3Cscript%3Ealert(1)%3C%2Fscript%3E"]) {
      const response = await page.goto(`/coupon-codes/browse?cpncode=${cpncode}`);
      expect(response?.status(), cpncode).toBe(200);
      const dialog = page.getByRole("dialog", { name: "We couldn't find the offer for this merchant" });
      await expect(dialog).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Browse Coupon Codes by Category" })).toBeAttached();
    }
    expect(await page.content()).not.toContain("<script>alert(1)");
    await waitForHydration(page);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL("/coupon-codes/browse");
  });

  test("works on a promotions page too, and closes there", async ({ page }) => {
    const { withCode } = await merchantWithCode();
    const response = await page.goto(`/pizza?cpncode=${withCode.componentUID}`);
    expect(response?.status()).toBe(200);
    const dialog = page.getByRole("dialog", { name: withCode.title });
    await expect(dialog).toBeVisible();
    await waitForHydration(page);
    await waitForModalDialog(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL("/pizza");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the dialog is in the page, its code readable and its links real", async ({ page }) => {
      const { merchant, withCode } = await merchantWithCode();
      const path = `/coupon-codes/${merchant.slug}`;
      const response = await page.goto(`${path}?cpncode=${withCode.componentUID}`);
      expect(response?.status()).toBe(200);
      const dialog = page.getByRole("dialog", { name: withCode.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId("coupon-code")).toHaveText(withCode.couponCode!);
      await expect(dialog.getByRole("button", { name: /^Copy/ })).toHaveCount(0);
      const action = dialog.getByRole("link", { name: `Go to ${merchant.businessName}` });
      await expect(action).toHaveAttribute("href", affiliateHref(withCode));
      await expect(action).toHaveAttribute("target", "_blank");
      await dialog.getByRole("link", { name: "Close" }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(
        page.getByRole("heading", { level: 1, name: `${merchant.businessName} Coupon Codes` }),
      ).toBeVisible();
    });

    test("an offer's title opens its dialog", async ({ page }) => {
      const top = (await catalog<Coupon[]>("/sdc/top-offers")).find((c) => !isExcluded(c))!;
      await page.goto("/coupon-codes");
      await page
        .getByRole("list", { name: "Top coupon codes" })
        .getByRole("link", { name: top.title, exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(`/coupon-codes?cpncode=${top.componentUID}`);
      await expect(page.getByRole("dialog", { name: top.title })).toBeVisible();
    });
  });
});
