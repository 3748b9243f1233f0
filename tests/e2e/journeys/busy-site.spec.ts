import type { Route } from "@playwright/test";
import { instanceBudget } from "../../../server/address-budget.mjs";
import { expect, test, waitForHydration } from "../fixtures";
import { VIEWPORTS } from "./journey-helpers";

// An instance with all it can hold refuses what it cannot work on (503, server/address-budget.mjs). A shopper who
// follows a link in the browser asks for the next page's data; that refusal used to be the doors' HTML page, which
// Remix's client cannot read, so the shopper met the error page at the new address. The refusal now sends the
// browser to the page as a document, as the link would have without JavaScript.

/** Answers `route` as an instance that holds nothing more answers it (the production middleware, not a copy). */
async function refuseAsBusyInstance(route: Route) {
  const request = route.request();
  const url = new URL(request.url());
  const answer = { status: 200, headers: {} as Record<string, string>, body: "" };
  await new Promise<void>((resolve, reject) => {
    const res = {
      destroyed: false,
      writableEnded: false,
      once: () => res,
      status: (code: number) => ((answer.status = code), res),
      set: (headers: Record<string, string>) => (Object.assign(answer.headers, headers), res),
      send: (body: string) => ((answer.body = body), resolve(), res),
    };
    instanceBudget({ concurrency: { active: 0, waiting: 0 } })(
      { url: `${url.pathname}${url.search}`, method: request.method(), ip: "127.0.0.1" } as never,
      res as never,
      (error?: unknown) => reject(error ?? new Error("the busy instance let the request through")),
    );
  });
  await route.fulfill(answer);
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("a link followed while the site is too busy for its data loads the page whole, never the error page", async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 503 \(Service Unavailable\)/);
      await page.goto("/coupon-codes");
      await waitForHydration(page);
      let refused = 0;
      await page.route(/\/coupon-codes\/browse\/electronics\.data/, async (route) => {
        refused++;
        await refuseAsBusyInstance(route);
      });
      const link = page.locator('main a[href="/coupon-codes/browse/electronics"]').first();
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL("/coupon-codes/browse/electronics");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Electronics");
      await expect(page.getByText("Oops... Something Went Wrong")).toHaveCount(0);
      expect(refused).toBe(1);
      // The browser loaded the page as a document: its navigation entry is the page's own address.
      const loaded = await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.name ?? "");
      expect(new URL(loaded).pathname).toBe("/coupon-codes/browse/electronics");
    });
  });
}
