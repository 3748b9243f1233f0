import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, waitForHydration, waitForModalDialog } from "../fixtures";
import { VIEWPORTS } from "./journey-helpers";
import { BOISE, BRANDON, livesIn } from "../places";

// Issue 25 defect 11: SPEC §2 puts the local-offer and deal dialogs in the default layout, on every page.
/** The id of an offer Boise's local page lists, as a visitor living in Boise finds it. */
async function aBoiseOfferId(page: Page, context: BrowserContext): Promise<string> {
  await livesIn(context, BOISE);
  await page.goto("/local/boise-id");
  const href = await page
    .getByRole("region", { name: /you can visit/ })
    .locator('a[aria-haspopup="dialog"][href*="offer="]')
    .first()
    .getAttribute("href");
  const offerId = new URL(href ?? "", "http://x").searchParams.get("offer");
  if (!offerId) throw new Error("Boise's local page links no offer dialog");
  return offerId;
}

for (const viewport of VIEWPORTS) {
  test.describe(`offer dialogs on any page, on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("/about-valuvo?offer= shows the offer's quick view, and closing it leaves the page", async ({
      page,
      context,
    }) => {
      const offerId = await aBoiseOfferId(page, context);
      await page.goto(`/about-valuvo?offer=${offerId}`);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await waitForHydration(page);
      await waitForModalDialog(page);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).toHaveURL(/\/about-valuvo$/);
      // Opened in the browser too (no document request).
      await page.evaluate(
        (id) =>
          (window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate(
            `/about-valuvo?offer=${id}`,
          ),
        offerId,
      );
      await expect(page.getByRole("dialog")).toBeVisible();
    });

    test("/privacy-policy?deal= shows the deal near Brandon, FL", async ({ page, context }) => {
      await livesIn(context, BRANDON);
      await page.goto("/deals");
      const href = (await page
        .getByRole("main")
        .getByRole("link", { name: /^Details/ })
        .first()
        .getAttribute("href"))!;
      const dealId = new URL(href, "http://x").searchParams.get("deal")!;
      await page.goto(`/privacy-policy?deal=${dealId}`);
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Privacy/);
    });

    test("a page that shows one kind of dialog itself leaves the other to the layout: /?deal=, /deals?offer=", async ({
      page,
      context,
    }) => {
      await livesIn(context, BRANDON);
      await page.goto("/deals");
      const dealLink = page
        .getByRole("main")
        .getByRole("link", { name: /^Details/ })
        .first();
      const dealId = new URL((await dealLink.getAttribute("href"))!, "http://x").searchParams.get("deal")!;
      await page.goto("/local/brandon-fl");
      const offerHref = await page
        .getByRole("region", { name: /you can visit/ })
        .locator('a[aria-haspopup="dialog"][href*="offer="]')
        .first()
        .getAttribute("href");
      const offerId = new URL(offerHref!, "http://x").searchParams.get("offer")!;
      // The home page lists local offers, not deals; the deals page deals, not local offers; a city's page no deals.
      // A URL naming both (none of the site's links writes one) shows the page's own, one dialog at a time.
      for (const path of [
        `/?deal=${dealId}`,
        `/deals?offer=${offerId}`,
        `/local/brandon-fl?deal=${dealId}`,
        `/local/brandon-fl?offer=${offerId}&deal=${dealId}`,
      ]) {
        await page.goto(path);
        await expect(page.getByRole("dialog"), path).toBeVisible();
        await waitForHydration(page);
        await expect(page.getByRole("dialog"), path).toHaveCount(1);
      }
      await page.goto(`/local/brandon-fl?deal=${dealId}`);
      await expect(page.getByRole("dialog")).toBeVisible();
      await waitForHydration(page);
      await waitForModalDialog(page);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).toHaveURL(/\/local\/brandon-fl$/);
    });
  });
}

test.describe("offer dialogs on any page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server renders the quick view over a content page", async ({ page, context }) => {
    const offerId = await aBoiseOfferId(page, context);
    await page.goto(`/terms-of-use?offer=${offerId}`);
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});
