import { CATALOG_URL, expect, isolated, test, waitForHydration } from "./fixtures";

type AnalyticsEvent = { event: string; requestUrl: string; analyticsData: Record<string, unknown> };

async function pageRequestsFor(marker: string): Promise<AnalyticsEvent[]> {
  const answer = await fetch(`${CATALOG_URL}/analytics/events?event=pageRequest`);
  const events = (await answer.json()) as AnalyticsEvent[];
  return events.filter((event) => event.requestUrl.includes(marker));
}

test.describe("pageRequest on every page (SPEC §7)", () => {
  for (const path of [
    "/pizza",
    "/newsroom",
    "/advertise/careers",
    "/franchise-opportunities",
    "/about-valuvo",
    "/blog",
  ]) {
    test(`${path} sends one pageRequest, and opening nothing else sends another`, async ({ page }) => {
      // A query of its own tells this visit's event from those of tests running beside it.
      const marker = `visit=${test.info().testId}-${Date.now()}`;
      await page.goto(`${path}?${marker}`);
      await waitForHydration(page);
      await expect.poll(async () => (await pageRequestsFor(marker)).length, { timeout: 5_000 }).toBe(1);
      // Once the page has nothing more in flight, a second event would have reached the catalog.
      await page.waitForLoadState("networkidle");
      expect(await pageRequestsFor(marker)).toHaveLength(1);
    });
  }
});

test.describe("the merchant page and the merchant slug search (SPEC §7 configured service)", () => {
  test("names the merchant as the slug search's metadata says", async ({ page }) => {
    const merchants = (await (await fetch(`${CATALOG_URL}/sdc/merchants-by-category/travel`)).json()) as {
      slug: string;
    }[];
    const slug = merchants[0]!.slug;
    const search = (await (await fetch(`${CATALOG_URL}/sdc/merchant-slug-search?slug=${slug}`)).json()) as {
      results: { metaTitle: string; metaDescription: string }[];
    };
    const response = await page.goto(`/coupon-codes/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(search.results[0]!.metaTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      search.results[0]!.metaDescription,
    );
  });

  test("answers 404 for a slug the search does not know", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto("/coupon-codes/no-such-merchant-anywhere");
    expect(response?.status()).toBe(404);
  });
});

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
