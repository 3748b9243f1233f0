import { expect, expectAccessible, test, waitForHydration } from "../fixtures";
import { VIEWPORTS } from "./journey-helpers";
import { BOISE, BRANDON, livesIn, openAsResident, openFirstDealQuickView } from "../places";

// Issue 25: open, redeem and print a local offer; open a deal; favorites and recently viewed — as seen on a phone and
// a desktop. Boise (83702) and Brandon, FL (33511) are places the other specs do not use.

for (const viewport of VIEWPORTS) {
  test.describe(`offers on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test("open a Boise offer, redeem it and print it; it is then in Recently Viewed on the home page", async ({
      page,
      context,
    }) => {
      await livesIn(context, BOISE);
      await page.addInitScript(() => {
        (window as unknown as { __prints: number }).__prints = 0;
        window.print = () => {
          (window as unknown as { __prints: number }).__prints += 1;
        };
      });
      await page.goto("/local/boise-id");
      await waitForHydration(page);
      const area = page.getByRole("region", { name: /you can visit/ });
      // A printable offer: its quick view has 'Use Coupon'.
      const openers = area.locator('a[aria-haspopup="dialog"]');
      let title = "";
      for (let i = 0; i < (await openers.count()); i += 1) {
        await openers.nth(i).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        if ((await dialog.getByRole("link", { name: "Use Coupon" }).count()) > 0) {
          title = (await dialog.getByRole("heading", { level: 2 }).first().innerText()).trim();
          break;
        }
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
      }
      expect(title, "Boise lists a printable offer").not.toBe("");
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("link", { name: "Use Coupon" }).click();
      const print = page.getByRole("dialog").getByRole("button", { name: "Print", exact: true });
      await expect(print).toBeVisible();
      await expect(page.getByRole("dialog").getByTestId("print-coupon-id")).toHaveText(/^\d{11,}$/);
      await print.click();
      expect(await page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
      await expectAccessible(page);

      await page.goto("/");
      await expect(page.getByRole("region", { name: "Recently Viewed Offers" }).getByText(title).first()).toBeVisible();
    });

    test("open a Clipp deal near Brandon, FL and close it", async ({ page, context }) => {
      await openAsResident(page, context, BRANDON, "/deals");
      const dialog = await openFirstDealQuickView(page);
      await expect(dialog.getByRole("link", { name: /^(Print this Deal|Shop Now)/ }).first()).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).toHaveURL(/\/deals$/);
    });
  });
}

test.describe("recently viewed at startup (issue 25 defect 12)", () => {
  test("expired offers are purged when the app starts on any page, not only where the home page reads them", async ({
    page,
  }) => {
    await page.goto("/about-valuvo");
    await page.evaluate(() => {
      const item = (id: string, expiry: string) => ({
        kind: "code",
        id,
        title: `Offer ${id}`,
        businessName: "Shop",
        logoURL: "",
        url: `/coupon-codes?cpncode=${id}`,
        expiresAt: expiry,
      });
      localStorage.setItem(
        "recents",
        JSON.stringify([item("sdc_kept", "2999-01-01T00:00:00.000Z"), item("sdc_gone", "2000-01-01T00:00:00.000Z")]),
      );
    });
    await page.reload();
    await waitForHydration(page);
    const ids = await page.evaluate(() =>
      (JSON.parse(localStorage.getItem("recents") ?? "[]") as { id: string }[]).map((r) => r.id),
    );
    expect(ids).toEqual(["sdc_kept"]);
  });
});
