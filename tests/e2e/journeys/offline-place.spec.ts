import { expect, test, waitForHydration } from "../fixtures";
import { expectPlaceShown, VIEWPORTS } from "./journey-helpers";
import { openAsResident } from "../places";

// Offline, My coupons comes from the worker's copy fetched without cookies; the header still names the shopper's place,
// as this browser last saw it. Tucson is a place other specs do not use.
const TUCSON = { city: "Tucson", state: "AZ", zip: "85701", coords: { lat: 32.2163, lng: -110.9686 } };

for (const viewport of VIEWPORTS) {
  test.describe(`offline on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("My coupons' header shows the saved place, not 'Set your location'", async ({
      page,
      context,
      allowConsoleErrors,
    }) => {
      test.setTimeout(60_000);
      // With no network the browser logs what it could not fetch, and the router its route discovery.
      allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches/);
      await openAsResident(page, context, TUCSON, "/local/tucson-az");
      await page.goto("/my-coupons");
      await waitForHydration(page);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await expect
        .poll(() => page.evaluate(() => caches.keys()))
        .toContainEqual(expect.stringMatching(/^valuvo-shell-/));

      await context.setOffline(true);
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("My coupons");
      await expectPlaceShown(page, viewport, "Tucson, AZ");
      await context.setOffline(false);
    });
  });
}
