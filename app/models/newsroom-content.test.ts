import { describe, expect, it } from "vitest";
import type { ContentItem } from "./content";
import {
  bodyParagraphs,
  coverageItems,
  leaders,
  logoAssets,
  newestFirst,
  newsArticleJsonLd,
  pressReleaseSummaries,
  safeExternalUrl,
  toPressRelease,
} from "./newsroom-content";

function item(overrides: Partial<ContentItem>): ContentItem {
  return {
    id: "x",
    parentId: null,
    type: "press-release",
    slug: "x",
    title: "Title",
    summary: "Summary.",
    publishedAt: "2026-10-28T13:00:00.000Z",
    body: null,
    imageURL: null,
    externalURL: null,
    properties: {},
    ...overrides,
  };
}

describe("bodyParagraphs", () => {
  it.each<[string | null, string[]]>([
    [null, []],
    ["", []],
    ["One line.", ["One line."]],
    ["First.\n\nSecond.", ["First.", "Second."]],
    ["First\ncontinues.\r\n\r\nSecond.\n \n\n\nThird.", ["First continues.", "Second.", "Third."]],
    ["<b>not markup</b>\n\n", ["<b>not markup</b>"]],
  ])("%j → %j", (body, paragraphs) => {
    expect(bodyParagraphs(body)).toEqual(paragraphs);
  });
});

describe("newestFirst", () => {
  it("sorts by date, newest first, undated items last in their order", () => {
    const sorted = newestFirst([
      { id: "a", publishedAt: "2026-01-01T00:00:00Z" },
      { id: "b", publishedAt: "unknown" },
      { id: "c", publishedAt: "2026-06-01T00:00:00Z" },
      { id: "d", publishedAt: "" },
    ]);
    expect(sorted.map((i) => i.id)).toEqual(["c", "a", "b", "d"]);
  });
});

describe("safeExternalUrl", () => {
  it.each<[string | null, string | null]>([
    ["https://news.example/a?b=1", "https://news.example/a?b=1"],
    ["http://news.example/a", "http://news.example/a"],
    ["javascript:alert(1)", null],
    ["data:text/html,hi", null],
    ["/relative/path", null],
    ["", null],
    [null, null],
  ])("%s → %s", (value, expected) => {
    expect(safeExternalUrl(value)).toBe(expected);
  });
});

describe("press releases", () => {
  it("lists only press releases, newest first, with their page path", () => {
    const list = pressReleaseSummaries([
      item({ slug: "older", publishedAt: "2026-01-10T13:00:00Z" }),
      item({ slug: "folder", type: "folder" }),
      item({ slug: "newer", publishedAt: "2026-02-10T13:00:00Z" }),
    ]);
    expect(list.map((a) => [a.slug, a.dateLabel, a.to])).toEqual([
      ["newer", "February 10, 2026", "/newsroom/press-releases/newer"],
      ["older", "January 10, 2026", "/newsroom/press-releases/older"],
    ]);
  });

  it("is no press release page for another kind of item", () => {
    expect(toPressRelease(item({ type: "leader" }))).toBeNull();
    expect(toPressRelease(item({ body: "A.\n\nB.", imageURL: "javascript:x" }))).toMatchObject({
      paragraphs: ["A.", "B."],
      imageURL: null,
    });
  });

  it("describes the article for crawlers with headline, image, dates, author and publisher", () => {
    const article = toPressRelease(
      item({ title: "Valuvo </script> News", body: "A.\n\nB.", imageURL: "https://cdn.example/a.svg" }),
    )!;
    const publisher = {
      "@type": "Organization",
      name: "Valuvo",
      url: "https://valuvo.example/",
      logo: "https://valuvo.example/valuvo-logo.png",
    };
    expect(
      newsArticleJsonLd(
        article,
        "https://valuvo.example/newsroom/press-releases/x",
        "https://valuvo.example",
        "Valuvo",
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: "Valuvo </script> News",
      description: "Summary.",
      datePublished: "2026-10-28T13:00:00.000Z",
      dateModified: "2026-10-28T13:00:00.000Z",
      url: "https://valuvo.example/newsroom/press-releases/x",
      mainEntityOfPage: "https://valuvo.example/newsroom/press-releases/x",
      image: ["https://cdn.example/a.svg"],
      articleBody: "A.\n\nB.",
      author: [publisher],
      publisher,
    });
  });

  it.each([
    [
      "a recorded edit",
      { modifiedAt: "2026-11-02T09:00:00.000Z" },
      null,
      "2026-11-02T09:00:00.000Z",
      "https://cdn.example/a.svg",
    ],
    [
      "no edit and no image of its own",
      {},
      "javascript:x",
      "2026-10-28T13:00:00.000Z",
      "https://valuvo.example/valuvo-logo.png",
    ],
    [
      "an unreadable edit date",
      { modifiedAt: "yesterday" },
      null,
      "2026-10-28T13:00:00.000Z",
      "https://cdn.example/a.svg",
    ],
  ])("dates and illustrates an article with %s", (_name, properties, imageURL, dateModified, image) => {
    const article = toPressRelease(item({ properties, imageURL: imageURL ?? "https://cdn.example/a.svg" }))!;
    const ld = newsArticleJsonLd(article, "https://valuvo.example/x", "https://valuvo.example", "Valuvo");
    expect(ld.dateModified).toBe(dateModified);
    expect(ld.image).toEqual([image]);
  });
});

describe("coverageItems", () => {
  it("keeps only http(s) links and names the outlet", () => {
    const list = coverageItems([
      item({
        id: "a",
        type: "media-coverage",
        externalURL: "https://herald.example/a",
        properties: { outlet: "Herald" },
      }),
      item({ id: "b", type: "media-coverage", externalURL: "javascript:alert(1)", publishedAt: "2025-01-01" }),
    ]);
    expect(list.map((c) => [c.id, c.href, c.outlet])).toEqual([
      ["a", "https://herald.example/a", "Herald"],
      ["b", null, null],
    ]);
  });
});

describe("leaders", () => {
  it("orders by the order property, then upstream order", () => {
    const list = leaders([
      item({ id: "c", type: "leader", properties: {} }),
      item({ id: "b", type: "leader", properties: { order: "2" } }),
      item({ id: "a", type: "leader", properties: { order: "1" }, title: "Ada Lane", summary: "CEO", body: "Bio." }),
    ]);
    expect(list.map((l) => l.id)).toEqual(["a", "b", "c"]);
    expect(list[0]).toMatchObject({ name: "Ada Lane", jobTitle: "CEO", paragraphs: ["Bio."] });
  });
});

describe("logoAssets", () => {
  it("names the download after the slug and the image's extension, and skips logos without an image", () => {
    const list = logoAssets([
      item({
        id: "l1",
        type: "logo",
        slug: "logo-white",
        imageURL: "http://cdn.example/media/brand.svg",
        properties: { variant: "white" },
      }),
      item({ id: "l2", type: "logo", slug: "logo-png", imageURL: "https://cdn.example/logo.PNG?v=2" }),
      item({ id: "l3", type: "logo", imageURL: null }),
    ]);
    expect(list.map((l) => [l.id, l.fileName, l.onDark])).toEqual([
      ["l1", "logo-white.svg", true],
      ["l2", "logo-png.png", false],
    ]);
  });
});
