import { expect, expectAccessible, test } from "../fixtures";
import { VIEWPORTS } from "./journey-helpers";
import { livesIn } from "../places";

// Issue 25 defect 6: a place without coupons leads somewhere. Missoula (59801) and Duluth (55802) have none in the
// catalog; the home page without any place shows cities and codes too.
const MISSOULA = { city: "Missoula", state: "MT", zip: "59801", coords: { lat: 46.8585, lng: -114.0119 } };
const NO_LOCAL = "We can't seem to find local offers with the location you requested";

for (const viewport of VIEWPORTS) {
  test.describe(`an empty place on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("Missoula's page: the spec's message, the nearest cities with coupons and their distance, online codes", async ({
      page,
    }) => {
      await page.goto("/local/missoula-mt");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local Coupons in Missoula, MT");
      await expect(
        page.getByText("We can't seem to find coupons for businesses you can visit in Missoula, MT"),
      ).toBeVisible();
      const nearby = page.getByRole("region", { name: "Coupons in cities near you" });
      await expect(nearby).toBeVisible();
      const cities = nearby.getByRole("listitem");
      expect(await cities.count()).toBeGreaterThanOrEqual(3);
      const texts = await cities.allInnerTexts();
      const miles = texts.map((t) => Number(/(\d+\.\d) mi/.exec(t)?.[1]));
      expect(miles.every((m) => Number.isFinite(m))).toBe(true);
      expect([...miles].sort((a, b) => a - b)).toEqual(miles);
      const popular = page.getByRole("region", { name: "Popular online coupon codes" });
      await expect(popular.getByRole("article").first()).toBeVisible();
      // A nearby city's link leads to coupons.
      await cities.first().getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Local Coupons in /);
      await expect(page.getByRole("region", { name: "Coupons in cities near you" })).toHaveCount(0);
    });

    test("the home page at Missoula says so and offers cities and codes", async ({ page, context }) => {
      await livesIn(context, MISSOULA);
      await page.goto("/");
      await expect(page.getByText(NO_LOCAL)).toBeVisible();
      await expect(
        page
          .getByRole("region", { name: "Coupons in cities near you" })
          .getByText(/\d+\.\d mi/)
          .first(),
      ).toBeVisible();
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

  test("Duluth's page leads to nearby cities", async ({ page }) => {
    await page.goto("/local/duluth-mn");
    await expect(
      page.getByText("We can't seem to find coupons for businesses you can visit in Duluth, MN"),
    ).toBeVisible();
    await page
      .getByRole("region", { name: "Coupons in cities near you" })
      .getByRole("listitem")
      .first()
      .getByRole("link")
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Local Coupons in /);
  });
});
