import { describe, expect, it } from "vitest";
import { articleHeadline, blogArticleJsonLd, blogArticlePath, type BlogArticle } from "./blog";
import { relatedCouponCodeCategories, relatedLocalCategories } from "./related-categories";

const article: BlogArticle = {
  contentId: "ten-ways-to-save-on-pizza-night",
  title: "Ten Ways to Save on Pizza Night",
  summary: "Pizza night is a family tradition worth keeping.",
  publishedAt: "2026-10-17T13:00:00.000Z",
  modifiedAt: "2026-10-28T16:00:00.000Z",
  author: { name: "Emmitt Gorczany" },
  imageUrl: "https://cdn.example/blog-2.svg",
  localCategoryIds: [108],
  couponCodeCategories: ["food-beverage"],
  paragraphs: ["Order the large.", "Pick up instead of delivery."],
};
const publisher = {
  name: "Valuvo",
  logoUrl: "https://www.valuvo.example/favicon.svg",
  url: "https://www.valuvo.example/",
};
const url = "https://www.valuvo.example/blog/ten-ways-to-save-on-pizza-night";

describe("blogArticleJsonLd", () => {
  it("describes the article with headline, image, dates, author and publisher", () => {
    expect(blogArticleJsonLd(article, url, publisher)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Ten Ways to Save on Pizza Night",
      image: ["https://cdn.example/blog-2.svg"],
      datePublished: "2026-10-17T13:00:00.000Z",
      dateModified: "2026-10-28T16:00:00.000Z",
      author: { "@type": "Person", name: "Emmitt Gorczany" },
      publisher: { "@type": "Organization", name: "Valuvo", logo: { "@type": "ImageObject", url: publisher.logoUrl } },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      articleBody: "Order the large.\n\nPick up instead of delivery.",
    });
  });

  it("leaves the image out when the article has none", () => {
    expect(blogArticleJsonLd({ ...article, imageUrl: null }, url, publisher)).not.toHaveProperty("image");
  });

  it("never dates a modification before publication", () => {
    const ld = blogArticleJsonLd({ ...article, modifiedAt: "2026-01-01T00:00:00.000Z" }, url, publisher);
    expect(ld.dateModified).toBe(article.publishedAt);
  });
});

describe("articleHeadline", () => {
  it.each([
    ["  Ten   Ways to Save ", "Ten Ways to Save"],
    ["x".repeat(110), "x".repeat(110)],
  ])("keeps %j as %j", (title, expected) => expect(articleHeadline(title)).toBe(expected));

  it("shortens a title over 110 characters on a word boundary", () => {
    const headline = articleHeadline(`${"Saving money on groceries ".repeat(6)}today`);
    expect(headline.length).toBeLessThanOrEqual(110);
    expect(headline).toMatch(/groceries…$/);
  });
});

describe("blogArticlePath", () => {
  it.each([
    ["ten-ways", "/blog/ten-ways"],
    ["a b", "/blog/a%20b"],
  ])("%j → %s", (id, path) => expect(blogArticlePath(id)).toBe(path));
});

describe("related categories", () => {
  it.each([
    [
      [108, 101],
      ["restaurants", "automotive"],
    ],
    [[100, 108, 108], ["restaurants"]],
    [[999], []],
  ])("local ids %j → %j", (ids, slugs) => expect(relatedLocalCategories(ids).map((c) => c.slug)).toEqual(slugs));

  it.each([
    [
      ["groceries", "food-beverage"],
      ["Groceries", "Food and Beverage"],
    ],
    [["groceries", "groceries", "no-such"], ["Groceries"]],
  ])("coupon-code slugs %j → %j", (slugs, titles) =>
    expect(relatedCouponCodeCategories(slugs).map((c) => c.title)).toEqual(titles),
  );
});
