import type { Page } from "@playwright/test";
import { EXCLUDED_MERCHANT_IDS } from "../../../app/models/excluded-merchants";
import { CATALOG_URL, expect, test, waitForRouter } from "../fixtures";
import { BOISE, livesIn } from "../places";
import { VIEWPORTS } from "./journey-helpers";

// A fetcher's first load of a resource route (`/api/…`) asks the server for that route first (Remix's lazy route
// discovery). A navigation that lands while the answer is still on its way used to turn the fetcher into "Page Not
// Found" over the whole page (remix-run/react-router#13114; patches/@remix-run+router, decision 039). On a slow
// phone that window is a round trip: a shopper switching offers or pressing Enter in the search box could fall into
// it. Each test holds the route's discovery until the shopper has acted, then lets it through.

/** Holds the discovery of `resourcePath` until the returned `release` is called; `asked` says it was requested. */
async function holdDiscoveryOf(page: Page, resourcePath: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  const pattern = new RegExp(`/__manifest\\?p=${encodeURIComponent(resourcePath)}&`);
  await page.route(pattern, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** The page has hydrated: the header's menu link has become a button (without waiting for an idle network). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.querySelector('a[href="#site-menu"]')?.getAttribute("role") === "button");
}

type Coupon = { title: string; componentUID: string };
const CATEGORY = "electronics";

/** Two offers, with different titles, of one listed merchant of the category (from the catalog itself). */
async function twoOffersOfOneMerchant(): Promise<[Coupon, Coupon]> {
  const merchants = (await (await fetch(`${CATALOG_URL}/sdc/merchants-by-category/${CATEGORY}`)).json()) as {
    merchantId: number;
  }[];
  for (const merchant of merchants.filter((m) => !EXCLUDED_MERCHANT_IDS.includes(m.merchantId))) {
    const offers = (await (
      await fetch(`${CATALOG_URL}/sdc/merchants/${merchant.merchantId}/listings`)
    ).json()) as Coupon[];
    const [first, ...rest] = offers;
    const second = rest.find((offer) => offer.title !== first?.title);
    if (first && second) return [first, second];
  }
  throw new Error(`no ${CATEGORY} merchant with two offers`);
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("switching to another coupon code while the ad slot is still finding its route shows that offer", async ({
      page,
    }) => {
      const [shown, other] = await twoOffersOfOneMerchant();
      const held = await holdDiscoveryOf(page, "/api/ad-placement");
      await page.goto(`/coupon-codes/browse/${CATEGORY}?cpncode=${shown.componentUID}`);
      const dialog = page.getByRole("dialog", { name: shown.title });
      await expect(dialog).toBeVisible();
      // The ad slot's refresh (0.9 s after the dialog opens, so after hydration) is now waiting for its route; the
      // network is never idle while it waits, so this is the wait for a hydrated page.
      await expect.poll(held.asked, { timeout: 10_000 }).toBe(true);
      await hydrated(page);
      await dialog.getByRole("link", { name: other.title, exact: true }).click();
      held.release();
      await expect(page.getByRole("dialog", { name: other.title })).toBeVisible();
      await expect(page).toHaveURL(`/coupon-codes/browse/${CATEGORY}?cpncode=${other.componentUID}`);
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toHaveCount(0);
    });

    test("pressing Enter while the first suggestions are still finding their route opens the results", async ({
      page,
      context,
    }) => {
      await livesIn(context, BOISE);
      const held = await holdDiscoveryOf(page, "/api/search-suggestions");
      await page.goto("/about-valuvo");
      await waitForRouter(page);
      await hydrated(page);
      const box = page.getByRole("banner").getByRole("searchbox");
      await box.fill("pizza");
      await expect.poll(held.asked, { timeout: 10_000 }).toBe(true);
      await box.press("Enter");
      await expect(page).toHaveURL(/\/search\?term=pizza$/);
      held.release();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/pizza/i);
      await expect(
        page.getByRole("region", { name: "Coupons for Businesses Near You" }).getByRole("article").first(),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toHaveCount(0);
    });
  });
}
