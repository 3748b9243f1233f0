import { expect, test, waitForModalDialog, waitForQuietNetwork } from "./fixtures";
import { LOCAL_PATH, offerCard, saintPetersburgOffers } from "./local-helpers";

// Issue 8: opening or closing a dialog is URL state the page already holds; no loader runs again for it.
test("opening and closing an offer on the local page asks the server for no loader data", async ({ page }) => {
  const { printable } = await saintPetersburgOffers();
  const offer = printable.offers[0]!;
  await page.goto(LOCAL_PATH);
  await waitForQuietNetwork(page);
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (/\.data(\?|$)/.test(new URL(request.url()).pathname + new URL(request.url()).search))
      dataRequests.push(request.url());
  });
  await offerCard(page, offer.title)
    .getByRole("link", { name: /^Use Coupon/ })
    .click();
  await expect(page.getByRole("dialog", { name: offer.title })).toBeVisible();
  await waitForModalDialog(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(dataRequests).toEqual([]);
});

// SPEC §2 "Breadcrumbs … Without a location the items open the location dialog."
test.describe("breadcrumbs without a place", () => {
  test("a crumb leading to the local pages opens the location dialog", async ({ page }) => {
    await page.goto("/local/cities");
    await waitForQuietNetwork(page);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await trail.getByRole("link", { name: "Local Coupons" }).click();
    await expect(page.getByRole("dialog", { name: "Find Coupons Near You" })).toBeVisible();
    await expect(page).toHaveURL(/\/local\/cities$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the same crumb opens the dialog by its URL", async ({ page }) => {
      await page.goto("/local/cities");
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Local Coupons" }).click();
      await expect(page).toHaveURL(/\/local\/cities\?location=coupons$/);
      await expect(page.getByRole("dialog", { name: "Find Coupons Near You" })).toBeVisible();
    });
  });
});
