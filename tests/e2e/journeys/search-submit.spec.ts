import type { Page } from "@playwright/test";
import { expect, test, waitForQuietNetwork } from "../fixtures";
import { VIEWPORTS } from "./journey-helpers";
import { SAINT_PETERSBURG, livesIn } from "../places";
import { SITE_SEARCH_DEBOUNCE_MS } from "../../../app/models/search-results";

// A submitted search closes the header's suggestions, by Enter and by the Search button: at 390 px the list hid the
// results' heading and first cards. On the results page the list stays closed until the shopper types again.

/** The header's suggestions as a person sees them. */
const suggestions = (page: Page) => page.getByRole("region", { name: "Search suggestions" });

/** Whatever is drawn at the middle of `selector`'s first element is that element (nothing lies over it). */
async function drawnOnTop(page: Page, selector: string) {
  return page.evaluate((css) => {
    const element = document.querySelector(css)!;
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 20));
    return hit !== null && element.contains(hit);
  }, selector);
}

for (const viewport of VIEWPORTS) {
  test.describe(`submitting a search on a ${viewport.name}`, () => {
    test.use(viewport.use);

    for (const how of ["Enter", "the Search button"] as const) {
      test(`${how} closes the suggestions over the results, and they stay closed until the shopper types`, async ({
        page,
        context,
      }) => {
        await livesIn(context, SAINT_PETERSBURG);
        // The type-ahead's debounce runs on the page's own clock, advanced below instead of waited for.
        await page.clock.install();
        const asked: string[] = [];
        page.on("request", (request) => {
          if (request.url().includes("search-suggestions")) asked.push(request.url());
        });
        await page.goto("/");
        await waitForQuietNetwork(page);
        const box = page.getByRole("banner").getByRole("searchbox");
        await box.fill("oil change");
        await page.clock.runFor(SITE_SEARCH_DEBOUNCE_MS);
        await expect(suggestions(page)).toBeVisible();

        if (how === "Enter") await box.press("Enter");
        else await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
        await expect(page).toHaveURL(/\/search\?term=oil\+change$/);
        const heading = page.getByRole("heading", { level: 1, name: /Search results for/ });
        await expect(heading).toBeVisible();
        await expect(suggestions(page)).toBeHidden();
        await waitForQuietNetwork(page);
        // Past the type-ahead's debounce: nothing asked for suggestions again, nothing reopened them.
        const askedBeforeResults = asked.length;
        await page.clock.runFor(SITE_SEARCH_DEBOUNCE_MS + 500);
        expect(asked.slice(askedBeforeResults)).toEqual([]);
        await expect(suggestions(page)).toBeHidden();
        expect(await drawnOnTop(page, "main h1")).toBe(true);
        expect(await drawnOnTop(page, "main article")).toBe(true);

        // Back in the box, the words already searched suggest nothing; new words do.
        await box.click();
        await page.clock.runFor(SITE_SEARCH_DEBOUNCE_MS + 500);
        expect(asked.slice(askedBeforeResults)).toEqual([]);
        await expect(suggestions(page)).toBeHidden();
        await box.fill("pizza");
        await page.clock.runFor(SITE_SEARCH_DEBOUNCE_MS);
        await expect(suggestions(page)).toBeVisible();
      });
    }
  });
}
