// Issue 38 §2 / decision 040: a city's local page is one page for all its visitors (the edge serves the copy first
// cached for a neighbour; this spec runs through the edge), and each visitor still sees distances from their own place once the browser has measured
// them; without JavaScript the page measures from the city's point and says so.
import type { Locator } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";
import { catalogListings, LOCAL_PATH } from "../local-helpers";
import { livesIn } from "../places";
import { expectPlaceShown, VIEWPORTS } from "./journey-helpers";

// Two neighbours in Saint Petersburg, one at their ZIP's point (the catalog's postal data), the other at a point of
// their own in the same cell (decision 049: the city's own page is shared by the cell of the visitor's point).
const NEIGHBOUR = { city: "Saint Petersburg", state: "FL", zip: "33710", coords: { lat: 27.7832, lng: -82.7281 } };
const VISITOR = { city: "Saint Petersburg", state: "FL", zip: "33710", coords: { lat: 27.7898, lng: -82.7243 } };
/** The centre of their cell, which the shared page is listed for and measures from. */
const CELL_ORIGIN = { lat: 27.785, lng: -82.725 };

/** A ZIP as a value of its own in the page (a store's address may end in the same ZIP). */
const ownZip = (zip: string) => new RegExp(`\\\\?"${zip}\\\\?"`);

/** SPEC §5, written again here: great-circle miles, one decimal. */
function miles(from: { lat: number; lng: number }, to: { lat: number; lng: number }): string {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(rad(to.lat - from.lat) / 2) ** 2 +
    Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(rad(to.lng - from.lng) / 2) ** 2;
  return (Math.round(2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(a))) * 10) / 10).toFixed(1);
}

/** Every storefront of the location-based feed the page lists (its cell's): name → the store's point. */
async function storesOfTheCity(): Promise<Map<string, { lat: number; lng: number }>> {
  const listings = (await catalogListings(`${CELL_ORIGIN.lat},${CELL_ORIGIN.lng}`, "location-based")) as Array<{
    businessName: string;
    location: { latitude: number; longitude: number } | null;
  }>;
  const decode = (name: string) => name.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
  // A chain's stores share its name, and a card names only its business: such cards are left out.
  const names = listings.map((l) => decode(l.businessName));
  return new Map(
    listings.flatMap((l, i) =>
      l.location && names.indexOf(names[i]!) === names.lastIndexOf(names[i]!)
        ? [[names[i]!, { lat: l.location.latitude, lng: l.location.longitude }]]
        : [],
    ),
  );
}

/** The cards of the visit area, top to bottom: business name, the distance shown, whether featured. */
async function cardsIn(region: Locator) {
  return region.getByRole("article").evaluateAll((articles) =>
    articles.map((a) => ({
      name: a.getAttribute("aria-label") ?? "",
      miles: [...a.querySelectorAll(".listing-meta span")]
        .map((s) => s.textContent ?? "")
        .find((t) => /^\d+\.\d mi$/.test(t)),
      featured: a.querySelector(".listing-featured") !== null,
    })),
  );
}

const visitArea = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: /^Coupons for businesses you can visit in / });

for (const viewport of VIEWPORTS) {
  test.describe(`a page neighbours share, on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("a visitor with their own ZIP sees distances from their own place on the copy first made for a neighbour", async ({
      page,
      context,
      baseURL,
    }) => {
      // The neighbour's visit: the edge keeps this copy (or already kept one made for another neighbour) for every
      // visitor of their cell, whatever their ZIP.
      const neighbourCookie = `vp_local_geo=${encodeURIComponent(JSON.stringify(NEIGHBOUR))}`;
      const cached = await fetch(`${baseURL}${LOCAL_PATH}`, { headers: { Cookie: neighbourCookie } });
      const html = await cached.text();
      expect(cached.headers.get("cache-control")).toMatch(/^public/);
      expect(html).not.toMatch(ownZip(NEIGHBOUR.zip));
      expect(html).not.toContain(String(NEIGHBOUR.coords.lat));

      await livesIn(context, VISITOR);
      const visit = await page.goto(LOCAL_PATH);
      // The visitor is served the neighbours' copy from the edge's cache.
      expect(visit?.headers()["x-cache-status"]).toMatch(/^(?:HIT|STALE|UPDATING)$/);
      await waitForHydration(page);
      await expect(page.locator("[data-distance-origin]")).toHaveText(
        "Distances from your location, Saint Petersburg, FL 33710.",
      );
      await expectPlaceShown(page, viewport, "Saint Petersburg, FL");

      const stores = await storesOfTheCity();
      const cards = await cardsIn(visitArea(page));
      const measured = cards.filter((card) => card.miles && stores.has(card.name));
      expect(measured.length).toBeGreaterThan(3);
      // Each distance on screen is the visitor's own: from 33710's point, one decimal.
      for (const card of measured)
        expect(card.miles, card.name).toBe(`${miles(VISITOR.coords, stores.get(card.name)!)} mi`);
      // And at least one differs from what the neighbour's copy said (the re-measuring is visible, not a no-op).
      const shared = new Map(
        [...html.matchAll(/aria-label="([^"]+)"[\s\S]*?(\d+\.\d) mi</g)].map((m) => [
          m[1]!.replaceAll("&amp;", "&"),
          `${m[2]} mi`,
        ]),
      );
      expect(measured.some((card) => shared.get(card.name) !== undefined && shared.get(card.name) !== card.miles)).toBe(
        true,
      );
      // SPEC §9's order stays true for this visitor: the featured card first, then nearest first.
      const rest = cards.filter((card) => !card.featured).map((card) => Number(card.miles?.slice(0, -3) ?? Infinity));
      expect(rest).toEqual([...rest].sort((a, b) => a - b));
      expect(cards.findIndex((card) => !card.featured)).toBe(cards.filter((card) => card.featured).length);

      // Its business page, shared the same way, says how far the store is from the visitor's own place too.
      const [name, store] = [...stores].find(([candidate]) => measured.some((card) => card.name === candidate))!;
      await visitArea(page)
        .getByRole("article", { name, exact: true })
        .getByRole("link", { name, exact: true })
        .click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.locator('[data-distance-origin="visitor"]')).toHaveText(
        `${miles(VISITOR.coords, store)} mi away`,
      );
    });
  });
}

test.describe("a page neighbours share, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("measures from the centre of the visitor's cell and says so, with nothing of the visitor's own place", async ({
    page,
    context,
  }) => {
    await livesIn(context, VISITOR);
    const answer = await page.goto(LOCAL_PATH);
    const html = (await answer?.text()) ?? "";
    expect(html).not.toMatch(ownZip(VISITOR.zip));
    await expect(page.locator("[data-distance-origin]")).toHaveText(
      "Distances from within half a mile of your location in Saint Petersburg, FL.",
    );
    const stores = await storesOfTheCity();
    const cards = (await cardsIn(visitArea(page))).filter((card) => card.miles && stores.has(card.name));
    expect(cards.length).toBeGreaterThan(3);
    for (const card of cards) expect(card.miles, card.name).toBe(`${miles(CELL_ORIGIN, stores.get(card.name)!)} mi`);
  });
});
