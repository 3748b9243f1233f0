import { describe, expect, it } from "vitest";
import {
  latestDate,
  parseSitemapChild,
  robotsTxt,
  SITEMAP_MAX_URLS,
  sitemapChildPath,
  sitemapIndexXml,
  uniqueEntries,
  urlsetXml,
  w3cDate,
  xmlEscape,
  type SitemapChild,
} from "./sitemap";

describe("sitemap child names", () => {
  it.each<[SitemapChild, string]>([
    [{ kind: "pages" }, "/sitemaps/pages.xml"],
    [{ kind: "local", state: "FL" }, "/sitemaps/local-fl.xml"],
    [{ kind: "businesses", page: 3 }, "/sitemaps/businesses-3.xml"],
    [{ kind: "coupon-codes" }, "/sitemaps/coupon-codes.xml"],
    [{ kind: "deals" }, "/sitemaps/deals.xml"],
    [{ kind: "content" }, "/sitemaps/content.xml"],
    [{ kind: "newsroom" }, "/sitemaps/newsroom.xml"],
  ])("writes %o as %s and reads it back", (child, path) => {
    expect(sitemapChildPath(child)).toBe(path);
    expect(parseSitemapChild(path.slice("/sitemaps/".length))).toEqual(child);
  });

  it.each([
    "pages",
    "local-fla.xml",
    "local-FL.xml",
    "businesses-0.xml",
    "businesses-01.xml",
    "businesses-x.xml",
    "../pages.xml",
    "pages.xml.gz",
    "",
  ])("names no child for %j", (file) => {
    expect(parseSitemapChild(file)).toBeNull();
  });
});

describe("dates", () => {
  it.each([
    ["2026-10-28T13:00:00.000Z", "2026-10-28"],
    ["2026-10-21", "2026-10-21"],
    [" 2026-01-02 ", "2026-01-02"],
    ["2026-02-30", null],
    ["October 28, 2026", null],
    ["", null],
    [null, null],
  ])("reads %j as %j", (value, expected) => {
    expect(w3cDate(value)).toBe(expected);
  });

  it("keeps the latest readable date", () => {
    expect(latestDate(["2026-01-05", null, "bad", "2026-03-01T00:00:00Z", "2025-12-31"])).toBe("2026-03-01");
    expect(latestDate([null, "bad"])).toBeNull();
  });
});

describe("urlsetXml", () => {
  it("lists absolute, escaped URLs with their dates and leaves undated ones without lastmod", () => {
    const xml = urlsetXml("https://www.valuvo.example", [
      { path: "/local/tampa-fl/joes-1?store=5&x=<y>", lastmod: "2026-10-01" },
      { path: "/coupon-codes", lastmod: null },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      "<url><loc>https://www.valuvo.example/local/tampa-fl/joes-1?store=5&amp;x=%3Cy%3E</loc><lastmod>2026-10-01</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://www.valuvo.example/coupon-codes</loc></url>");
  });

  it("lists a page named twice once, with its latest date", () => {
    expect(
      uniqueEntries([
        { path: "/a", lastmod: "2026-01-01" },
        { path: "/a", lastmod: "2026-02-01" },
        { path: "/b", lastmod: null },
      ]),
    ).toEqual([
      { path: "/a", lastmod: "2026-02-01" },
      { path: "/b", lastmod: null },
    ]);
  });

  it("refuses to write more URLs than the protocol allows instead of cutting the list", () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({ path: `/p${i}`, lastmod: null }));
    expect(() => urlsetXml("https://v.example", entries)).toThrow(RangeError);
    expect(() => urlsetXml("https://v.example", entries.slice(1))).not.toThrow();
  });

  it("refuses a file over 50 MB", () => {
    const long = "x".repeat(1100);
    const entries = Array.from({ length: 48_000 }, (_, i) => ({ path: `/${long}${i}`, lastmod: null }));
    expect(() => urlsetXml("https://v.example", entries)).toThrow(/bytes/);
  });
});

describe("sitemapIndexXml", () => {
  it("names each child by absolute URL with its date", () => {
    const xml = sitemapIndexXml("https://www.valuvo.example", [
      { child: { kind: "local", state: "FL" }, lastmod: "2026-10-31" },
      { child: { kind: "deals" }, lastmod: null },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      "<sitemap><loc>https://www.valuvo.example/sitemaps/local-fl.xml</loc><lastmod>2026-10-31</lastmod></sitemap>",
    );
    expect(xml).toContain("<sitemap><loc>https://www.valuvo.example/sitemaps/deals.xml</loc></sitemap>");
  });
});

describe("robotsTxt", () => {
  const robots = robotsTxt("https://www.valuvo.example");
  it("names the sitemap index by absolute URL", () => {
    expect(robots).toMatch(/^Sitemap: https:\/\/www\.valuvo\.example\/sitemap\.xml$/m);
  });
  it.each(["offer", "redeem", "deal", "cpncode", "location"])("keeps crawlers out of ?%s= dialog URLs", (name) => {
    expect(robots).toContain(`Disallow: /*?*${name}=\n`);
  });
  it("keeps crawlers out of the API but not out of paged lists", () => {
    expect(robots).toContain("Disallow: /api/\n");
    expect(robots).not.toContain("page=");
  });
});

describe("xmlEscape", () => {
  it("escapes the five XML characters", () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });
});
