import { expect, expectAccessible, test } from "./fixtures";
import { cardsAsMeasured, LOCAL_PATH, saintPetersburgOffers, setSaintPetersburg } from "./local-helpers";

const visitGroup = (page: import("@playwright/test").Page) => page.getByRole("region", { name: /you can visit/ });

/** True when the featured organisation's listings lead and the rest read nearest first. */
function nearestFirstAfterFeatured(miles: number[], featuredCount: number): boolean {
  const rest = miles.slice(featuredCount);
  const ascending = (list: number[]) => list.every((mi, i) => i === 0 || list[i - 1]! <= mi);
  return ascending(miles.slice(0, featuredCount)) && ascending(rest);
}

for (const [label, use] of [
  ["phone", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ["desktop", { viewport: { width: 1366, height: 900 } }],
] as const) {
  test.describe(`offer cards on a ${label}`, () => {
    test.use(use);

    test("a card shows the business, its everyday trade, the offer, Printable and its button; cards read nearest first after the featured organisation's", async ({
      page,
    }) => {
      const { listings, printable, website } = await saintPetersburgOffers();
      await page.goto(LOCAL_PATH);
      const card = visitGroup(page).getByRole("article", { name: printable.businessName, exact: true }).first();
      await expect(card.getByRole("heading", { name: printable.offers[0]!.title })).toBeVisible();
      await expect(card.getByText("Printable", { exact: true })).toBeVisible();
      const use = card.getByRole("link", { name: /^Use Coupon/ });
      await expect(use).toBeVisible();
      // A button, not a line of underlined text: as tall as the site's controls, filled.
      const look = await use.evaluate((a) => {
        const style = getComputedStyle(a);
        return {
          height: a.getBoundingClientRect().height,
          underline: style.textDecorationLine,
          background: style.backgroundColor,
        };
      });
      expect(look.height).toBeGreaterThanOrEqual(44);
      expect(look.underline).toBe("none");
      expect(look.background).not.toBe("rgba(0, 0, 0, 0)");
      // One link to the business page, named for the business.
      await expect(card.getByRole("link", { name: printable.businessName, exact: true })).toHaveCount(1);
      // The industry label is not on the card: its everyday name is.
      const labels = new Set(listings.map((l) => (l as unknown as { naicDescription: string }).naicDescription));
      const text = (await card.textContent()) ?? "";
      for (const long of labels) if (long.length > 30) expect(text).not.toContain(long);

      const other = visitGroup(page).getByRole("article", { name: website.businessName, exact: true }).first();
      if ((await other.count()) > 0) {
        await expect(other.getByText("Printable", { exact: true })).toHaveCount(0);
        const visit = other.getByRole("link", { name: /^Visit Website/ });
        await expect(visit).toBeVisible();
        // Like every card, it opens the offer's quick view here; the outbound link is inside it.
        await expect(visit).toHaveAttribute("aria-haspopup", "dialog");
        await expect(visit).not.toHaveAttribute("target", "_blank");
      }

      // Nearest first, after the featured organisation's listings.
      const featured = listings.filter((l) => l.orgIds.includes(739912)).length;
      const miles = (await cardsAsMeasured(page, visitGroup(page))).map((card) => card.miles);
      expect(miles.length).toBeGreaterThan(5);
      expect(miles.every(Number.isFinite)).toBe(true);
      const leading = Math.min(featured, miles.length);
      expect(nearestFirstAfterFeatured(miles, leading), miles.join(", ")).toBe(true);
      // The featured cards that lead say why they come first.
      const cards = visitGroup(page).getByRole("article");
      for (let i = 0; i < leading; i++) await expect(cards.nth(i).getByText("Featured", { exact: true })).toBeVisible();
      await expect(cards.nth(leading).getByText("Featured", { exact: true })).toHaveCount(0);
    });

    test("a doctor's card says Doctor, not the industry's official name", async ({ page }) => {
      await page.goto(`${LOCAL_PATH}/health-and-medical`);
      const cards = visitGroup(page).getByRole("article");
      await expect(cards.first()).toBeVisible();
      const text = (await cards.allTextContents()).join(" ");
      expect(text).not.toContain("Offices of");
      expect(text).toMatch(/Doctor|Dentist|Chiropractor|Eye Doctor|Physical Therapy/);
    });

    test("home with a place: the first coupon starts within the first screen", async ({ page, context, baseURL }) => {
      await setSaintPetersburg(context, baseURL!);
      await page.goto("/");
      const first = page.getByRole("region", { name: "Local Coupons Near You" }).getByRole("article").first();
      await expect(first).toBeVisible();
      const box = (await first.boundingBox())!;
      expect(box.y).toBeLessThan(844 - 100);
      await expect(first.getByRole("link", { name: /^(Use Coupon|Visit Website)/ })).toBeVisible();
      // The billboards still show, after the coupons.
      const promotions = page.getByRole("list", { name: "Featured promotions" });
      if ((await promotions.count()) > 0) expect((await promotions.boundingBox())!.y).toBeGreaterThan(box.y);
      await expectAccessible(page);
    });

    test("business page: its first offer, a map link and the hours are on the first screen", async ({ page }) => {
      const { printable } = await saintPetersburgOffers();
      await page.goto(`${LOCAL_PATH}/x-${printable.businessProfileId}`);
      const offers = page.getByRole("region", { name: /^Coupons from/ }).getByRole("listitem");
      await expect(offers.first()).toBeInViewport();
      expect((await offers.first().boundingBox())!.y).toBeLessThan(844 - 60);
      const map = page.getByRole("link", { name: /^Map/ });
      await expect(map).toBeInViewport();
      const href = new URL((await map.getAttribute("href"))!);
      expect(href.origin + href.pathname).toBe("https://www.google.com/maps/search/");
      expect(href.searchParams.get("api")).toBe("1");
      const address = (await page.locator("address").first().innerText()).trim().replace(/\s*\n\s*/g, ", ");
      expect(href.searchParams.get("query")).toBe(address);
      await expect(map).toHaveAttribute("target", "_blank");
      await expect(map).toHaveAttribute("rel", /noopener/);
      await expect(page.getByText(/^Hours: (Mon|Tue|Wed|Thu|Fri|Sat|Sun)/)).toBeInViewport();
      await expectAccessible(page);
    });

    test("an attraction's page: its first ticket offer on the first screen, the story after the offers", async ({
      page,
    }) => {
      await page.goto("/legoland");
      const offers = page.getByRole("region", { name: "LEGOLAND ticket offers" }).getByRole("article");
      await expect(offers.first()).toBeInViewport();
      const first = (await offers.first().boundingBox())!;
      expect(first.y).toBeLessThan(844 - 200);
      await expect(offers.first().getByRole("link", { name: /^(Get Code|Activate)/ })).toBeInViewport();
      const about = page.getByRole("region", { name: "About LEGOLAND" });
      await expect(about.getByRole("paragraph").first()).toBeVisible();
      expect((await about.boundingBox())!.y).toBeGreaterThan(first.y);
      await expectAccessible(page);
    });
  });
}
