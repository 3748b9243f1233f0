// Decision 049: a visitor far from their city's centre finds their own nearest storefronts on the first page of their
// city's local page, with and without JavaScript, through the edge that shares the page with their cell's visitors.
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";
import { catalogListings } from "../local-helpers";
import { livesIn } from "../places";
import { VIEWPORTS } from "./journey-helpers";

// Clear Lake, Houston's south-east: 24 miles from the city's centre, and its nearest storefront (15 miles away) is not
// among the centre's listings at all.
const CLEAR_LAKE = { city: "Houston", state: "TX", zip: "77058", coords: { lat: 29.5716, lng: -95.0998 } };
const PATH = "/local/houston-tx";

/** SPEC §5, written again here: great-circle miles. */
function miles(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(rad(to.lat - from.lat) / 2) ** 2 +
    Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(rad(to.lng - from.lng) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(a)));
}

const decode = (name: string) => name.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));

/** The visitor's own nearest storefronts, nearest first: the listing feed asked at their point. */
async function ownNearest(count: number) {
  const { lat, lng } = CLEAR_LAKE.coords;
  const point = `${Math.round(lat * 100) / 100},${Math.round(lng * 100) / 100}`;
  const listings = await catalogListings(point, "location-based");
  return (listings as Array<{ businessName: string; location: { latitude: number; longitude: number } | null }>)
    .filter((l) => l.location)
    .map((l) => ({
      name: decode(l.businessName),
      miles: miles(CLEAR_LAKE.coords, { lat: l.location!.latitude, lng: l.location!.longitude }),
    }))
    .sort((a, b) => a.miles - b.miles)
    .slice(0, count);
}

const visitArea = (page: Page): Locator =>
  page.getByRole("region", { name: /^Coupons for businesses you can visit in / });

async function cardNames(region: Locator): Promise<string[]> {
  return region.getByRole("article").evaluateAll((articles) => articles.map((a) => a.getAttribute("aria-label") ?? ""));
}

for (const viewport of VIEWPORTS) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`a visitor far from their city's centre, on a ${viewport.name}, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ ...viewport.use, javaScriptEnabled });

      test("finds their own nearest storefronts on the first page", async ({ page, context }) => {
        await livesIn(context, CLEAR_LAKE);
        const answer = await page.goto(PATH);
        expect(answer?.status()).toBe(200);
        if (javaScriptEnabled) await waitForHydration(page);
        const own = await ownNearest(10);
        const nearest = own[0]!;
        // The nearest store's card, by name, on the first page.
        const card = visitArea(page).getByRole("article", { name: nearest.name, exact: true });
        await expect(card).toBeVisible();
        const names = await cardNames(visitArea(page));
        expect(own.filter((store) => !names.includes(store.name)).map((store) => store.name)).toEqual([]);
        if (javaScriptEnabled) {
          // Measured from the visitor's own point once the browser knows it, and the first after the featured lead.
          await expect(page.locator("[data-distance-origin]")).toHaveText(
            "Distances from your location, Houston, TX 77058.",
          );
          await expect(card).toContainText(`${(Math.round(nearest.miles * 10) / 10).toFixed(1)} mi`);
          const featured = await visitArea(page).locator("article:has(.listing-featured)").count();
          await expect(visitArea(page).getByRole("article").nth(featured)).toHaveAttribute("aria-label", nearest.name);
        } else {
          await expect(page.locator("[data-distance-origin]")).toHaveText(
            "Distances from within half a mile of your location in Houston, TX.",
          );
        }
        await page.screenshot({
          path: `/work/screens/nearest/clear-lake-${viewport.name}-${javaScriptEnabled ? "js" : "nojs"}.png`,
        });
      });
    });
  }
}
