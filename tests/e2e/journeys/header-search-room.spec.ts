import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";
import { VIEWPORTS } from "./journey-helpers";
import { SAINT_PETERSBURG, livesIn } from "../places";

// The header's search box shows its whole hint (SPEC §2 'Pizza, Oil Change, Haircut...') when the shopper keeps
// favorites: the favorites heart (SPEC §1: being phased out) is an entry of the menu, not an icon that squeezed the
// box to 'Pizza, Oil Change, Ha'. The control is still there, and still opens the favorites dialog with its warning.

/** The width the placeholder's text needs and the width the box gives it, as the browser draws them. */
async function hintRoom(page: Page) {
  return page
    .getByRole("banner")
    .getByRole("searchbox")
    .evaluate((input: HTMLInputElement) => {
      const hint = getComputedStyle(input, "::placeholder");
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${hint.fontStyle} ${hint.fontWeight} ${hint.fontSize} ${hint.fontFamily}`;
      const style = getComputedStyle(input);
      return {
        needs: Math.ceil(context.measureText(input.placeholder).width),
        has: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
}

async function keepFavorite(page: Page) {
  await page.evaluate(() => localStorage.setItem("favs", JSON.stringify(["1"])));
  await page.reload();
  await waitForHydration(page);
}

for (const viewport of VIEWPORTS) {
  test.describe(`the header's search box on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("shows its whole hint with favorites kept, and the favorites open from the menu", async ({
      page,
      context,
    }) => {
      await livesIn(context, SAINT_PETERSBURG);
      await page.goto("/local/saint-petersburg-fl");
      await waitForHydration(page);
      const box = page.getByRole("banner").getByRole("searchbox");
      await expect(box).toHaveAttribute("placeholder", "Pizza, Oil Change, Haircut...");
      const without = await hintRoom(page);
      expect(without.needs).toBeLessThanOrEqual(without.has);

      await keepFavorite(page);
      const kept = await hintRoom(page);
      expect(kept.needs, "the hint's width within the box's").toBeLessThanOrEqual(kept.has);

      // The control is in the menu: its heart and its words.
      await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
      const favorites = page
        .getByRole("navigation", { name: "Main" })
        .getByRole("button", { name: "My favorites (1)" });
      await expect(favorites).toBeVisible();
      await expect(favorites).toHaveText("My favorites");
      await favorites.click();
      const dialog = page.getByRole("dialog", { name: /^My Favorite Local Coupons for / });
      await expect(dialog.getByText(/Local Coupon Favoriting will be removed soon/)).toBeVisible();
      // Escape closes the dialog, and only it: the menu is still open, focus back on its entry.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(favorites).toBeFocused();
    });
  });
}

test.describe("the header's search box on a 340 px phone", () => {
  test.use({ viewport: { width: 340, height: 740 }, isMobile: true, hasTouch: true });

  test("with favorites kept, the box is as wide as without them", async ({ page, context }) => {
    await livesIn(context, SAINT_PETERSBURG);
    await page.goto("/local/saint-petersburg-fl");
    await waitForHydration(page);
    const without = await hintRoom(page);
    await keepFavorite(page);
    expect((await hintRoom(page)).has).toBe(without.has);
  });
});
