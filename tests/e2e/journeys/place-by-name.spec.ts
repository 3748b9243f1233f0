// Issue 43, location: a name several places bear is offered back as a choice; a place is described as the shopper
// chose it (a city by its name, a ZIP with its ZIP), and "Distances from…" only over distances; the phone's menu does
// not stay open behind the dialog's message; suggestions arriving move nothing in the dialog. At a phone's (touch) and
// a desktop's width.
import type { Page } from "@playwright/test";
import { afterNextPaint, expect, test, waitForHydration } from "../fixtures";
import { NEW_YORK, livesIn } from "../places";
import { openChangeFromHeader, storedPlace, VIEWPORTS, type Viewport } from "./journey-helpers";

/** Local Coupons from the main menu of a visitor without a place: the dialog asks where (on a phone, from the menu). */
async function askFromLocalCoupons(page: Page, viewport: Viewport) {
  await page.goto("/coupon-codes");
  await waitForHydration(page);
  if (viewport.phone) await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Local Coupons" }).click();
  const dialog = page.getByRole("dialog", { name: "Find Coupons Near You" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The list of places the dialog offers for a name several places bear. */
const candidatesIn = (page: Page) => page.getByRole("dialog").getByRole("list", { name: /^Several places match/ });

for (const viewport of VIEWPORTS) {
  test.describe(`a place by its name on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("'Portland' + Find Coupons lists the Portlands to choose from; Portland, ME leads to its page", async ({
      page,
      context,
    }) => {
      const dialog = await askFromLocalCoupons(page, viewport);
      await dialog.getByLabel("ZIP code or City, State").fill("Portland");
      await dialog.getByRole("button", { name: "Find Coupons" }).click();

      await expect(dialog.getByText("Several places match “Portland”. Which one do you mean?")).toBeVisible();
      const candidates = candidatesIn(page);
      await expect(candidates.getByRole("button").first()).toHaveText("Portland, OR");
      await expect(candidates.getByRole("button", { name: "Portland, ME", exact: true })).toBeVisible();
      // Every one is a Portland, and nothing was decided for the shopper.
      for (const label of await candidates.getByRole("button").allTextContents())
        expect(label).toMatch(/^Portland, [A-Z]{2}$/);
      expect(await storedPlace(context)).toBeNull();
      await expect(page).not.toHaveURL(/\/local\//);

      await candidates.getByRole("button", { name: "Portland, ME", exact: true }).click();
      await expect(page).toHaveURL(/\/local\/portland-me$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local Coupons in Portland, ME");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(await storedPlace(context)).toMatchObject({ city: "Portland", state: "ME", zip: "" });
    });

    test("a name only one place bears ('Boise') still goes straight to it", async ({ page }) => {
      const dialog = await askFromLocalCoupons(page, viewport);
      await dialog.getByLabel("ZIP code or City, State").fill("Boise");
      await dialog.getByRole("button", { name: "Find Coupons" }).click();
      await expect(page).toHaveURL(/\/local\/boise-id$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local Coupons in Boise, ID");
    });

    test("a city chosen by name is described by its name; a ZIP typed, with its ZIP", async ({ page }) => {
      const dialog = await askFromLocalCoupons(page, viewport);
      await dialog.getByLabel("ZIP code or City, State").fill("Portland");
      await dialog.getByRole("button", { name: "Find Coupons" }).click();
      await candidatesIn(page).getByRole("button", { name: "Portland, OR", exact: true }).click();
      await expect(page).toHaveURL(/\/local\/portland-or$/);
      await expect(page.locator('[data-distance-origin="visitor"]')).toHaveText(
        "Distances from your location, Portland, OR.",
      );

      await openChangeFromHeader(page, viewport);
      const again = page.getByRole("dialog");
      await again.getByLabel("ZIP code or City, State").fill("97205");
      await again.getByRole("button", { name: "Find Coupons" }).click();
      await expect(page.locator('[data-distance-origin="visitor"]')).toHaveText(
        "Distances from your location, Portland, OR 97205.",
      );
    });

    test("a page with no distances says nothing about where they are measured from", async ({ page }) => {
      const dialog = await askFromLocalCoupons(page, viewport);
      // Every town of the states has coupons; Majuro (96960, Marshall Islands) has none and no covered place within a
      // drive. The form reads names of the states only, so its ZIP is typed: a distance line would name it.
      await dialog.getByLabel("ZIP code or City, State").fill("96960");
      await dialog.getByRole("button", { name: "Find Coupons" }).click();
      await expect(page).toHaveURL(/\/local\/majuro-mh$/);
      const main = page.getByRole("main");
      await expect(main).toContainText("We can't seem to find coupons for businesses you can visit in Majuro, MH");
      // Once the browser has asked for the visitor's place and drawn what it makes of it.
      await page.waitForLoadState("networkidle");
      await afterNextPaint(page);
      await expect(main).not.toContainText("Distances from");
      await expect(main).not.toContainText("96960");
    });

    test("an unknown ZIP: the message shows over the page, with no menu left open behind it", async ({
      page,
      context,
    }) => {
      await livesIn(context, NEW_YORK);
      await page.goto("/advertise/careers");
      await waitForHydration(page);
      await openChangeFromHeader(page, viewport);
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("ZIP code or City, State").fill("00000");
      await dialog.getByRole("button", { name: "Find Coupons" }).click();
      const message = page.getByText("We couldn't find a matching location");
      await expect(message).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await afterNextPaint(page);
      await expect(page.getByTestId("drawer-backdrop")).toHaveCount(0);
      if (viewport.phone) {
        await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
        await expect(page.getByRole("banner").getByRole("button", { name: "Menu" })).toHaveAttribute(
          "aria-expanded",
          "false",
        );
      }
      // The page's own controls answer again, the message's Close included.
      await page.getByRole("status").getByRole("button", { name: "Close" }).click();
      await expect(message).toHaveCount(0);
      expect(await storedPlace(context)).toMatchObject({ zip: "10001" });
    });

    test("suggestions arriving while the shopper types move nothing in the dialog (no layout shift)", async ({
      page,
    }) => {
      const dialog = await askFromLocalCoupons(page, viewport);
      const find = dialog.getByRole("button", { name: "Find Coupons" });
      await afterNextPaint(page);
      const before = await find.boundingBox();
      await page.evaluate(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: "layout-shift" });
      });
      await dialog.getByLabel("ZIP code or City, State").pressSequentially("Tampa", { delay: 60 });
      const suggestions = dialog.getByRole("list", { name: "Suggested locations" });
      await expect(suggestions.getByRole("button", { name: /^Tampa, FL/ }).first()).toBeVisible();
      await afterNextPaint(page);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
      expect(await find.boundingBox()).toEqual(before);
    });
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`a place by its name without JavaScript on a ${viewport.name}`, () => {
    test.use({ ...viewport.use, javaScriptEnabled: false });

    test("the form lists the Portlands, and one of them leads to its page", async ({ page }) => {
      await page.goto("/careers/our-teams?location=coupons");
      const dialog = page.getByRole("dialog", { name: "Find Coupons Near You" });
      await dialog.getByLabel("ZIP code or City, State").fill("Portland");
      await dialog.getByRole("button", { name: "Find Coupons" }).click();
      await expect(page).toHaveURL(/\/careers\/our-teams\?location=coupons&place=Portland$/);
      await expect(dialog.getByText("Several places match “Portland”. Which one do you mean?")).toBeVisible();
      await expect(dialog.getByLabel("ZIP code or City, State")).toHaveValue("Portland");
      await dialog.getByRole("button", { name: "Portland, OR", exact: true }).click();
      await expect(page).toHaveURL(/\/local\/portland-or$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local Coupons in Portland, OR");
    });
  });
}
