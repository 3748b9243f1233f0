import { expect, test, waitForQuietNetwork } from "../fixtures";
import { setSaintPetersburg } from "../local-helpers";
import { VIEWPORTS } from "./journey-helpers";

// List pages link to many pages; pointing at their links (a desktop's hover, a phone's touch) prefetches what the
// router knows, and never logs "Tried to prefetch … but no routes matched" for a page it does not.
const LIST_PAGES = ["/local/businesses/fl", "/local/saint-petersburg-fl", "/search?term=pizza", "/local/cities", "/"];

for (const viewport of VIEWPORTS) {
  test.describe(`list pages on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("pointing at their links logs no prefetch warning", async ({ page, context, baseURL }) => {
      test.setTimeout(60_000);
      await setSaintPetersburg(context, baseURL!);
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (/Tried to prefetch/.test(message.text())) warnings.push(`${page.url()}: ${message.text()}`);
      });
      for (const path of LIST_PAGES) {
        await page.goto(path);
        // Route discovery (a request after hydration) has found the links on screen: pointing at one the router does
        // not know yet warns as well, which is Remix's, not a link to nowhere.
        await waitForQuietNetwork(page);
        const links = page.getByRole("main").locator('a[href^="/"]');
        const count = Math.min(await links.count(), 20);
        expect(count, path).toBeGreaterThan(0);
        for (let i = 0; i < count; i += 1) {
          const link = links.nth(i);
          if (!(await link.isVisible())) continue;
          if (viewport.phone) await link.dispatchEvent("touchstart");
          await link.hover();
        }
        await page.waitForLoadState("networkidle");
      }
      expect(warnings).toEqual([]);
    });
  });
}
