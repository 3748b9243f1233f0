import { addFault, clearFault, expect, expectAccessible, test } from "../fixtures";
import { cellFeedPaths } from "../local-helpers";
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

// Issue 45: a place whose feeds have no coupon at all (a remote ZIP; in the national catalog every town has some, so
// the catalog's feeds are made to answer none for Alpine, TX, a page no other spec opens) says so once and leads to
// what is near in shopper terms.
test.describe("a place with no coupons but towns with coupons within a drive", () => {
  /** Empties every feed a first visit's page of the place asks (its cell's, decision 049). */
  async function emptyFeedsAt(city: string, state: string): Promise<string[]> {
    const paths = await cellFeedPaths(city, state);
    for (const path of paths) await addFault({ path, status: 200, body: "[]" });
    return paths;
  }

  for (const viewport of VIEWPORTS) {
    test(`on a ${viewport.name}: said once, places within 60 miles with their distances, then online codes, no empty chips or sorts`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport.use.viewport);
      // The list of every covered place (~28,000) is optional data with a short budget: read once, as a running
      // site has it, by each instance behind the edge (a query of its own passes the edge's page cache).
      for (const n of [1, 2]) expect((await page.request.get(`/local/cities?warm=${n}`)).status()).toBe(200);
      const faults = await emptyFeedsAt("Alpine", "TX");
      try {
        await page.goto("/local/alpine-tx");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local Coupons in Alpine, TX");
        await expect(page.getByText(/^We can't seem to find coupons/)).toHaveCount(1);
        await expect(page.getByRole("navigation", { name: "Coupon categories" })).toHaveCount(0);
        await expect(page.getByRole("navigation", { name: "Sort coupons" })).toHaveCount(0);
        const near = page.getByRole("region", { name: "Coupons in cities near you" });
        await expect(near.getByRole("link", { name: "Marfa, TX" })).toHaveAttribute("href", "/local/marfa-tx");
        const miles = (await near.getByRole("listitem").allInnerTexts()).map((t) =>
          Number(/(\d+\.\d) mi/.exec(t)?.[1]),
        );
        expect(miles.length).toBeGreaterThan(0);
        expect(miles.every((m) => m > 0 && m <= 60)).toBe(true);
        expect(miles).toEqual([...miles].sort((a, b) => a - b));
        const codes = page.getByRole("region", { name: "Popular online coupon codes" });
        await expect(codes.getByRole("article").first()).toBeVisible();
        // Nearby places come before online codes.
        const [nearBox, codesBox] = [await near.boundingBox(), await codes.boundingBox()];
        expect(nearBox!.y).toBeLessThan(codesBox!.y);
        await expectAccessible(page);
        await page.screenshot({
          path: `/work/screens/national/empty-alpine-tx-${viewport.use.viewport.width}.png`,
          fullPage: true,
        });
      } finally {
        for (const path of faults) await clearFault(path);
      }
    });
  }
});
