import type { Locator } from "@playwright/test";
import { expect, expectAccessible, test, waitForHydration } from "../fixtures";
import { openFirstCouponQuickView, VIEWPORTS } from "./journey-helpers";
import { setSaintPetersburg, LOCAL_PATH } from "../local-helpers";

// My coupons: a saved coupon's one action, 'Show coupon', is the design system's filled button; 'Remove' is the
// outlined red one beside it (it was the other way round: a text link beside a bordered button).

async function look(element: Locator) {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      background: style.backgroundColor,
      border: style.borderTopColor,
      color: style.color,
      height: el.getBoundingClientRect().height,
    };
  });
}

const BRAND = "rgb(10, 104, 71)";
const DANGER = "rgb(179, 38, 30)";
const WHITE = "rgb(255, 255, 255)";

for (const viewport of VIEWPORTS) {
  test.describe(`My coupons on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("'Show coupon' is the filled button, 'Remove' the red outlined one", async ({ page, context, baseURL }) => {
      await setSaintPetersburg(context, baseURL!);
      await page.goto(LOCAL_PATH);
      await waitForHydration(page);
      const { quick, title } = await openFirstCouponQuickView(page);
      await quick.getByRole("button", { name: "Save to phone" }).click();
      await expect(quick.getByRole("status")).toHaveText("Saved to My coupons");

      await page.goto("/my-coupons");
      await waitForHydration(page);
      const item = page.getByRole("list", { name: "Saved coupons" }).getByRole("listitem").filter({ hasText: title });
      const show = item.getByRole("link", { name: /^Show coupon/ });
      const remove = item.getByRole("button", { name: /^Remove/ });
      await expect(show).toBeInViewport();
      await expect(remove).toBeInViewport();
      expect(await look(show)).toEqual({ background: BRAND, border: BRAND, color: WHITE, height: 44 });
      expect(await look(remove)).toEqual({ background: WHITE, border: DANGER, color: DANGER, height: 44 });
      // Removing all asks first; the answer that removes is the filled red button.
      await page.getByRole("button", { name: "Remove all" }).click();
      expect(await look(page.getByRole("button", { name: "Yes, remove all" }))).toEqual({
        background: DANGER,
        border: DANGER,
        color: WHITE,
        height: 44,
      });
      await page.getByRole("button", { name: "Cancel" }).click();
      await expectAccessible(page);
      await show.click();
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    });
  });
}
