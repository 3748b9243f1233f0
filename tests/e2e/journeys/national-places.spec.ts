import { mkdirSync } from "node:fs";
import { CATALOG_URL, expect, test } from "../fixtures";
import { livesIn } from "../places";
import { VIEWPORTS } from "./journey-helpers";

// Issue 45: places the 100-city catalog left empty now have coupons of their own. Five the issue walked, and two
// towns of under 50,000 people (Montpelier, VT; Oxford, MS); Des Moines is also a company-owned territory with its own
// partner deals, outside Florida.
const PLACES = [
  ["Des Moines", "IA", "des-moines-ia"],
  ["Chattanooga", "TN", "chattanooga-tn"],
  ["Burlington", "VT", "burlington-vt"],
  ["Tallahassee", "FL", "tallahassee-fl"],
  ["Portland", "ME", "portland-me"],
  ["Montpelier", "VT", "montpelier-vt"],
  ["Oxford", "MS", "oxford-ms"],
] as const;

const SCREENS = process.env.SCREENS_DIR ?? "/work/screens/national";

/** The place as the location dialog stores it, from the catalog's own answer for "City,ST". */
async function placeOf(city: string, state: string) {
  const answer = await fetch(`${CATALOG_URL}/location/validate/${encodeURIComponent(`${city},${state}`)}`);
  const body = (await answer.json()) as { postalGeography: { postalCode: string; latX: number; longY: number } };
  const geo = body.postalGeography;
  return { city, state, zip: geo.postalCode, coords: { lat: geo.latX, lng: geo.longY } };
}

for (const viewport of VIEWPORTS) {
  test.describe(`the national catalog on a ${viewport.name}`, () => {
    test.use(viewport.use);

    for (const [city, state, slug] of PLACES) {
      test(`${city}, ${state} shows local coupons, and "pizza" finds a pizzeria near it`, async ({ page, context }) => {
        await page.goto(`/local/${slug}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Local Coupons in ${city}, ${state}`);
        await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
        await expect(page.getByText(/We can't seem to find coupons for businesses you can visit/)).toHaveCount(0);
        mkdirSync(SCREENS, { recursive: true });
        await page.screenshot({ path: `${SCREENS}/local-${slug}-${viewport.name}.png` });

        await livesIn(context, await placeOf(city, state));
        await page.goto("/search?term=pizza");
        const near = page.getByRole("region", { name: "Coupons for Businesses Near You" });
        await expect(near.getByRole("article").first()).toBeVisible();
        await expect(near.getByRole("article").first()).toContainText(/pizz/i);
        await page.screenshot({ path: `${SCREENS}/search-pizza-${slug}-${viewport.name}.png` });
      });
    }

    test("Des Moines, a company-owned territory in Iowa, lists partner deals near it", async ({ page, context }) => {
      await livesIn(context, await placeOf("Des Moines", "IA"));
      await page.goto("/deals");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clipp Deals Near Des Moines, IA");
      await expect(
        page
          .getByRole("main")
          .getByRole("link", { name: /^Details/ })
          .first(),
      ).toBeVisible();
      await expect(page.getByRole("main")).toContainText(/IA/);
      await page.screenshot({ path: `${SCREENS}/deals-des-moines-ia-${viewport.name}.png` });
    });
  });
}
