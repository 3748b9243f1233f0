import { FIXED_SPECIAL_OFFERS } from "../../app/models/navigation";
import { expect, isolated, SITE_URL, test, waitForHydration, waitForRouter } from "./fixtures";
import { catalogListings, feedPoint } from "./local-helpers";
import { SAINT_PETERSBURG } from "./places";

/** Issue 29: the last rules of the spec — what an outage takes down, search's RESOURCE_NOT_FOUND, strict paths. */

test.describe("a content-store outage (SPEC §2, §4)", () => {
  // The site whose upstream cache is off: no last good copy hides the outage.
  test.use({ baseURL: isolated.site });
  test.describe.configure({ mode: "serial" });
  test.beforeEach(() => isolated.addFault({ path: "/content", status: 500 }));
  test.afterEach(() => isolated.clearFault("/content"));

  test("keeps the nine fixed Special Offers pages in the menu", async ({ page }) => {
    await page.goto("/coupon-codes");
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.getByText("Special Offers").click();
    expect(FIXED_SPECIAL_OFFERS).toHaveLength(9);
    for (const { to } of FIXED_SPECIAL_OFFERS) await expect(menu.locator(`details a[href="${to}"]`)).toBeVisible();
  });

  test("answers a campaign page and the blog in their own words, not the maintenance page", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 503/);
    const campaign = await page.goto("/legoland");
    expect(campaign?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "We seem to be having trouble loading this promotion",
    );
    await expect(page.getByText("Maintenance in progress")).toHaveCount(0);
    // Inside the site's shell: its header and menu are there.
    await expect(page.getByRole("banner").getByRole("link", { name: "Valuvo home" })).toBeVisible();
    const blog = await page.goto("/blog");
    expect(blog?.status()).toBe(503);
    await expect(page.getByText("We seem to be having trouble loading our blog")).toBeVisible();
    await expect(page.getByText("Maintenance in progress")).toHaveCount(0);
  });
});

test.describe("search's errorCode RESOURCE_NOT_FOUND (SPEC §8)", () => {
  test.use({ baseURL: isolated.site });

  test("falls back to the matching Clipp deals without a failure or location message", async ({ page, context }) => {
    await context.addCookies([
      { name: "vp_local_geo", value: encodeURIComponent(JSON.stringify(SAINT_PETERSBURG)), url: isolated.site },
    ]);
    // A feed that answers the error code with a 404, as real search services do.
    await isolated.addFault({
      path: "/search-feed/",
      status: 404,
      body: JSON.stringify({ errorCode: "RESOURCE_NOT_FOUND" }),
      times: 1,
    });
    try {
      const response = await page.goto("/search?term=spa");
      expect(response?.status()).toBe(200);
    } finally {
      await isolated.clearFault("/search-feed/");
    }
    await expect(page.getByRole("heading", { name: "Clipp Deals Near You" })).toBeVisible();
    await expect(page.getByText("We seem to be having trouble searching right now")).toHaveCount(0);
    await expect(page.getByText("We can't seem to find local offers with the location you requested")).toHaveCount(0);
  });
});

test.describe("a business page by its bare numeric profile id (SPEC §4)", () => {
  test("answers 301 to the business's canonical URL", async ({ request }) => {
    const [listing] = await catalogListings(await feedPoint("Orlando", "FL"), "location-based");
    const id = listing!.businessProfileId;
    const response = await request.get(`/local/orlando-fl/${id}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    const location = response.headers()["location"]!;
    expect(location).toMatch(new RegExp(`^/local/[a-z0-9-]+-[a-z]{2}/[a-z0-9-]+-${id}(\\?store=\\d+)?$`));
    const page = await request.get(location, { maxRedirects: 0 });
    expect(page.status()).toBe(200);
  });
});

test.describe("strict paths", () => {
  test("// and /// are not the home page: 404, like //local", async ({ request }) => {
    for (const path of ["//", "///", "//local"]) {
      const response = await request.get(`${SITE_URL}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Page Not Found");
    }
  });

  test("a vanity path asked as data answers the single-fetch redirect, whichever routes it names", async ({
    request,
  }) => {
    for (const [path, target] of [
      ["/jobs.data", "/advertise/careers"],
      ["/Community.data", "/community-service"],
      ["/jobs.data?_routes=routes%2F_site.%24", "/advertise/careers"],
      ["/Community.data?_routes=routes%2F_promo.%24campaign", "/community-service"],
      ["/pizza/.data?_routes=routes%2F_promo.%24campaign", "/pizza"],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(202);
      const body = await response.text();
      expect(body, path).toContain("SingleFetchRedirect");
      expect(body, path).toContain(`"${target}"`);
    }
  });

  test("a client-side navigation to a vanity path lands on its target", async ({ page }) => {
    await page.goto("/coupon-codes");
    await waitForRouter(page);
    await waitForHydration(page);
    await page.evaluate(() =>
      (window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate("/Jobs"),
    );
    await expect(page).toHaveURL(/\/advertise\/careers$/);
  });
});
