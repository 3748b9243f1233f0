import { request as httpRequest } from "node:http";
import { decodeEntities } from "./crawl-helpers";
import { expect, expectAccessible, SITE_URL, test } from "./fixtures";

// Issue 12: what a search engine's crawler sees. Requests go through Node's fetch, which keeps no cookies: every page
// is fetched as a crawler without a location would fetch it. Playwright's webServer runs the site with SITE_URL set
// to SITE_URL here (playwright.config.ts), so canonical URLs are comparable.

async function get(url: string) {
  const response = await fetch(url, { redirect: "manual" });
  return { status: response.status, type: response.headers.get("content-type") ?? "", body: await response.text() };
}

const canonicalOf = (html: string) => {
  const tag = /<link[^>]*rel="canonical"[^>]*>/.exec(html)?.[0] ?? "";
  return decodeEntities(/href="([^"]*)"/.exec(tag)?.[1] ?? "");
};
const metaContent = (html: string, attr: "property" | "name", key: string) => {
  const tag = new RegExp(`<meta[^>]*${attr}="${key.replace(/[:.]/g, "\\$&")}"[^>]*>`).exec(html)?.[0] ?? "";
  return decodeEntities(/content="([^"]*)"/.exec(tag)?.[1] ?? "");
};
type Ld = Record<string, unknown> & { "@type": string };
const jsonLdOf = (html: string): Ld[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Ld);
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decodeEntities(m[1]!));

/** Width and height from a PNG's IHDR chunk or a JPEG's first start-of-frame marker. */
function imageSize(bytes: Buffer, type: string): { width: number; height: number } | null {
  if (type === "image/png") return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3)
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
  }
  return null;
}

/** A few URLs spread over a list: first, last and evenly between, so every part of a child is looked at. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}

async function childSitemaps(): Promise<string[]> {
  const index = await get(`${SITE_URL}/sitemap.xml`);
  expect(index.status).toBe(200);
  return locsOf(index.body);
}

test.describe("robots.txt and sitemaps", () => {
  // What robots.txt says is its route's (app/routes/robots[.]txt.test.ts); the Host test below fetches it here.
  // One test per kind of child, so a section whose pages fail is named. The deals directory, campaigns, blog,
  // featured offers, contests and services pages (content.xml, deals.xml) are issue 9's.
  for (const kind of ["pages", "local-", "businesses-", "coupon-codes", "deals", "content", "newsroom"]) {
    test(`every URL sampled from the ${kind.replace(/-$/, "")} sitemaps answers 200 with itself as canonical`, async () => {
      test.setTimeout(120_000);
      const children = (await childSitemaps()).filter((u) => new URL(u).pathname.startsWith(`/sitemaps/${kind}`));
      expect(children.length).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const child of children) {
        const xml = await get(child);
        expect(xml.status, child).toBe(200);
        const urls = locsOf(xml.body);
        expect(urls.length, child).toBeGreaterThan(0);
        for (const url of spread(urls, kind === "businesses-" ? 30 : kind === "local-" ? 3 : 8)) {
          const page = await get(url);
          if (page.status !== 200) failures.push(`${url}: ${page.status}`);
          else if (canonicalOf(page.body) !== url) failures.push(`${url}: canonical ${canonicalOf(page.body)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

/** A GET with a Host header of the client's choosing (fetch would not send it). */
function getWithHost(path: string, host: string): Promise<string> {
  const site = new URL(SITE_URL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: site.hostname,
        port: site.port,
        path,
        headers: { Host: host, "X-Forwarded-Host": host, "X-Forwarded-Proto": "https" },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve(body));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

test("with Host: attacker.example the canonical URL, og:url and JSON-LD still name SITE_URL", async () => {
  for (const path of ["/", "/about-valuvo", "/local/tampa-fl", "/local/cities"]) {
    const html = await getWithHost(path, "attacker.example");
    expect(canonicalOf(html), path).toBe(new URL(path, SITE_URL).toString());
    expect(metaContent(html, "property", "og:url"), path).toBe(new URL(path, SITE_URL).toString());
    expect(html, path).not.toContain("attacker.example");
  }
  expect(await getWithHost("/robots.txt", "attacker.example")).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test.describe("structured data by page type", () => {
  const has = (ld: Ld, keys: string[], where: string) => {
    for (const key of keys) expect(ld[key], `${where}: ${ld["@type"]}.${key}`).toBeDefined();
  };
  const BUSINESS_TYPES =
    /^(LocalBusiness|Restaurant|AutoRepair|MedicalBusiness|HealthAndBeautyBusiness|HomeAndConstructionBusiness|ProfessionalService|Store|EntertainmentBusiness)$/;

  test("home: Organization with logo and social profiles, WebSite with a SearchAction to /search", async () => {
    const blocks = jsonLdOf((await get(`${SITE_URL}/`)).body);
    const organization = blocks.find((b) => b["@type"] === "Organization")!;
    has(organization, ["name", "url", "logo", "sameAs"], "/");
    expect((organization.sameAs as string[]).length).toBeGreaterThanOrEqual(3);
    const website = blocks.find((b) => b["@type"] === "WebSite")!;
    expect(JSON.stringify(website.potentialAction)).toContain(`${SITE_URL}/search?term={search_term_string}`);
  });

  test("local and category pages: an ItemList of business pages and a BreadcrumbList", async () => {
    for (const path of ["/local/tampa-fl", "/local/saint-petersburg-fl/restaurants", "/local/chandler-az/automotive"]) {
      const blocks = jsonLdOf((await get(`${SITE_URL}${path}`)).body);
      const list = blocks.find((b) => b["@type"] === "ItemList")!;
      const items = list.itemListElement as { position: number; url: string; name: string }[];
      expect(items.length, path).toBeGreaterThan(0);
      for (const item of items) expect(item.url).toMatch(new RegExp(`^${SITE_URL}/local/[a-z0-9-]+/[a-z0-9-]+-\\d+`));
      expect(
        blocks.some((b) => b["@type"] === "BreadcrumbList"),
        path,
      ).toBe(true);
    }
  });

  test("business pages: a LocalBusiness type with address, telephone, url, image; geo or areaServed; complete offers", async () => {
    test.setTimeout(90_000);
    const [businesses] = (await childSitemaps()).filter((u) => u.includes("/businesses-"));
    const urls = locsOf((await get(businesses!)).body);
    const sample = [
      ...spread(
        urls.filter((u) => u.includes("?store=")),
        15,
      ),
      ...spread(
        urls.filter((u) => !u.includes("?store=")),
        10,
      ),
    ];
    for (const url of sample) {
      const blocks = jsonLdOf((await get(url)).body);
      const business = blocks.find((b) => BUSINESS_TYPES.test(b["@type"]));
      expect(business, url).toBeDefined();
      has(business!, ["name", "address", "telephone", "url", "image"], url);
      expect(business!.url).toBe(url);
      const address = business!.address as Record<string, string>;
      expect(address.addressLocality && address.addressRegion && address.postalCode, url).toBeTruthy();
      if (url.includes("?store=")) expect(business!.geo, url).toBeDefined();
      else expect(business!.areaServed, url).toBeDefined();
      const offers = business!.makesOffer as Ld[];
      expect(offers.length, url).toBeGreaterThan(0);
      for (const offer of offers) has(offer, ["name", "description", "url", "validThrough", "availability"], url);
      expect(
        blocks.some((b) => b["@type"] === "BreadcrumbList"),
        url,
      ).toBe(true);
    }
  });

  test("coupon-code merchant pages: the merchant as an Organization with its offers", async () => {
    const child = (await childSitemaps()).find((u) => u.endsWith("/coupon-codes.xml"))!;
    const merchants = locsOf((await get(child)).body).filter((u) => /\/coupon-codes\/(?!browse)[a-z0-9-]+$/.test(u));
    for (const url of spread(merchants, 5)) {
      const organization = jsonLdOf((await get(url)).body).find((b) => b["@type"] === "Organization");
      expect(organization, url).toBeDefined();
      has(organization!, ["name", "url", "logo", "makesOffer"], url);
      for (const offer of organization!.makesOffer as Ld[])
        has(offer, ["name", "description", "url", "availability"], url);
    }
  });

  test("newsroom articles: a NewsArticle with headline, image, dates, author and publisher", async () => {
    const child = (await childSitemaps()).find((u) => u.endsWith("/newsroom.xml"))!;
    const articles = locsOf((await get(child)).body).filter((u) => u.includes("/newsroom/press-releases/"));
    expect(articles.length).toBeGreaterThan(0);
    for (const url of spread(articles, 4)) {
      const article = jsonLdOf((await get(url)).body).find((b) => b["@type"] === "NewsArticle");
      expect(article, url).toBeDefined();
      has(article!, ["headline", "image", "datePublished", "dateModified", "author", "publisher"], url);
    }
  });

  test("every page with breadcrumbs carries a BreadcrumbList of the same trail", async ({ page }) => {
    for (const path of ["/about-valuvo", "/local/cities", "/coupon-codes/browse", "/newsroom/press-releases"]) {
      await page.goto(path);
      const crumbs = await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem").allTextContents();
      const list = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text) as Ld)
        .find((b) => b["@type"] === "BreadcrumbList");
      expect(
        (list?.itemListElement as { name: string }[] | undefined)?.map((i) => i.name),
        path,
      ).toEqual(crumbs);
    }
  });
});

test.describe("share previews", () => {
  test("every page type has Open Graph and Twitter card tags; a business shows its logo", async () => {
    const pages = ["/", "/about-valuvo", "/local/tampa-fl", "/local/cities", "/coupon-codes", "/newsroom"];
    for (const path of pages) {
      const html = (await get(`${SITE_URL}${path}`)).body;
      for (const key of ["og:title", "og:description", "og:image", "og:url"])
        expect(metaContent(html, "property", key), `${path} ${key}`).not.toBe("");
      for (const key of ["twitter:card", "twitter:title", "twitter:description", "twitter:image"])
        expect(metaContent(html, "name", key), `${path} ${key}`).not.toBe("");
    }
    const defaultImage = metaContent((await get(`${SITE_URL}/about-valuvo`)).body, "property", "og:image");
    expect(defaultImage).toBe(`${SITE_URL}/og-default.png`);
    const image = await fetch(defaultImage);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
  });

  // Issue 27: social networks show no SVG preview (the upstreams' logos and article images are SVG).
  test("business, merchant and press pages share a 1200×630 PNG or JPEG that answers 200", async () => {
    const children = await childSitemaps();
    const first = async (child: string, pattern: RegExp) =>
      locsOf((await get(children.find((u) => u.includes(child))!)).body).filter((u) =>
        pattern.test(new URL(u).pathname),
      );
    const pages = [
      ...spread(await first("/businesses-", /^\/local\//), 3),
      ...spread(await first("/coupon-codes.xml", /^\/coupon-codes\/(?!browse)[a-z0-9-]+$/), 2),
      ...spread(await first("/newsroom.xml", /^\/newsroom\/press-releases\/./), 2),
    ];
    expect(pages.length).toBe(7);
    for (const url of pages) {
      const html = (await get(url)).body;
      const image = metaContent(html, "property", "og:image");
      expect(metaContent(html, "name", "twitter:image"), url).toBe(image);
      expect(image, url).toMatch(/\.(png|jpe?g)$/);
      const answer = await fetch(image);
      expect(answer.status, image).toBe(200);
      const type = answer.headers.get("content-type");
      expect(type, image).toMatch(/^image\/(png|jpeg)$/);
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(imageSize(bytes, type!), image).toEqual({ width: 1200, height: 630 });
    }
  });
});

test("the city directory is linked from the footer and accessible", async ({ page }) => {
  await page.goto("/about-valuvo");
  await page.getByRole("contentinfo").getByRole("link", { name: "Coupons by City" }).click();
  await expect(page).toHaveURL(`${SITE_URL}/local/cities`);
  await expect(page.getByRole("heading", { level: 1, name: "Local Coupons by City" })).toBeVisible();
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the city directory lists the states, and each state's pages list its cities as links", async ({ page }) => {
    const response = await page.goto("/local/cities");
    expect(response?.status()).toBe(200);
    const states = page.getByRole("region", { name: "Cities by state" }).getByRole("navigation", { name: "States" });
    expect(await states.getByRole("link").count()).toBeGreaterThanOrEqual(50);
    await states.getByRole("link", { name: "Florida" }).click();
    await expect(page).toHaveURL(`${SITE_URL}/local/cities/fl`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Local Coupons in Florida, page 1 of \d+$/);
    const cities = page.getByRole("region", { name: "Cities in Florida" });
    expect(await cities.getByRole("link", { name: /, FL$/ }).count()).toBe(150);
    // Every page of the state is a link on each of its pages; Tampa is on a later one.
    const pages = page.getByRole("navigation", { name: "Pages" });
    const last = Number(await pages.getByRole("listitem").last().textContent());
    expect(last).toBeGreaterThan(1);
    let found = false;
    for (let n = 2; n <= last && !found; n++) {
      await page.goto(`/local/cities/fl?page=${n}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${SITE_URL}/local/cities/fl?page=${n}`,
      );
      found = (await cities.getByRole("link", { name: "Tampa, FL" }).count()) === 1;
    }
    expect(found, "Tampa on a page of Florida's list").toBe(true);
    await expect(page.getByRole("link", { name: "Tampa, FL" })).toHaveAttribute("href", "/local/tampa-fl");
  });

  test("/local without a location is a prompt that is not indexed but whose city links are followed", async ({
    page,
  }) => {
    const response = await page.goto("/local");
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/local`);
    await expect(
      page.getByRole("region", { name: "Or pick your city" }).getByRole("link", { name: "Florida" }),
    ).toHaveAttribute("href", "/local/cities/fl");
    await page.getByRole("link", { name: "Choose your location" }).click();
    await expect(page.getByRole("dialog", { name: "Find Coupons Near You" })).toBeVisible();
  });
});
