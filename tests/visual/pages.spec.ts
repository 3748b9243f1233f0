import { expect, test, type Page } from "@playwright/test";

// Parts drawn at random on every request by design (the coupon-code ad slot, the popular stores and featured brands): left out of the
// pictures, so a comparison shows only what a build changed. Removed from the document, since the page's CSP
// refuses a stylesheet Playwright would add.
const ROTATING =
  '[data-ad-slot], [aria-labelledby="popular-stores-heading"], [aria-labelledby="welcome-heading"], [aria-labelledby="featured-heading"]';
const CATALOG_URL = `http://127.0.0.1:${process.env.SCREENS_CATALOG_PORT ?? 4700}`;

// What a shopper sees on fifteen page types, with the Saint Petersburg place: compared pixel for pixel between two
// builds (tests/visual/playwright.visual.config.ts says how).
const PLACE = { city: "Saint Petersburg", state: "FL", zip: "33701", coords: { lat: 27.7723, lng: -82.6386 } };

/** The first link of `page` under `selector` whose href matches `pattern`: pages whose URL comes from the catalog. */
async function firstLink(page: Page, from: string, pattern: RegExp): Promise<string> {
  await page.goto(from);
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  const href = hrefs.find((h): h is string => h !== null && pattern.test(h));
  if (!href) throw new Error(`no link like ${pattern} on ${from}`);
  return href;
}

/** The catalog's first merchant of a category: the same one for every build. */
async function firstMerchant(category: string): Promise<{ slug: string }> {
  const merchants = (await (await fetch(`${CATALOG_URL}/sdc/merchants-by-category/${category}`)).json()) as {
    slug: string;
  }[];
  if (!merchants[0]) throw new Error(`no merchant in ${category}`);
  return merchants[0];
}

const PAGES: Array<[string, string | ((page: Page) => Promise<string>)]> = [
  ["home", "/"],
  ["local", "/local/saint-petersburg-fl"],
  ["category", "/local/saint-petersburg-fl/restaurants"],
  ["business", (page) => firstLink(page, "/local/saint-petersburg-fl", /^\/local\/[^/]+\/[^/?]+-\d+(\?store=\d+)?$/)],
  ["coupon-codes", "/coupon-codes"],
  ["coupon-codes-category", "/coupon-codes/browse/electronics"],
  ["merchant", async () => `/coupon-codes/${(await firstMerchant("electronics")).slug}`],
  ["deals", "/deals"],
  ["search", "/search?term=pizza"],
  ["campaign", "/legoland"],
  ["newsroom", "/newsroom"],
  ["about", "/about-valuvo"],
  ["my-coupons", "/my-coupons"],
  ["privacy-policy", "/privacy-policy"],
  ["not-found", "/no-such-page"],
];

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "vp_local_geo", value: encodeURIComponent(JSON.stringify(PLACE)), url: baseURL! }]);
});

for (const [name, path] of PAGES) {
  test(name, async ({ page }) => {
    const target = typeof path === "string" ? path : await path(page);
    await page.goto(target);
    await page.waitForLoadState("networkidle");
    await page.evaluate(async (rotating) => {
      document.querySelectorAll(rotating).forEach((element) => element.remove());
      await document.fonts.ready;
    }, ROTATING);
    await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true });
  });
}
