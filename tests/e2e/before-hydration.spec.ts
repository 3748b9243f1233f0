import { expect, holdScripts, test, waitForQuietNetwork } from "./fixtures";

/**
 * Issue 10 §6: on a slow phone the HTML is there before the scripts. Whatever the visitor types meanwhile must stay
 * in the field once the page becomes interactive, and the suggestions must follow it.
 */
test.describe("typing before the page is interactive", () => {
  test("the header's search keeps the words and suggests for them", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const box = page.getByRole("banner").getByPlaceholder("Pizza, Oil Change, Haircut...");
    await box.fill("pizza");
    const asked = page.waitForRequest((request) =>
      /\/api\/search-suggestions(\.data)?\?term=pizza/.test(request.url()),
    );
    release();
    await waitForQuietNetwork(page);
    await asked;
    await expect(box).toHaveValue("pizza");
  });

  test("the location dialog keeps the words and suggests places for them", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/coupon-codes?location=change", { waitUntil: "commit" });
    const field = page.getByRole("dialog").getByLabel("ZIP code or City, State");
    await field.fill("Tampa");
    const asked = page.waitForRequest((request) => /\/api\/location-suggestions(\.data)?\?q=Tampa/.test(request.url()));
    release();
    await waitForQuietNetwork(page);
    await asked;
    await expect(field).toHaveValue("Tampa");
  });

  test("the Special Offers menu opened before hydration stays open after it", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.getByText("Special Offers").click();
    await expect(menu.getByRole("link", { name: "LEGOLAND", exact: true })).toBeVisible();
    release();
    await waitForQuietNetwork(page);
    await expect(menu.getByRole("link", { name: "LEGOLAND", exact: true })).toBeVisible();
  });
});
