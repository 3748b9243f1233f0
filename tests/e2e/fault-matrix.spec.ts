import { LISTINGS_PER_PAGE } from "../../app/models/listing-paging";
import { expect, isolated, test } from "./fixtures";
import { catalogListings, cellFeedPoint, feedPoint } from "./local-helpers";

/**
 * Issue 13's fault matrix, as a shopper sees it: one critical failure (the maintenance page) and one area's failure
 * (its message, the rest of the page), in Chromium. Every upstream × every fault on every page that asks it needs no
 * browser: tests/edge/fault-matrix.test.ts, through the production server. What each loader answers, and what a
 * time-out shows per area: app/routes/_site.critical-failures.test.ts, _site.store-faults.test.ts,
 * _site.time-outs.test.ts, AreaMessage.test.tsx, GeneralErrorBoundary.test.tsx.
 */

// On the site whose upstream cache is off (fixtures `isolated`), one after another: each fault is what its page sees.
test.use({ baseURL: isolated.site });
test.describe.configure({ mode: "serial" });

// The pages a shopper sees while one feed fails (here, where no other spec's traffic has warmed a cache).
test("a 404 from the local offers feed shows the maintenance page", async ({ page, allowConsoleErrors }) => {
  // The browser reports the document's 503 status as a failed resource.
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 503/);
  // The feed a first visit's page asks (its cell's, decision 049).
  const point = await cellFeedPoint("Tampa", "FL");
  const path = `/coupon-feed/${point}/listings/location-based`;
  await isolated.addFault({ path, status: 404 });
  const response = await page.goto("/local/tampa-fl");
  await isolated.clearFault(path);
  expect(response?.status()).toBe(503);
  expect(response?.headers()["retry-after"]).toBeTruthy();
  await expect(page.getByText("Maintenance in progress... Please check back later.")).toBeVisible();
});

test("a failed service feed shows its location message and the rest of the page", async ({ page }) => {
  const point = await feedPoint("Orlando", "FL");
  const path = `/coupon-feed/${point}/listings/service-based`;
  await isolated.addFault({ path, status: 500 });
  const visit = await catalogListings(point, "location-based");
  const response = await page.goto("/local/orlando-fl");
  await isolated.clearFault(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByText("We can't seem to find coupons for businesses serving Orlando, FL")).toBeVisible();
  await expect(page.getByRole("link", { name: "(Update Your Location)" })).toBeVisible();
  // The first page of the area: at least LISTINGS_PER_PAGE listings (issue 11; decision 049: more where the
  // visitor's own nearest need it).
  await expect(
    page
      .getByRole("region", { name: /you can visit/ })
      .getByRole("article")
      .nth(Math.min(visit.length, LISTINGS_PER_PAGE) - 1),
  ).toBeVisible();
});
