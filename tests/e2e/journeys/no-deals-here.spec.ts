import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "../fixtures";
import { VIEWPORTS, type Viewport } from "./journey-helpers";
import { livesIn, openAsResident } from "../places";

// No dead end in deals: a shopper whose place has no Clipp deals reads why, in shopper words, and gets the nearest
// cities that have deals (with miles) and the deals directory, on the deals page and in the location dialog opened on
// Deals. Spokane (franchised) and Rapid City (company-owned, no deals within 30 miles) are places other specs do not use.
const SPOKANE = { city: "Spokane", state: "WA", zip: "99202", coords: { lat: 47.6547, lng: -117.381 } };
const RAPID_CITY = { city: "Rapid City", state: "SD", zip: "57709", coords: { lat: 44.0761, lng: -103.3171 } };
const FRANCHISED = /^Clipp deals aren't offered near Spokane, WA: a local Valuvo franchise serves Spokane, WA/;

/** The nearest cities with deals: at least three, each with its miles to one decimal, nearest first. */
async function expectNearestDealCities(scope: Locator) {
  const cities = scope.getByRole("list", { name: "Nearest cities with Clipp deals" }).getByRole("listitem");
  await expect(cities.first()).toBeVisible();
  expect(await cities.count()).toBeGreaterThanOrEqual(3);
  const miles = (await cities.allInnerTexts()).map((text) => Number(/(\d+\.\d) mi$/.exec(text.trim())?.[1]));
  expect(miles.every((m) => Number.isFinite(m) && m > 30)).toBe(true);
  expect([...miles].sort((a, b) => a - b)).toEqual(miles);
  await expect(scope.getByRole("link", { name: "Browse every Clipp deal by city and category" })).toHaveAttribute(
    "href",
    "/coupons/deals",
  );
  return cities;
}

async function tapDeals(page: Page, viewport: Viewport) {
  if (viewport.phone) await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Deals", exact: true }).click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`no dead end in deals, on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("Spokane is set: Deals opens the dialog with the reason and the nearest cities with deals, and one leads to its deals", async ({
      page,
      context,
    }) => {
      await openAsResident(page, context, SPOKANE, "/local/spokane-wa");
      await tapDeals(page, viewport);
      const dialog = page.getByRole("dialog", { name: "Find Deals Near You" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(FRANCHISED)).toBeVisible();
      await expect(dialog.getByLabel("ZIP code or City, State")).toBeFocused();
      const cities = await expectNearestDealCities(dialog);
      await expectAccessible(page);
      const first = cities.first().getByRole("link");
      const label = (await first.innerText()).trim();
      await first.click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(label.split(",")[0]!);
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    });

    test("the location dialog fills the screen", async ({ page, context }) => {
      await openAsResident(page, context, SPOKANE, "/local/spokane-wa");
      await tapDeals(page, viewport);
      const dialog = page.getByRole("dialog", { name: "Find Deals Near You" });
      await expect(dialog).toBeVisible();
      const size = viewport.use.viewport;
      const panel = await dialog.getByRole("heading", { level: 2 }).evaluate((h) => {
        let node: HTMLElement | null = h as HTMLElement;
        while (node && node.parentElement && node.parentElement.tagName !== "DIALOG") node = node.parentElement;
        const box = node!.getBoundingClientRect();
        return { x: box.x, y: box.y, width: box.width, height: box.height };
      });
      expect(panel).toEqual({ x: 0, y: 0, width: size.width, height: size.height });
      // Beside the form's column is still outside it: a tap there closes the dialog.
      await page.mouse.click(3, size.height - 3);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("Rapid City's deals page says SPEC's line, then that there are none within 30 miles, in shopper words, and where the nearest are", async ({
      page,
      context,
    }) => {
      await openAsResident(page, context, RAPID_CITY, "/deals");
      const main = page.getByRole("main");
      await expect(
        main.getByText("There are no Clipp deals within 30 miles of Rapid City, SD right now."),
      ).toBeVisible();
      // SPEC §7/§8's words first; no franchise is claimed for a company-owned place.
      await expect(main.getByText("No Clipp offers for this geography", { exact: true })).toBeVisible();
      await expect(main.getByText(/franchise/)).toHaveCount(0);
      await expectNearestDealCities(main);
      await main.getByRole("link", { name: "Browse every Clipp deal by city and category" }).click();
      await expect(page).toHaveURL(/\/coupons\/deals$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });
}

test.describe("no dead end in deals, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the dialog opened on Deals by its URL tells Spokane why, with the cities", async ({ page, context }) => {
    await livesIn(context, SPOKANE);
    await page.goto("/local/spokane-wa?location=deals");
    const dialog = page.getByRole("dialog", { name: "Find Deals Near You" });
    await expect(dialog.getByText(FRANCHISED)).toBeVisible();
    await expectNearestDealCities(dialog);
  });

  test("Rapid City's deals page works the same", async ({ page, context }) => {
    await livesIn(context, RAPID_CITY);
    await page.goto("/deals");
    await expect(page.getByText("There are no Clipp deals within 30 miles of Rapid City, SD right now.")).toBeVisible();
    await expectNearestDealCities(page.getByRole("main"));
  });
});
