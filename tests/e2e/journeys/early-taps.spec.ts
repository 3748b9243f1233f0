import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";
import { setSaintPetersburg } from "../local-helpers";
import { VIEWPORTS, type Viewport } from "./journey-helpers";

// A tap at the earliest moment breaks nothing: the page's own scripts have run and React has hydrated the page, but
// the parts it renders from code loaded on demand (popular codes, deal cards, a campaign's view, a category page, the
// error page) are still waiting for their code, as on a slow phone. React then keeps their server HTML until the code
// arrives; an update that reaches them first made React throw that HTML away (its error #421). The fixture fails the
// test on any console error or page error.

/** Holds back every script the document does not preload (the code loaded on demand) until `release()`. */
async function holdOnDemandCode(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  // Every script the document names (preloads, the entry, the manifest) is the page's own; the rest is on demand.
  const preloaded = new Set([...html.matchAll(/\/build\/[\w./-]+\.js/g)].map((m) => m[0]));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route("**/build/**", async (route) => {
    const { pathname } = new URL(route.request().url());
    if (!pathname.endsWith(".js") || preloaded.has(pathname)) return route.continue();
    held += 1;
    await gate;
    await route.continue();
  });
  return { release, held: () => held };
}

/** The page has hydrated what its preloaded code renders (the header's menu link has become its button). */
async function pageHydrated(page: Page) {
  await page.waitForFunction(() => document.querySelector('a[href="#site-menu"]')?.getAttribute("role") === "button");
}

/** Taps the header's way to the location dialog: in the row on a desktop, from the menu on a phone. */
async function tapSetLocation(page: Page, viewport: Viewport) {
  if (viewport.phone) {
    // The menu control is a link to the drawer until hydration makes it a button: either way, the same element.
    await page.getByRole("banner").locator('a[href="#site-menu"]').tap();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /^(Set your location|Change location)$/ })
      .tap();
  } else {
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^(Set your location|Change location)$/ })
      .first()
      .click();
  }
}

/**
 * Five page types. Where React can hydrate the page around the waiting part (`hydratesFirst`), the tap comes right
 * after that; where the waiting part is the page itself, React waits with the whole page and the tap comes before any
 * hydration (the link then works as a plain link, and the page it opens hydrates with its dialog open).
 */
const PAGES: {
  name: string;
  path: string;
  place?: boolean;
  hydratesFirst: boolean;
  onDemand: RegExp;
  /** What else the server's HTML says, so the page is the kind its name says. */
  says?: RegExp;
}[] = [
  {
    name: "the home page without a place (popular codes)",
    path: "/",
    hydratesFirst: true,
    onDemand: /Popular online coupon codes/,
  },
  {
    name: "a search with Clipp deals (deal cards)",
    path: "/search?term=spa",
    place: true,
    hydratesFirst: true,
    onDemand: /Clipp Deals Near You/,
  },
  {
    // Majuro (Marshall Islands): every town of the states has coupons in the national catalog, Majuro none.
    name: "a place without coupons (popular codes)",
    path: "/local/majuro-mh",
    hydratesFirst: false,
    onDemand: /Popular online coupon codes/,
    says: /We can't seem to find coupons for businesses you can visit in Majuro, MH/,
  },
  { name: "a campaign (its view)", path: "/legoland", hydratesFirst: false, onDemand: /LEGOLAND/ },
  {
    name: "a local category page",
    path: "/local/saint-petersburg-fl/restaurants",
    place: true,
    hydratesFirst: false,
    onDemand: /Restaurants Coupons in/,
  },
];

for (const viewport of VIEWPORTS) {
  test.describe(`taps before the page's on-demand code, on a ${viewport.name}`, () => {
    test.use(viewport.use);

    for (const target of PAGES) {
      test(`${target.name}: the location dialog opens, with no React error`, async ({ page, context, baseURL }) => {
        if (target.place) await setSaintPetersburg(context, baseURL!);
        const code = await holdOnDemandCode(page, target.path);
        await page.goto(target.path, { waitUntil: "commit" });
        // The server's HTML of the on-demand part is on screen while its code waits.
        await expect(page.getByRole("main")).toContainText(target.onDemand);
        if (target.says) await expect(page.getByRole("main")).toContainText(target.says);
        if (target.hydratesFirst) await pageHydrated(page);
        await tapSetLocation(page, viewport);
        code.release();
        // Hydrated, the on-demand parts included; the network need not be quiet for what is asserted next.
        await waitForHydration(page);
        expect(code.held()).toBeGreaterThan(0);
        const dialog = page.getByRole("dialog", { name: /Near You$/ });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByLabel("ZIP code or City, State")).toBeVisible();
        await expect(page.getByRole("main")).toContainText(target.onDemand);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
      });
    }
  });
}
