import { catalogCampaigns, isRunning } from "./campaign-helpers";
import { expect, expectAccessible, SITE_URL, test, waitForHydration } from "./fixtures";
import { SAINT_PETERSBURG } from "./places";

test.describe("Special Offers pages", () => {
  // Every running promotion of the content repository is a page: a new entry is tested without touching this file.
  test("every running promotion asks for a location when there is none", async ({ page }) => {
    test.setTimeout(120_000);
    const promotions = (await catalogCampaigns()).filter(
      (campaign) => campaign.kind === "promotion" && isRunning(campaign),
    );
    expect(promotions.length).toBeGreaterThanOrEqual(7);
    for (const { slug, title } of promotions) {
      const response = await page.goto(`/${slug}`);
      expect(response?.status(), slug).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("main").getByRole("link", { name: "Set your location" })).toBeVisible();
    }
    await waitForHydration(page);
    await expectAccessible(page);
  });

  test("the Special Offers menu lists the running campaigns, then the store's links, each keeping its own text, icon and new-window flag where a campaign lists the same page (SPEC §2)", async ({
    page,
  }) => {
    await page.goto("/coupon-codes");
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.getByText("Special Offers").click();
    for (const [text, path, icon] of [
      ["Black Friday Deals", "/black-friday", "tag"],
      ["Holiday Savings", "/holiday", "gift"],
      ["Flowers & Gifts", "/flowers", "flower"],
    ] as const) {
      const link = menu.getByRole("link", { name: text, exact: true });
      await expect(link).toHaveAttribute("href", path);
      await expect(link).not.toHaveAttribute("target", "_blank");
      await expect(link.locator(`svg[data-icon-name="${icon}"]`)).toHaveCount(1);
      // Listed once: no plain campaign entry beside the store's.
      await expect(menu.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    // The home page's Special Offers block shows the same entries, icons included.
    await page.goto("/");
    const block = page.getByRole("region", { name: "Special Offers" });
    await expect(
      block.getByRole("link", { name: "Black Friday Deals", exact: true }).locator('svg[data-icon-name="tag"]'),
    ).toHaveCount(1);

    // Its menu lists the running campaigns, then the store's other links.
    const homeMenu = page.getByRole("navigation", { name: "Main" });
    await homeMenu.getByText("Special Offers").click();
    await expect(homeMenu.getByRole("link", { name: "LEGOLAND", exact: true })).toHaveAttribute("href", "/legoland");
    const external = homeMenu.getByRole("link", { name: /^Clipp Deals/ });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("href", /^https:/);
    await homeMenu.getByRole("link", { name: "Holiday Savings" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Holiday Savings");
  });

  test.describe("with a location", () => {
    test.beforeEach(async ({ context }) => {
      await context.addCookies([
        { name: "vp_local_geo", value: encodeURIComponent(JSON.stringify(SAINT_PETERSBURG)), url: SITE_URL },
      ]);
    });

    test("lists nearby coupons in the promotion's categories and opens an offer in place", async ({ page }) => {
      await page.goto("/pizza");
      const local = page.getByRole("region", { name: "Near Saint Petersburg, FL", exact: true });
      await expect(local).toBeVisible();
      // Saint Petersburg is a corporate-owned territory: the theme's Clipp deals are shown too.
      await expect(
        page.getByRole("region", { name: "Clipp Deals Near Saint Petersburg, FL" }).getByRole("article").first(),
      ).toBeVisible();
      const cards = local.getByRole("article");
      expect(await cards.count()).toBeGreaterThan(0);
      await waitForHydration(page);
      // The offer's own link (a card may also link its business and its other offers).
      await cards.first().locator('a[href*="offer="]').first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(page).toHaveURL(/\/pizza\?offer=/);
      await expectAccessible(page);
    });

    test("draws home improvement from home and service categories", async ({ page }) => {
      await page.goto("/home-improvement");
      const local = page.getByRole("region", { name: "Near Saint Petersburg, FL", exact: true });
      expect(await local.getByRole("article").count()).toBeGreaterThan(2);
    });
  });
});
