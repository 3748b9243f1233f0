import { expect, expectAccessible, test } from "../fixtures";
import { expectPlaceShown, storedPlace, VIEWPORTS } from "./journey-helpers";
import { BOISE, livesIn, openAsResident } from "../places";

// Issue 25 defect 2: opening a business never moves the shopper to another "town". Boise (83702): its list links
// businesses whose store is in Boise and in the cities around it; one ZIP of Boise is named 'West One Bank' in the
// ZIP dataset.

for (const viewport of VIEWPORTS) {
  test.describe(`browsing to a business and back on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("every business link of Boise's list answers at once, and opening one keeps the shopper in Boise", async ({
      page,
      context,
      request,
    }) => {
      await openAsResident(page, context, BOISE, "/local/boise-id");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local Coupons in Boise, ID");
      const hrefs = await page
        .getByRole("main")
        .locator('a[href^="/local/"]')
        .evaluateAll((links) => [
          ...new Set(links.map((a) => a.getAttribute("href")!).filter((h) => /\/local\/[^/]+\/[^/?]+-\d+/.test(h))),
        ]);
      expect(hrefs.length).toBeGreaterThan(5);
      for (const href of hrefs) {
        expect(href, href).not.toMatch(/bank|inc-|afb/);
        const answer = await request.get(href, { maxRedirects: 0 });
        expect(answer.status(), href).toBe(200);
      }
      // A business whose store is in another city, if Boise's list has one; else any.
      const elsewhere = hrefs.find((href) => !href.startsWith("/local/boise-id/")) ?? hrefs[0]!;
      await page.locator(`main a[href="${elsewhere}"]`).first().click();
      await expect(page).toHaveURL(elsewhere);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The shopper is still in Boise: cookie, header.
      expect(await storedPlace(context)).toMatchObject({ city: "Boise", state: "ID", zip: "83702" });
      await expectPlaceShown(page, viewport, "Boise, ID");
      await expectAccessible(page);

      await page.goBack();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local Coupons in Boise, ID");
      await expectPlaceShown(page, viewport, "Boise, ID");
    });
  });
}

test.describe("a business page opened without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("keeps the shopper's place", async ({ page, context }) => {
    await livesIn(context, BOISE);
    await page.goto("/local/boise-id");
    const href = await page
      .getByRole("main")
      .locator('a[href*="-"][href^="/local/"][href*="?store="]')
      .first()
      .getAttribute("href");
    await page.goto(href!);
    await expect(page).toHaveURL(href!);
    expect(await storedPlace(context)).toMatchObject({ city: "Boise", zip: "83702" });
    await expect(page.getByRole("banner").locator('[data-location-control="header"]')).toContainText("Boise, ID");
  });
});
