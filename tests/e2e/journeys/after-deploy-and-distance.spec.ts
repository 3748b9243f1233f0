import { expect, test, waitForQuietNetwork } from "../fixtures";
import { VIEWPORTS } from "./journey-helpers";
import { BOISE, livesIn } from "../places";

/** Business name → the distance its card shows ("1.6 mi"), for the cards of a region. */
async function distancesIn(region: import("@playwright/test").Locator): Promise<Map<string, string>> {
  const cards = await region
    .getByRole("article")
    .evaluateAll((articles) =>
      articles.map(
        (a) =>
          [
            a.getAttribute("aria-label") ?? a.querySelector("h3")?.textContent ?? "",
            /(\d+\.\d) mi/.exec(a.textContent ?? "")?.[1] ?? "",
          ] as const,
      ),
    );
  return new Map(cards.filter(([name, miles]) => name !== "" && miles !== ""));
}

for (const viewport of VIEWPORTS) {
  test.describe(`one distance for one store on a ${viewport.name} (issue 25 defect 10)`, () => {
    test.use(viewport.use);

    test("home, local page and search show the same distance, measured from the shopper's exact place", async ({
      page,
      context,
    }) => {
      await livesIn(context, BOISE);
      await page.goto("/");
      const home = await distancesIn(page.getByRole("region", { name: "Local Coupons Near You" }));
      expect(home.size).toBeGreaterThan(0);
      await page.goto("/local/boise-id");
      // The local page is shared by the city's visitors (decision 040): the browser measures from their own place.
      await expect(page.locator("[data-distance-origin]")).toHaveAttribute("data-distance-origin", "visitor");
      const local = await distancesIn(page.getByRole("region", { name: /you can visit/ }));
      let compared = 0;
      for (const [name, miles] of home) {
        if (!local.has(name)) continue;
        expect(local.get(name), name).toBe(miles);
        compared += 1;
      }
      expect(compared).toBeGreaterThan(0);
      const [name, miles] = [...home][0]!;
      await page.goto(`/search?term=${encodeURIComponent(name)}`);
      const found = await distancesIn(page.getByRole("region", { name: "Coupons for Businesses Near You" }));
      expect(found.get(name), name).toBe(miles);
    });
  });
}

test.describe("after a deploy (issue 25 defect 9)", () => {
  test("a click whose page module is gone reloads to the page clicked, not the page the visitor was on", async ({
    page,
    allowConsoleErrors,
  }) => {
    // The old build's files are gone: the browser logs the failed module loads.
    allowConsoleErrors(
      /Failed to load resource|Error loading route module|Failed to fetch dynamically imported module|TypeError/,
    );
    await page.goto("/about-valuvo");
    await waitForQuietNetwork(page);
    // The module of the page clicked is gone (a deploy replaced the build); the reloaded documents name the files
    // that exist, as after a real deploy.
    let gone = 0;
    await page.route(/\/build\/routes\/_site\.privacy-policy-[^/]+\.js$/, (route) => {
      gone += 1;
      return gone === 1 ? route.fulfill({ status: 404, body: "gone" }) : route.continue();
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).first().click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Privacy/);
    expect(gone).toBeGreaterThanOrEqual(1);
    // Recorded once: a second failure within 60 s does not send the visitor on again.
    const at = await page.evaluate(() => Number(sessionStorage.getItem("valuvo:chunk-reload-at")));
    expect(Date.now() - at).toBeLessThan(60_000);
  });
});
