import { expect, expectAccessible, test } from "../fixtures";
import { VIEWPORTS } from "./journey-helpers";
import { livesIn } from "../places";

// Issue 25 defect 6: a place without coupons leads somewhere. Since the national catalog every town of the states has
// coupons; Majuro (96960, Marshall Islands) still has none, and no covered city within a drive (issue 45: never
// one thousands of miles away), so it is offered online codes. The home page without any place shows cities too.
const MAJURO = { city: "Majuro", state: "MH", zip: "96960", coords: { lat: 7.1128, lng: 171.237 } };
const NO_LOCAL = "We can't seem to find local offers with the location you requested";

for (const viewport of VIEWPORTS) {
  test.describe(`an empty place on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("Majuro's page: the spec's message once, no city thousands of miles away, online codes", async ({ page }) => {
      await page.goto("/local/majuro-mh");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local Coupons in Majuro, MH");
      await expect(
        page.getByText("We can't seem to find coupons for businesses you can visit in Majuro, MH"),
      ).toHaveCount(1);
      await expect(page.getByRole("region", { name: "Coupons in cities near you" })).toHaveCount(0);
      await expect(page.getByText(/\d+\.\d mi/)).toHaveCount(0);
      const popular = page.getByRole("region", { name: "Popular online coupon codes" });
      await expect(popular.getByRole("article").first()).toBeVisible();
    });

    test("the home page at Majuro says so and offers codes, no far city", async ({ page, context }) => {
      await livesIn(context, MAJURO);
      await page.goto("/");
      await expect(page.getByText(NO_LOCAL)).toBeVisible();
      await expect(page.getByRole("region", { name: "Coupons in cities near you" })).toHaveCount(0);
      await expect(
        page.getByRole("region", { name: "Popular online coupon codes" }).getByRole("article").first(),
      ).toBeVisible();
      await expectAccessible(page);
    });

    test("the home page without a place: the location prompt, cities and popular codes", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("main").getByRole("link", { name: "Choose your location" })).toBeVisible();
      const cities = page.getByRole("region", { name: "Coupons by city" });
      expect(await cities.getByRole("listitem").count()).toBeGreaterThanOrEqual(5);
      await expect(
        page.getByRole("region", { name: "Popular online coupon codes" }).getByRole("article").first(),
      ).toBeVisible();
    });
  });
}

test.describe("an empty place without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Majuro's page says so and its online codes are links", async ({ page }) => {
    await page.goto("/local/majuro-mh");
    await expect(
      page.getByText("We can't seem to find coupons for businesses you can visit in Majuro, MH"),
    ).toBeVisible();
    const popular = page.getByRole("region", { name: "Popular online coupon codes" });
    await expect(popular.getByRole("link").first()).toBeVisible();
  });
});
