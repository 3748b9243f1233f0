import type { Page } from "@playwright/test";
import { CATALOG_URL, expect, expectAccessible, isolated, test, waitForHydration } from "./fixtures";

const NEWSROOM_MESSAGE = "We seem to be having trouble loading our Newsroom content";
const NEWSROOM_BASIC = `Basic ${Buffer.from("valuvo:valuvo-dev-newsroom").toString("base64")}`;

// The site caches newsroom answers for 10 minutes, so a fault targets content that only its own test reads: the
// leadership folder and the oldest press release.

type CatalogItem = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  publishedAt: string;
  properties: Record<string, string>;
};

const newestFirst = (items: CatalogItem[]) => [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

async function catalogFolder(folder: string): Promise<CatalogItem[]> {
  const answer = await fetch(`${CATALOG_URL}/content/${folder}/@children`, {
    headers: { Authorization: NEWSROOM_BASIC },
  });
  return ((await answer.json()) as { items: CatalogItem[] }).items;
}

async function expectSubNavCurrent(page: Page, navName: string, current: string) {
  const nav = page.getByRole("navigation", { name: navName });
  await expect(nav.getByRole("link", { name: current, exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
}

test.describe("newsroom pages", () => {
  /** A section's heading, title and current sub-navigation item, and no axe violation. */
  async function expectSection(page: Page, path: string, h1: string, current: string) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    // pageMeta appends the site name unless the title already carries it ("Valuvo Logos").
    await expect(page).toHaveTitle(h1.includes("Valuvo") ? h1 : `${h1} | Valuvo`);
    await expectSubNavCurrent(page, "Newsroom", current);
    await expectAccessible(page);
  }

  test("the newsroom home shows the latest press releases and coverage with links to the sections", async ({
    page,
  }) => {
    const response = await page.goto("/newsroom");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsroom");
    const nav = page.getByRole("navigation", { name: "Newsroom" });
    await expect(nav.getByRole("link")).toHaveText([
      "Press Releases",
      "Media Coverage",
      "Executive Leaders",
      "Logos",
      "Videos (opens in a new tab)",
    ]);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);

    const [newest] = newestFirst(await catalogFolder("press-releases"));
    const releases = page.getByRole("region", { name: "Latest Press Releases" });
    await expect(releases.getByRole("listitem")).toHaveCount(3);
    await expect(releases.getByRole("heading", { level: 3 }).first()).toHaveText(newest!.title);
    await expect(releases.getByRole("link", { name: "All press releases" })).toHaveAttribute(
      "href",
      "/newsroom/press-releases",
    );
    const coverage = page.getByRole("region", { name: "In the News" });
    await expect(coverage.getByRole("listitem")).toHaveCount(3);
    await expect(coverage.getByRole("link", { name: "All media coverage" })).toHaveAttribute(
      "href",
      "/newsroom/media-coverage",
    );
    await expectAccessible(page);
  });

  test("press releases: the section's heading, newest first, each opening its article", async ({ page }) => {
    await expectSection(page, "/newsroom/press-releases", "Press Releases", "Press Releases");
    await waitForHydration(page);
    const main = page.getByRole("main");
    const dates = await main.locator("time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime") ?? ""));
    expect(dates.length).toBeGreaterThan(3);
    expect(dates).toEqual([...dates].sort().reverse());

    const first = main.getByRole("heading", { level: 2 }).first().getByRole("link");
    const title = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/newsroom\/press-releases\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Home",
      "Newsroom",
      "Press Releases",
      title,
    ]);
    expect(await main.getByRole("paragraph").count()).toBeGreaterThan(2);
  });

  test("a press release page describes itself as a NewsArticle and reads from the document", async ({ page }) => {
    const [release] = newestFirst(await catalogFolder("press-releases"));
    const response = await page.goto(`/newsroom/press-releases/${release!.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(release!.title);
    await expect(page).toHaveTitle(new RegExp(release!.title));
    const jsonLd = await page.locator('main script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd!)).toMatchObject({
      "@type": "NewsArticle",
      headline: release!.title,
      datePublished: release!.publishedAt,
      url: expect.stringMatching(new RegExp(`/newsroom/press-releases/${release!.slug}$`)),
    });
    await expectAccessible(page);
  });

  test("an unknown press release, an invalid id or another kind of item is a 404", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    for (const slug of ["no-such-release", "not%20an%20id!", "logos"]) {
      const response = await page.goto(`/newsroom/press-releases/${slug}`);
      expect(response?.status(), slug).toBe(404);
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    }
  });

  test("media coverage: the section's heading, each link opening the publisher's page in a new tab", async ({
    page,
  }) => {
    await expectSection(page, "/newsroom/media-coverage", "Media Coverage", "Media Coverage");
    const links = page.getByRole("main").getByRole("link");
    expect(await links.count()).toBeGreaterThan(3);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("href", /^https?:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
      await expect(link).toContainText("(opens in a new tab)");
    }
  });

  test("logos: the section's heading, each logo with alt text and a download link", async ({ page }) => {
    await expectSection(page, "/newsroom/valuvo-logos", "Valuvo Logos", "Logos");
    const main = page.getByRole("main");
    const images = main.getByRole("img");
    const count = await images.count();
    expect(count).toBe((await catalogFolder("logos")).length);
    const downloads = main.getByRole("link", { name: /^Download/ });
    await expect(downloads).toHaveCount(count);
    for (let i = 0; i < count; i++) {
      await expect(images.nth(i)).toHaveAttribute("alt", /\S/);
      await images.nth(i).scrollIntoViewIfNeeded();
      await expect.poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const src = await images.nth(i).getAttribute("src");
      await expect(downloads.nth(i)).toHaveAttribute("href", src!);
      await expect(downloads.nth(i)).toHaveAttribute("download", /\.svg$/);
    }
  });
});

// On the site with its cache off (fixtures `isolated`), so the failing fetch is the page's own.
test.describe("while the content repository fails", () => {
  test.use({ baseURL: isolated.site });

  test("executive leaders show the Newsroom message while the content repository fails, then the leaders", async ({
    page,
  }) => {
    try {
      await isolated.addFault({ path: "/content/leadership", status: 500 });
      const response = await page.goto("/newsroom/leadership");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Executive Leaders");
      await expect(page.getByText(NEWSROOM_MESSAGE)).toBeVisible();
      await expectSubNavCurrent(page, "Newsroom", "Executive Leaders");
      await expectAccessible(page);
    } finally {
      await isolated.clearFault("/content/leadership");
    }

    await page.reload();
    const main = page.getByRole("main");
    await expect(page.getByText(NEWSROOM_MESSAGE)).toHaveCount(0);
    // In the repository's order property: the chief executive first.
    const leaders = (await catalogFolder("leadership")).sort(
      (a, b) => Number(a.properties.order) - Number(b.properties.order),
    );
    const names = main.getByRole("heading", { level: 2 });
    await expect(names).toHaveText(leaders.map((leader) => leader.title));
    await expect(main.getByText(leaders[0]!.summary, { exact: true })).toBeVisible();
    for (const leader of leaders)
      await expect(main.getByRole("img", { name: leader.title, exact: true })).toBeVisible();
    await expectSubNavCurrent(page, "Newsroom", "Executive Leaders");
    await expectAccessible(page);
  });

  test("a press release shows the Newsroom message with a 503 while the content repository fails", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 503/);
    const releases = await catalogFolder("press-releases");
    const oldest = newestFirst(releases).at(-1)!;
    try {
      await isolated.addFault({ path: `/content/${oldest.id}`, status: 500 });
      const response = await page.goto(`/newsroom/press-releases/${oldest.slug}`);
      expect(response?.status()).toBe(503);
      await expect(page.getByText(NEWSROOM_MESSAGE)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expectAccessible(page);
    } finally {
      await isolated.clearFault(`/content/${oldest.id}`);
    }
    const response = await page.goto(`/newsroom/press-releases/${oldest.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(oldest.title);
  });
});

test.describe("careers search", () => {
  test("renders its heading, the current sub-navigation item and every opening, then filters by keyword and team and expands a description", async ({
    page,
  }) => {
    const response = await page.goto("/careers/search");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Openings");
    await expectSubNavCurrent(page, "Careers", "Search Openings");
    const openings = await catalogFolder("careers");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(openings.length);
    await expectAccessible(page);
    await waitForHydration(page);
    const form = page.getByRole("search", { name: "Search openings" });
    const titles = page.getByRole("main").getByRole("heading", { level: 2 });

    await form.getByLabel("Keyword").fill("engineer");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/careers\/search\?q=engineer&team=&office=$/);
    await expect(titles).toHaveText(["Senior Software Engineer"]);
    await page.getByText("Job description").click();
    await expect(page.getByText(/Valuvo is hiring a Senior Software Engineer/)).toBeVisible();

    await form.getByLabel("Keyword").fill("");
    await form.getByLabel("Team").selectOption("Sales");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/team=Sales/);
    const count = await titles.count();
    expect(count).toBeGreaterThan(0);
    const facts = page.getByRole("main").getByRole("article");
    for (let i = 0; i < count; i++) await expect(facts.nth(i)).toContainText("Sales");

    await form.getByLabel("Keyword").fill("astronaut");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No openings match your search")).toBeVisible();
    await expect(titles).toHaveCount(0);
    await expectAccessible(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form filters by keyword and descriptions expand", async ({ page }) => {
      await page.goto("/careers/search");
      const form = page.getByRole("search", { name: "Search openings" });
      await form.getByLabel("Keyword").fill("Sales Manager");
      await form.getByLabel("Keyword").press("Enter");
      await expect(page).toHaveURL(/\?q=Sales\+Manager/);
      const titles = page.getByRole("main").getByRole("heading", { level: 2 });
      await expect(titles).toHaveText(["Sales Manager"]);
      await expect(form.getByLabel("Keyword")).toHaveValue("Sales Manager");
      await page.getByText("Job description").click();
      await expect(page.getByText(/Valuvo is hiring a Sales Manager/)).toBeVisible();
    });

    test("echoes a query with markup only as text", async ({ page }) => {
      const query = '<b id="injected">bold</b>';
      await page.goto(`/careers/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByText("No openings match your search")).toBeVisible();
      await expect(page.locator("#injected")).toHaveCount(0);
      await expect(page.getByRole("search", { name: "Search openings" }).getByLabel("Keyword")).toHaveValue(query);
    });
  });
});
