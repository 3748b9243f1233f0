import { expect, test, waitForHydration, waitForRouter } from "./fixtures";

/**
 * Issue 29: the last rules of the spec. What needs no browser is asserted below it: the content-store outage's pages
 * (app/routes/_site.content-outage.test.ts), search's RESOURCE_NOT_FOUND (app/routes/_site.search/route.test.ts),
 * the bare numeric profile id (app/routes/_site.local.$slug.$segment/route.test.ts), empty segments
 * (tests/edge/one-door.test.ts) and a vanity path asked as data (app/entry.server.test.tsx).
 */

test.describe("strict paths", () => {
  test("a client-side navigation to a vanity path lands on its target", async ({ page }) => {
    await page.goto("/coupon-codes");
    await waitForRouter(page);
    await waitForHydration(page);
    await page.evaluate(() =>
      (window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate("/Jobs"),
    );
    await expect(page).toHaveURL(/\/advertise\/careers$/);
  });
});
