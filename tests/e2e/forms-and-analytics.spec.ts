import { CATALOG_URL, expect, isolated, test, waitForHydration } from "./fixtures";

type AnalyticsEvent = { event: string; requestUrl: string; analyticsData: Record<string, unknown> };

async function pageRequestsFor(marker: string): Promise<AnalyticsEvent[]> {
  const answer = await fetch(`${CATALOG_URL}/analytics/events?event=pageRequest`);
  const events = (await answer.json()) as AnalyticsEvent[];
  return events.filter((event) => event.requestUrl.includes(marker));
}

test.describe("pageRequest on every page (SPEC §7)", () => {
  test("each page type sends one pageRequest, and opening nothing else sends another", async ({ page }) => {
    for (const path of [
      "/pizza",
      "/newsroom",
      "/advertise/careers",
      "/franchise-opportunities",
      "/about-valuvo",
      "/blog",
    ]) {
      // A query of its own tells this visit's event from those of tests running beside it.
      const marker = `visit=${test.info().testId}-${Date.now()}`;
      await page.goto(`${path}?${marker}`);
      await waitForHydration(page);
      await expect.poll(async () => (await pageRequestsFor(marker)).length, { timeout: 5_000, message: path }).toBe(1);
      // Once the page has nothing more in flight, a second event would have reached the catalog.
      await page.waitForLoadState("networkidle");
      expect(await pageRequestsFor(marker), path).toHaveLength(1);
    }
  });
});

// The merchant page's title and description from the slug search, and its 404: app/routes/_site.coupon-codes.$merchantSlug.test.ts.

test.describe("a failed search without a place (SPEC §8)", () => {
  test.use({ baseURL: isolated.site });

  test("moves the visitor to the Find Local button", async ({ page }) => {
    await isolated.addFault({ path: "/search-feed-sdc", status: 500 });
    try {
      await page.goto("/search?term=umbrellas");
      const findLocal = page.getByRole("link", { name: "Find Local Coupons" });
      await expect(findLocal).toBeVisible();
      await expect(findLocal).toBeFocused();
    } finally {
      await isolated.clearFault("/search-feed-sdc");
    }
  });
});
