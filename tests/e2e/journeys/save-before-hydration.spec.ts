import { expect, holdScripts, test, waitForHydration } from "../fixtures";
import { openFirstCouponQuickView, VIEWPORTS } from "./journey-helpers";
import { setSaintPetersburg, LOCAL_PATH, saintPetersburgOffers } from "../local-helpers";

// An early tap on a slow phone: before the scripts have run, the quick view and My coupons never tell a browser that
// is about to run them that they need JavaScript. The Save button waits, disabled, until it works; only a browser
// without JavaScript reads the message.
const SAVE_NEEDS_JS = "Saving this coupon to your phone needs JavaScript.";

for (const viewport of VIEWPORTS) {
  test.describe(`before the scripts run, on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("the quick view shows Save to phone waiting, never 'needs JavaScript', and it saves once they run", async ({
      page,
      context,
      baseURL,
    }) => {
      const { printable } = await saintPetersburgOffers();
      const offer = printable.offers[0]!;
      await setSaintPetersburg(context, baseURL!);
      const release = await holdScripts(page);
      await page.goto(`${LOCAL_PATH}?offer=${offer.offerId}`, { waitUntil: "domcontentloaded" });
      const quick = page.getByRole("dialog", { name: offer.title });
      await expect(quick).toBeVisible();
      const save = quick.getByRole("button", { name: "Save to phone" });
      await expect(save).toBeVisible();
      await expect(save).toBeDisabled();
      await expect(page.getByText(SAVE_NEEDS_JS)).toBeHidden();

      release();
      await waitForHydration(page);
      await expect(save).toBeEnabled();
      await expect(page.getByText(SAVE_NEEDS_JS)).toBeHidden();
      await save.click();
      await expect(quick.getByRole("status")).toHaveText("Saved to My coupons");
    });

    test("My coupons never says it needs JavaScript while its scripts load", async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto("/my-coupons", { waitUntil: "domcontentloaded" });
      await expect(page.getByRole("heading", { name: "My coupons", level: 1 })).toBeVisible();
      await expect(page.getByText("My coupons needs JavaScript")).toBeHidden();
      release();
      await waitForHydration(page);
      await expect(page.getByText("No saved coupons yet.")).toBeVisible();
      await expect(page.getByText("My coupons needs JavaScript")).toBeHidden();
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the quick view says saving needs JavaScript and shows no Save button that never works", async ({
    page,
    context,
    baseURL,
  }) => {
    await setSaintPetersburg(context, baseURL!);
    await page.goto(LOCAL_PATH);
    const { quick } = await openFirstCouponQuickView(page);
    await expect(quick.getByText(SAVE_NEEDS_JS)).toBeVisible();
    await expect(quick.getByRole("button", { name: "Save to phone" })).toBeHidden();
  });
});
