import { expect, expectAccessible, test } from "../fixtures";
import { VIEWPORTS } from "./journey-helpers";
import { BOISE, livesIn, openAsResident } from "../places";

// Issue 25 defect 5: search answers its own placeholder's examples ("Pizza, Oil Change, Haircut...") in Boise, each
// group without results says so in its own words, and the location message appears only when the place is the
// problem (Majuro has no local coupons at all; since the national catalog every town of the states has some).
const MAJURO = { city: "Majuro", state: "MH", zip: "96960", coords: { lat: 7.1128, lng: 171.237 } };
const UPDATE = "We can't seem to find local offers with the location you requested";

for (const viewport of VIEWPORTS) {
  test.describe(`searching on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("typing 'haircut' in the header box finds Boise's hair studios", async ({ page, context }) => {
      await openAsResident(page, context, BOISE, "/about-valuvo");
      const box = page.getByRole("banner").getByRole("searchbox");
      await box.fill("haircut");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/search\?term=haircut$/);
      const near = page.getByRole("region", { name: "Coupons for Businesses Near You" });
      await expect(near.getByRole("article").first()).toBeVisible();
      await expect(near.getByRole("article").first()).toContainText(/Hair|Barber/);
      await expect(page.getByText(UPDATE)).toHaveCount(0);
      await expectAccessible(page);
    });

    test("'Oil change' finds car care and 'pizza' a pizza place first", async ({ page, context }) => {
      await livesIn(context, BOISE);
      await page.goto("/search?term=Oil%20change");
      await expect(
        page.getByRole("region", { name: "Coupons for Businesses Near You" }).getByRole("article").first(),
      ).toBeVisible();
      await page.goto("/search?term=pizza");
      const first = page.getByRole("region", { name: "Coupons for Businesses Near You" }).getByRole("article").first();
      await expect(first).not.toContainText("Taco");
      await expect(page.getByText(UPDATE)).toHaveCount(0);
    });

    test("a group without results says so; the location message only at a place without coupons", async ({
      page,
      context,
    }) => {
      await livesIn(context, BOISE);
      await page.goto("/search?term=furniture");
      // Online shops match, nothing in Boise's coupons does: no location message above the codes.
      await expect(
        page.getByRole("region", { name: "Coupon Codes for Online Shops" }).getByRole("article").first(),
      ).toBeVisible();
      await expect(page.getByText(UPDATE)).toHaveCount(0);
      await expect(page.getByText("No businesses serving Boise, ID have coupons matching “furniture”.")).toBeVisible();

      await livesIn(context, MAJURO);
      await page.goto("/search?term=furniture");
      await expect(page.getByText(UPDATE)).toBeVisible();
    });
  });
}
