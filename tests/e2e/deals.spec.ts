import { noDealsReason } from "../../app/models/deal-alternatives";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { SAINT_PETERSBURG, NEW_YORK, livesIn, openAsResident, openFirstDealQuickView } from "./places";

// Outside every franchise territory (so corporate-owned, SPEC §4), and no partner deal within 30 miles.
const ABSAROKEE = { city: "Absarokee", state: "MT", zip: "59001", coords: { lat: 45.5154, lng: -109.4692 } };
const SARASOTA = { city: "Sarasota", state: "FL", zip: "34236", coords: { lat: 27.3364, lng: -82.5307 } };
const franchised = (label: string) => noDealsReason(label, { corporateOwned: false, franchiseId: 1 });

test.describe("Clipp deals page", () => {
  test("without a location answers 200 at /deals, not indexed, and asks for one in the 'Find Deals Near You' dialog", async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto("/deals");
    // Decision 009: a crawler without a cookie sees the page itself, not a redirect to a URL robots.txt forbids.
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${baseURL}/deals`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/deals`);
    await expect(page.getByRole("dialog", { name: "Find Deals Near You" })).toBeVisible();
  });

  test("lists the deals near a corporate-owned territory, reached from the header", async ({ page, context }) => {
    // Two pages and an accessibility scan of up to 60 cards: 19-31 s on a loaded CI machine, over the default 30 s.
    test.slow();
    await livesIn(context, SAINT_PETERSBURG);
    await page.goto("/careers/our-teams");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Deals" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clipp Deals Near Saint Petersburg, FL");
    const cards = page.getByRole("main").getByRole("article");
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(60);
    await expect(page.getByText(/^\d+% OFF$/).first()).toBeVisible();
    // Deals with a printable certificate offer 'Print this Deal' instead (offers-rules.spec.ts).
    const shop = cards.getByRole("link", { name: /^Shop Now/ }).first();
    await expect(shop).toHaveAttribute("href", /activity=view&ref=valuvo$/);
    await waitForHydration(page);
    await expectAccessible(page);
  });

  test("opens a deal's quick view with partner share links, and Escape closes it", async ({ page, context }) => {
    await openAsResident(page, context, SAINT_PETERSBURG, "/deals");
    const dialog = await openFirstDealQuickView(page);
    await expect(dialog.getByRole("heading", { name: "Fine print" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: /Share on Facebook/ })).toHaveAttribute(
      "href",
      /clipp\.example.*activity%3Dshare%26ref%3Dvaluvo/,
    );
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/deals$/);
  });

  for (const [name, place] of [
    ["a franchised territory (3453)", SARASOTA],
    ["a territory of an ordinary franchisee", NEW_YORK],
  ] as const) {
    test(`typed or bookmarked in ${name}, says why it lists no deal and offers another place`, async ({
      page,
      context,
    }) => {
      await livesIn(context, place);
      const response = await page.goto("/deals");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/deals$/);
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
      await expect(page.getByText(franchised(`${place.city}, ${place.state}`))).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Choose another location" })).toHaveAttribute(
        "href",
        "/deals?location=deals",
      );
    });
  }

  test("Deals → 'Find Deals Near You' → the same franchised place ends on the reason, not the same dialog again", async ({
    page,
    context,
  }) => {
    await openAsResident(page, context, NEW_YORK, "/careers/our-teams");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Deals" }).click();
    const dialog = page.getByRole("dialog", { name: "Find Deals Near You" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("ZIP code or City, State").fill(NEW_YORK.zip);
    await dialog.getByRole("button", { name: "Find Deals" }).click();
    await expect(page).toHaveURL(/\/deals$/);
    await expect(page.getByText(franchised("New York, NY"))).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("says SPEC's 'No Clipp offers for this geography' near a company-owned place without deals, then why in shopper words", async ({
    page,
    context,
  }) => {
    await livesIn(context, ABSAROKEE);
    const response = await page.goto("/deals");
    expect(response?.status()).toBe(200);
    const line = page.getByText("No Clipp offers for this geography", { exact: true });
    const why = page.getByText("There are no Clipp deals within 30 miles of Absarokee, MT right now.");
    await expect(line).toBeVisible();
    await expect(why).toBeVisible();
    expect((await line.boundingBox())!.y).toBeLessThan((await why.boundingBox())!.y);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("without a location the prompt's link opens the dialog", async ({ page }) => {
      expect((await page.goto("/deals"))?.status()).toBe(200);
      await page.getByRole("main").getByRole("link", { name: "Choose your location" }).click();
      await expect(page).toHaveURL(/\/deals\?location=deals$/);
      await expect(page.getByRole("dialog", { name: "Find Deals Near You" })).toBeVisible();
    });

    test("the quick view opens and closes by links", async ({ page, context }) => {
      await livesIn(context, SAINT_PETERSBURG);
      await page.goto("/deals");
      await page
        .getByRole("main")
        .getByRole("link", { name: /^Details/ })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.getByRole("dialog").getByRole("link", { name: "Close" }).click();
      await expect(page).toHaveURL(/\/deals$/);
    });
  });
});
