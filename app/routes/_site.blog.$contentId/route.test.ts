import { bodyOf, SAINT_PETERSBURG, catalogForLoaders, thrown, visitArgs } from "~/test-support/loader-harness";
import { getServices } from "~/services/index.server";
import type { BlogArticleData } from "./blog-article.server";
import { loader } from "./route";

catalogForLoaders();

const load = async (contentId: string, location = SAINT_PETERSBURG) =>
  bodyOf(await loader(visitArgs(`/blog/${contentId}`, { params: { contentId }, location }))) as BlogArticleData;

describe("a blog article's loader", () => {
  it("shows the article with its related local categories and coupon codes", async () => {
    const { articles } = await getServices().contentRepository.getBlogPage(1);
    const summary = articles.find((a) => a.localCategoryIds.length > 0 && a.couponCodeCategories.length > 0)!;
    const page = await load(summary.contentId);
    if (page.article === null) throw new Error(page.message);
    expect(page.article.title).toBe(summary.title);
    expect(page.article.paragraphs.length).toBeGreaterThan(0);
    expect(page.place?.slug).toBe("saint-petersburg-fl");
    expect(page.localCategories.map((c) => c.id)).toEqual(summary.localCategoryIds.filter((id) => id !== 100));
    expect(page.couponCodes.categories.map((c) => c.slug)).toEqual(summary.couponCodeCategories);
    expect(page.couponCodes.offers?.ok && page.couponCodes.offers.data.length).toBeGreaterThan(0);
  });

  it("has no place to link without a location", async () => {
    const { articles } = await getServices().contentRepository.getBlogPage(1);
    const page = bodyOf(
      await loader(visitArgs(`/blog/${articles[0]!.contentId}`, { params: { contentId: articles[0]!.contentId } })),
    ) as BlogArticleData;
    expect(page.article !== null && page.place).toBeNull();
  });

  it.each(["no-such-article", "Ten-Ways", "press-releases", "../blog", "%3Cscript%3E"])(
    "answers 404 for %j",
    async (contentId) => {
      const response = await thrown(loader(visitArgs("/blog/x", { params: { contentId } })));
      expect(response.status).toBe(404);
    },
  );
});
