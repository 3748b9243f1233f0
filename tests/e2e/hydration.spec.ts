import { expect, test, waitForHydration } from "./fixtures";

/**
 * Issue 11 (Lighthouse) and decision 012: the server's HTML is painted before any of the build's scripts is asked
 * for, and the page still hydrates (the fixture fails the test on a hydration error or a CSP violation).
 */
const PAGES = ["/", "/local/saint-petersburg-fl", "/coupon-codes", "/deals"];

test.describe("hydration after the first paint", () => {
  for (const path of PAGES) {
    test(`${path} names no module to preload and has no module script`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      // The loader script knows the page's route modules and the entry.
      expect(html).toMatch(/import\("\/build\/entry\.client-[A-Z0-9]+\.js"\)/);
    });

    test(`${path} asks for its scripts only after the first contentful paint, then hydrates`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.startsWith("/build/") && entry.name.endsWith(".js"))
          .map((entry) => entry.startTime);
        return { paint, firstScript: Math.min(...scripts), scripts: scripts.length };
      });
      expect(timing.paint).toBeGreaterThan(0);
      expect(timing.scripts).toBeGreaterThan(3);
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint!);
    });
  }

  test("a browser that never reports a paint still hydrates, a second after the HTML", async ({ page }) => {
    await page.addInitScript(() => {
      class SilentObserver {
        observe() {}
        disconnect() {}
      }
      Object.defineProperty(window, "PerformanceObserver", { configurable: true, value: SilentObserver });
    });
    await page.goto("/coupon-codes");
    await waitForHydration(page);
    // The one-second timer, started when the loader script ran (after the navigation began), asked for them.
    const firstScript = await page.evaluate(() =>
      Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.startsWith("/build/") && entry.name.endsWith(".js"))
          .map((entry) => entry.startTime),
      ),
    );
    expect(firstScript).toBeGreaterThanOrEqual(1000);
    await expect(page.getByRole("banner")).toBeVisible();
  });
});
