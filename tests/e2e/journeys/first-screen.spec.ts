import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";
import { saintPetersburgOffers, LOCAL_PATH, setSaintPetersburg } from "../local-helpers";
import { VIEWPORTS } from "./journey-helpers";
import { livesIn } from "../places";

// What the first screen shows, at the sizes shoppers use: two whole coupons under the header on a phone, the header
// search's whole hint, the header's place on one line, the redeem screen's coupon image, the directory crumbs.
const FORT_MYERS = { city: "Fort Myers", state: "FL", zip: "33907", coords: { lat: 26.5681, lng: -81.8736 } };

/** The header search's hint fits its box: drawn at the hint's own size, the text is no wider than the box's inside. */
async function placeholderFits(page: Page) {
  return page.locator("#site-search").evaluate((input: HTMLInputElement) => {
    const hint = getComputedStyle(input, "::placeholder");
    const probe = document.createElement("span");
    probe.textContent = input.placeholder;
    probe.style.font = `${hint.fontWeight} ${hint.fontSize} ${hint.fontFamily}`;
    probe.style.whiteSpace = "pre";
    document.body.append(probe);
    const text = probe.getBoundingClientRect().width;
    probe.remove();
    const style = getComputedStyle(input);
    const inside = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: Math.ceil(text), inside: Math.floor(inside) };
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`the first screen on a ${viewport.name}`, () => {
    test.use(viewport.use);

    for (const slug of ["omaha-ne", "colorado-springs-co", "north-las-vegas-nv"]) {
      test(`/local/${slug} shows at least two whole coupons under the header`, async ({ page }) => {
        await page.goto(`/local/${slug}`);
        const header = (await page.getByRole("banner").boundingBox())!;
        const size = page.viewportSize()!;
        const cards = page.getByRole("main").getByRole("article");
        await expect(cards.nth(1)).toBeVisible();
        for (const index of [0, 1]) {
          const box = (await cards.nth(index).boundingBox())!;
          expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
          expect(box.y + box.height).toBeLessThanOrEqual(size.height);
          expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        }
        // Each with its one action visible.
        await expect(cards.nth(1).getByRole("link", { name: /^(Use Coupon|Visit Website)/ })).toBeInViewport({
          ratio: 1,
        });
      });
    }

    test("the header search shows its whole hint", async ({ page }) => {
      await page.goto("/local/fort-myers-fl");
      await expect(page.getByRole("searchbox", { name: "Search coupons" })).toHaveAttribute(
        "placeholder",
        "Pizza, Oil Change, Haircut...",
      );
      const { text, inside } = await placeholderFits(page);
      expect(text).toBeLessThanOrEqual(inside);
    });

    test("the redeem screen shows the coupon's own image when the upstream has one, beside the barcode", async ({
      page,
      context,
      baseURL,
    }) => {
      await setSaintPetersburg(context, baseURL!);
      const { printable, listings } = await saintPetersburgOffers();
      const offer = printable.offers[0]!;
      await page.goto(`${LOCAL_PATH}?offer=${offer.offerId}&redeem=1`);
      const redeem = page.getByRole("dialog", { name: offer.title });
      const image = redeem.getByRole("img", { name: `Coupon image: ${offer.title}` });
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect(redeem.getByRole("img", { name: /^Barcode of coupon ID/ })).toBeVisible();
      const plain = listings.find((l) => l.printable && l.offers[0] && !l.offers[0].redemptionImageFound)!.offers[0]!;
      await page.goto(`${LOCAL_PATH}?offer=${plain.offerId}&redeem=1`);
      await expect(
        page.getByRole("dialog", { name: plain.title }).getByRole("img", { name: /^Barcode of coupon ID/ }),
      ).toBeVisible();
      await expect(page.getByRole("img", { name: /^Coupon image:/ })).toHaveCount(0);
    });

    test("without a place, 'Businesses by State' in the crumbs goes to the directory", async ({ page }) => {
      await page.goto("/local/businesses/ne");
      await waitForHydration(page);
      await page
        .getByRole("navigation", { name: "Breadcrumb" })
        .getByRole("link", { name: "Businesses by State" })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local Businesses by State");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  });
}

test.describe("the header on a desktop", () => {
  test.use(VIEWPORTS[1].use);

  test("shows the place's name on one line", async ({ page, context }) => {
    await livesIn(context, FORT_MYERS);
    await page.goto("/coupon-codes");
    const name = page.locator('[data-location-control="header"] strong');
    await expect(name).toHaveText("Fort Myers, FL");
    expect(await name.evaluate((el) => el.getClientRects().length)).toBe(1);
    const box = (await name.boundingBox())!;
    expect(box.height).toBeLessThan(24);
  });
});
