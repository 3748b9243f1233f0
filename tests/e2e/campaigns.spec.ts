import {
  catalogCampaigns,
  contestIdOf,
  expectEntryKept,
  fillEntry,
  isRunning,
  menuCampaigns,
  menuTextOf,
  runningStoreLinks,
  storedEntries,
  uniqueEmail,
} from "./campaign-helpers";
import { addFault, clearFault, expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { analyticsEvents } from "./local-helpers";

/** Issue 9: campaigns are content, with their entries and contests. */

test.describe("campaign pages", () => {
  test("every campaign of the content repository answers 200, and the running ones are linked from Special Offers", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const campaigns = await catalogCampaigns();
    expect(campaigns.length).toBeGreaterThan(30);
    for (const { slug } of campaigns) {
      const response = await request.get(`/${slug}`, { maxRedirects: 0 });
      expect(response.status(), slug).toBe(200);
    }
    // Reached as a visitor (or a crawler) reaches them: through the links of the menu and the home page's block.
    await page.goto("/");
    const block = page.getByRole("region", { name: "Special Offers" });
    const storeLinks = await runningStoreLinks();
    for (const campaign of await menuCampaigns()) {
      await expect(block.getByRole("link", { name: menuTextOf(campaign, storeLinks), exact: true })).toHaveAttribute(
        "href",
        `/${campaign.slug}`,
      );
    }
    await block.getByRole("link", { name: "LEGOLAND", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("LEGOLAND Savings");
    await expect(page.getByRole("heading", { name: "LEGOLAND locations" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "LEGOLAND ticket offers" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/legoland$/);
    await expect(
      page.getByRole("navigation", { name: /breadcrumb/i }).getByRole("link", { name: "Home" }),
    ).toBeVisible();
    await waitForHydration(page);
    await expectAccessible(page);
    await expect
      .poll(async () => (await analyticsEvents("pageRequest")).some((e) => e.requestUrl.endsWith("/legoland")), {
        timeout: 7000,
      })
      .toBe(true);
  });

  test("an ended campaign still answers, says it has ended, points to current offers and is not indexed", async ({
    page,
  }) => {
    const ended = (await catalogCampaigns()).find((campaign) => campaign.slug === "usfl");
    expect(ended && !isRunning(ended) && Date.parse(ended.endDate) < Date.now()).toBe(true);
    const response = await page.goto("/usfl");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "This promotion has ended" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("main").getByRole("form")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Winners" })).toBeVisible();
    await waitForHydration(page);
    await expectAccessible(page);
    await page.getByRole("list", { name: "Current offers" }).getByRole("link", { name: "Black Friday" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Black Friday Deals");
  });

  test("a running campaign is indexable", async ({ page }) => {
    await page.goto("/hgtv");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "The prize" })).toBeVisible();
    await expect(page.getByText("Official rules", { exact: true })).toBeVisible();
  });
});

test.describe("entries without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an entry is refused until the human verification can run, with the values kept and nothing stored", async ({
    page,
    allowConsoleErrors,
  }) => {
    // SPEC §7, docs/decisions/020: without JavaScript the verification script cannot run, so no entry is taken.
    allowConsoleErrors(/status of 422/);
    const email = uniqueEmail("nojs");
    await page.goto("/hgtv");
    const form = await fillEntry(page, { name: "Pat Doe", email, zip: "33701" });
    await form.getByRole("button", { name: "Enter now" }).click();
    await expect(page.getByRole("alert")).toContainText("Please allow JavaScript for this site, then enter again.");
    await expect(page.getByLabel("E-mail address")).toHaveValue(email);
    await expect(page.getByLabel("Full name")).toHaveValue("Pat Doe");
    expect(await storedEntries(await contestIdOf("hgtv"), email)).toEqual([]);
  });

  test("invalid fields get messages beside them, with the values kept", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 400/);
    await page.goto("/hgtv");
    const form = page.getByRole("main").getByRole("form");
    await form.getByLabel("Full name").fill("Pat Doe");
    await form.getByLabel("E-mail address").fill("not-an-address");
    await form.getByRole("button", { name: "Enter now" }).click();
    await expect(page.getByLabel("E-mail address")).toHaveAccessibleDescription(
      "Enter an e-mail address like name@example.com.",
    );
    await expect(page.getByLabel("ZIP code")).toHaveAccessibleDescription("Enter your ZIP code.");
    await expect(page.getByLabel("Full name")).toHaveValue("Pat Doe");
    await expect(page.getByLabel("I am 18 years of age or older.")).toHaveAccessibleDescription(
      "Confirm that you are 18 or older.",
    );
  });
});

test.describe("entries with JavaScript", () => {
  test("the verification script loads only once the form is used, and its token makes the entry verified", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 400/);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/verification/script.js")) scripts.push(request.url());
    });
    await page.goto("/iheart");
    await waitForHydration(page);
    expect(scripts).toEqual([]);
    await expectAccessible(page);

    const loaded = page.waitForRequest((request) => request.url().includes("/verification/script.js"));
    await page.getByLabel("Full name").focus();
    await loaded;
    // A first try with nothing filled in: the messages, in place, accessible.
    await page.getByRole("button", { name: "Enter now" }).click();
    await expect(page.getByRole("alert")).toContainText("Please correct the highlighted fields.");
    await expect(page.getByLabel("Full name")).toHaveAccessibleDescription("Enter your name.");
    await expectAccessible(page);
    const email = uniqueEmail("js");
    const form = await fillEntry(page, { name: "Lee Poe", email, zip: "33701" });
    await form.getByRole("button", { name: "Enter now" }).click();
    await expect(page.getByRole("heading", { name: "You're entered" })).toBeVisible();
    // One load per post: a token is good for one check (issue 35), so each post takes a fresh one.
    expect(scripts).toHaveLength(2);
    expect(await storedEntries(await contestIdOf("iheart"), email)).toEqual([
      expect.objectContaining({ verified: true }),
    ]);
  });

  test("a post after one the contest refused takes a fresh verification token, and is entered", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 409/);
    const first = uniqueEmail("again");
    await page.goto("/iheart");
    await waitForHydration(page);
    await (
      await fillEntry(page, { name: "Ada Roe", email: first, zip: "33701" })
    )
      .getByRole("button", { name: "Enter now" })
      .click();
    await expect(page.getByRole("heading", { name: "You're entered" })).toBeVisible();

    // The same address again the same day: the contest checks (and spends) the token, then calls it a duplicate.
    await page.goto("/iheart");
    await waitForHydration(page);
    const form = await fillEntry(page, { name: "Ada Roe", email: first, zip: "33701" });
    await form.getByRole("button", { name: "Enter now" }).click();
    await expect(page.getByRole("alert")).toContainText("You have already entered today");
    const second = uniqueEmail("again");
    await page.getByLabel("E-mail address").fill(second);
    await page.getByRole("button", { name: "Enter now" }).click();
    await expect(page.getByRole("heading", { name: "You're entered" })).toBeVisible();
    expect(await storedEntries(await contestIdOf("iheart"), second)).toEqual([
      expect.objectContaining({ verified: true }),
    ]);
  });

  test("a failing upstream keeps the visitor's values in the form, with a message", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 503/);
    const path = `/contests/${await contestIdOf("fox")}/entries`;
    await addFault({ path, status: 500, times: 1 });
    try {
      const email = uniqueEmail("fail");
      await page.goto("/fox");
      await waitForHydration(page);
      const typed = { name: "Sam Roe", email, zip: "33701" };
      const form = await fillEntry(page, typed);
      await form.getByRole("button", { name: "Enter now" }).click();
      await expect(page.getByRole("alert")).toContainText("trouble with our contests");
      await expectEntryKept(form, typed);
    } finally {
      await clearFault(path);
    }
  });

  test("an instant win reveals at once whether the entry won", async ({ page }) => {
    await page.goto("/instantwin");
    await waitForHydration(page);
    const form = await fillEntry(page, { name: "Kim Doe", email: uniqueEmail("instant"), zip: "33701" });
    await form.getByRole("button", { name: "Play now" }).click();
    await expect(page.getByRole("heading", { name: /^(You won!|Not a winner this time)$/ })).toBeVisible();
  });
});

test.describe("contests", () => {
  test("the contest list shows current and past contests with winners, and each leads to its own page", async ({
    page,
  }) => {
    const response = await page.goto("/coupons/showcontest");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contests and Sweepstakes");
    const past = page.getByRole("region", { name: "Past contests and winners" });
    await expect(past.getByRole("list", { name: /^Winners of / }).first()).toBeVisible();
    await waitForHydration(page);
    await expectAccessible(page);

    await page
      .getByRole("region", { name: "Enter now" })
      .getByRole("link", { name: "HGTV Dream Home Refresh Sweepstakes", exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("HGTV Dream Home Refresh Sweepstakes");
    await expect(page.getByRole("main").getByRole("form", { name: "Enter the sweepstakes" })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: /breadcrumb/i });
    await expect(crumbs.getByRole("link", { name: "Contests" })).toHaveAttribute("href", "/coupons/showcontest");
    await expectAccessible(page);

    await page.goto("/coupons/showcontest");
    await past.getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: "Winners" })).toBeVisible();
  });
});
