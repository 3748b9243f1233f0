import { expect, expectAccessible, test, waitForQuietNetwork } from "./fixtures";
import { SAINT_PETERSBURG } from "./places";

test.describe("site search", () => {
  test("finds coupons for businesses near the visitor", async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: "vp_local_geo", value: encodeURIComponent(JSON.stringify(SAINT_PETERSBURG)), url: baseURL! },
    ]);
    await page.goto("/search?term=haircut");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “haircut”");
    const near = page.getByRole("region", { name: "Coupons for Businesses Near You" });
    await expect(near.getByRole("article").first()).toBeVisible();
    expect(await near.getByRole("article").count()).toBeLessThanOrEqual(9);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("searchbox")).toHaveValue("haircut");
    await waitForQuietNetwork(page);
    await expectAccessible(page);
  });

  test("without a location shows online coupon codes and a way to find local ones", async ({ page }) => {
    await page.goto("/search?term=flowers");
    const online = page.getByRole("region", { name: "Coupon Codes for Online Shops" });
    // 'Activate' goes to the merchant in a new window; 'Get Code' to the code's dialog here (issue 25).
    const activate = online.getByRole("link", { name: /^Activate for/ }).first();
    if ((await activate.count()) > 0) {
      await expect(activate).toHaveAttribute("href", /refId=/);
      await expect(activate).toHaveAttribute("target", "_blank");
    }
    const getCode = online.getByRole("link", { name: /^Get Code for/ }).first();
    if ((await getCode.count()) > 0) await expect(getCode).toHaveAttribute("href", /^\/search\?term=flowers&cpncode=/);
    expect((await activate.count()) + (await getCode.count())).toBeGreaterThan(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Find Local Coupons" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Coupons for Businesses Near You" })).toHaveCount(0);
  });

  test("asks for 3 characters before searching", async ({ page }) => {
    await page.goto("/search?term=ab");
    await expect(page.getByText("Type at least 3 characters")).toBeVisible();
  });

  test("says so when nothing matches", async ({ page }) => {
    await page.goto("/search?term=zzyzxqq");
    await expect(page.getByText("No coupons match “zzyzxqq”")).toBeVisible();
  });

  test("never echoes markup from the term", async ({ page }) => {
    const response = await page.goto(`/search?term=${encodeURIComponent("<img src=x onerror=alert(1)>")}`);
    expect(response?.status()).toBe(200);
    expect(await response!.text()).not.toContain("<img src=x");
  });

  test("the header's search box leads to the results", async ({ page }) => {
    await page.goto("/careers/our-teams");
    await waitForQuietNetwork(page);
    const box = page.getByRole("banner").getByRole("searchbox");
    await box.fill("flowers");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?term=flowers$/);
    await expect(page.getByRole("region", { name: "Coupon Codes for Online Shops" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the header's search box still works", async ({ page }) => {
      await page.goto("/careers/our-teams");
      const box = page.getByRole("banner").getByRole("searchbox");
      await box.fill("flowers");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/search\?term=flowers$/);
      await expect(page.getByRole("region", { name: "Coupon Codes for Online Shops" })).toBeVisible();
    });
  });
});

test.describe("the header's type-ahead", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: "vp_local_geo", value: encodeURIComponent(JSON.stringify(SAINT_PETERSBURG)), url: baseURL! },
    ]);
  });

  test("suggests results a second after typing stops, one request per pause, none under 3 characters", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/careers/our-teams");
    await waitForQuietNetwork(page);
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("search-suggestions")) requests.push(r.url());
    });
    const box = page.getByRole("banner").getByRole("searchbox");
    await box.pressSequentially("ha", { delay: 40 });
    // On the page's own clock: well past the 1 s debounce, nothing for two letters...
    await page.clock.runFor(1500);
    expect(requests).toEqual([]);
    await box.pressSequentially("ircut", { delay: 40 });
    // ...and half of it after the last key, nothing yet for "haircut".
    await page.clock.runFor(500);
    expect(requests).toEqual([]);
    await page.clock.runFor(600);
    const dropdown = page.getByRole("region", { name: "Search suggestions" });
    await expect(dropdown.getByRole("heading", { name: "Coupons for Businesses Near You" })).toBeVisible();
    expect(requests.filter((u) => u.includes(".data") || u.includes("term="))).toHaveLength(1);
    await page.keyboard.press("Escape");
    await expect(dropdown).toHaveCount(0);
  });

  test("a suggestion leads to the business page", async ({ page }) => {
    await page.goto("/careers/our-teams");
    await waitForQuietNetwork(page);
    const box = page.getByRole("banner").getByRole("searchbox");
    await box.fill("haircut");
    const dropdown = page.getByRole("region", { name: "Search suggestions" });
    await dropdown.getByRole("link").first().click();
    // The business page at its store's own city (issue 25: one canonical URL), wherever it was found from.
    await expect(page).toHaveURL(/\/local\/[a-z0-9-]+-fl\/[a-z0-9-]+-\d+/);
  });
});
