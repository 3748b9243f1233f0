import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";
import { VIEWPORTS } from "./journey-helpers";
import { SAINT_PETERSBURG, livesIn } from "../places";

// Chip rows (categories, sort) that scroll sideways on a phone show that they do: the far edge fades out where a chip
// is cut, the row keeps room after its last chip so nothing is faded once scrolled to the end, a keyboard reaches
// every chip (focus scrolls it into view), and the page itself never scrolls sideways. Wider screens wrap the rows.

/** The rows of chips on each page, found by their names. */
const ROWS: { path: string; rows: (page: Page) => Locator[] }[] = [
  {
    path: "/local/saint-petersburg-fl",
    rows: (page) => [
      page.getByRole("navigation", { name: "Coupon categories" }).getByRole("list"),
      page.getByRole("navigation", { name: "Sort coupons" }).getByRole("list"),
    ],
  },
  {
    path: "/deals",
    rows: (page) => [page.getByRole("list", { name: "Category" }), page.getByRole("list", { name: "Sort by" })],
  },
];

/** How the row is drawn: whether it scrolls, whether its far edge fades, and where its last chip ends. */
async function rowShape(row: Locator) {
  return row.evaluate((ul) => {
    const style = getComputedStyle(ul);
    const links = ul.querySelectorAll("a");
    const last = links[links.length - 1]!.getBoundingClientRect();
    const box = ul.getBoundingClientRect();
    return {
      scrolls: ul.scrollWidth > ul.clientWidth + 1,
      fades: /linear-gradient/.test(style.maskImage || style.webkitMaskImage || ""),
      lastRight: last.right,
      lastBottom: last.bottom,
      rowRight: box.right,
      rowBottom: box.bottom,
    };
  });
}

async function pageScrollsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

for (const viewport of VIEWPORTS) {
  test.describe(`chip rows on a ${viewport.name}`, () => {
    test.use(viewport.use);

    for (const { path, rows } of ROWS) {
      test(`${path}: a row cut at the edge fades there, scrolls to its last chip by keyboard, and the page does not scroll sideways`, async ({
        page,
        context,
      }) => {
        await livesIn(context, SAINT_PETERSBURG);
        await page.goto(path);
        await waitForHydration(page);
        expect(await pageScrollsSideways(page)).toBe(false);
        let scrolling = 0;
        for (const row of rows(page)) {
          const shape = await rowShape(row);
          if (!viewport.phone) {
            // Wrapped: every chip inside the row, nothing faded.
            expect(shape.scrolls).toBe(false);
            expect(shape.fades).toBe(false);
            expect(shape.lastRight).toBeLessThanOrEqual(shape.rowRight + 0.5);
            continue;
          }
          if (!shape.scrolls) continue;
          scrolling += 1;
          expect(shape.fades, "a row cut at the edge fades there").toBe(true);
          // The keyboard reaches the last chip: tabbing to it scrolls the row until it is whole and clear of the fade.
          const links = row.getByRole("link");
          const last = links.last();
          await links.first().focus();
          for (let tab = 1; tab < (await links.count()); tab += 1) await page.keyboard.press("Tab");
          await expect(last).toBeFocused();
          await expect
            .poll(async () => {
              const now = await rowShape(row);
              return now.lastRight <= now.rowRight - 32;
            })
            .toBe(true);
          await expect(last).toBeInViewport({ ratio: 1 });
        }
        if (viewport.phone) expect(scrolling, "rows that scroll on a phone").toBeGreaterThan(0);
        expect(await pageScrollsSideways(page)).toBe(false);
      });
    }
  });
}
