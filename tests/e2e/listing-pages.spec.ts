import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { LISTINGS_PER_PAGE } from "../../app/models/listing-paging";
import { cardsOpeningDialogs, LOCAL_PATH } from "./local-helpers";

// Issue 11 §1: listing pages show a first page of listings per group and a 'More coupons' link to the next page.
const PER_PAGE = LISTINGS_PER_PAGE;
const visitGroup = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: /^Coupons for businesses you can visit in / });

test.describe("More coupons without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("navigates to page 2, whose head links to its neighbours and names itself canonical", async ({ page }) => {
    await page.goto(LOCAL_PATH);
    // At least a page: a city's own page holds its visitor's own nearest first (decision 049).
    expect(await visitGroup(page).getByRole("article").count()).toBeGreaterThanOrEqual(PER_PAGE);
    await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", new RegExp(`${LOCAL_PATH}\\?page=2$`));
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
    const firstNames = await visitGroup(page)
      .getByRole("article")
      .evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label")));

    const more = visitGroup(page).getByRole("link", { name: /^More coupons/ });
    await expect(more).toHaveAttribute("rel", "next");
    await more.click();
    await expect(page).toHaveURL(new RegExp(`${LOCAL_PATH}\\?page=2$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("(page 2)");
    const cards = visitGroup(page).getByRole("article");
    await expect(cards.first()).toBeVisible();
    const secondNames = await cards.evaluateAll((list) => list.map((c) => c.getAttribute("aria-label")));
    expect(secondNames.filter((name) => firstNames.includes(name))).toHaveLength(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${LOCAL_PATH}\\?page=2$`));
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", new RegExp(`${LOCAL_PATH}$`));
    await expect(page.getByRole("link", { name: "Previous coupons" })).toHaveAttribute("href", LOCAL_PATH);
  });

  test("a page past the last is not found", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto(`${LOCAL_PATH}?page=99`);
    expect(response?.status()).toBe(404);
  });

  test("?offer= of an offer on page 2 renders its dialog on page 1", async ({ page }) => {
    await page.goto(`${LOCAL_PATH}?page=2`);
    const card = cardsOpeningDialogs(visitGroup(page)).first();
    const href = (await card.locator('a[aria-haspopup="dialog"]').getAttribute("href"))!;
    const title = (await card.getByRole("heading").textContent())!;
    const offerId = new URL(href, "http://x").searchParams.get("offer");
    expect(offerId).toBeTruthy();
    await page.goto(`${LOCAL_PATH}?offer=${offerId}`);
    await expect(page.getByRole("dialog", { name: title })).toBeVisible();
  });
});

test.describe("More coupons with JavaScript", () => {
  test("appends the next page in place, moves focus to it, and its offers open their dialog", async ({ page }) => {
    // Two accessibility scans and a fetched page: more than the default budget on a busy machine.
    test.slow();
    await page.goto(LOCAL_PATH);
    await waitForHydration(page);
    const cards = visitGroup(page).getByRole("article");
    // At least a page: a city's own page holds its visitor's own nearest first (decision 049).
    await expect(cards.nth(PER_PAGE - 1)).toBeVisible();
    const first = await cards.count();
    await expectAccessible(page);
    await visitGroup(page)
      .getByRole("link", { name: /^More coupons/ })
      .click();
    await expect(cards).toHaveCount(first + PER_PAGE);
    await expect(page).toHaveURL(new RegExp(`${LOCAL_PATH}$`));
    await expect(
      visitGroup(page)
        .getByRole("status")
        .filter({ hasText: /more coupons shown/ }),
    ).toHaveText(new RegExp(`^${PER_PAGE} more coupons shown, ${first + PER_PAGE} of \\d+\\.$`));
    // Focus moves to the first appended card's business link.
    const focusedIn = await cards.nth(first).evaluate((card) => card.contains(document.activeElement));
    expect(focusedIn).toBe(true);

    // The last card of the appended page whose button opens the offer's dialog (a printable offer).
    const appended = cardsOpeningDialogs(visitGroup(page)).last();
    const offerLink = appended.locator('a[aria-haspopup="dialog"]');
    const title = (await appended.getByRole("heading").textContent())!;
    await offerLink.click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    // Closing the dialog keeps the appended page.
    await expect(cards).toHaveCount(first + PER_PAGE);
  });

  test("page 2 is accessible and its 'Previous coupons' link goes back to page 1", async ({ page }) => {
    await page.goto(`${LOCAL_PATH}?page=2`);
    await waitForHydration(page);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Previous coupons" }).click();
    await expect(page).toHaveURL(new RegExp(`${LOCAL_PATH}$`));
    await expect(
      visitGroup(page)
        .getByRole("article")
        .nth(PER_PAGE - 1),
    ).toBeVisible();
  });
});
