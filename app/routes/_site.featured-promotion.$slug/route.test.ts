import { bodyOf, SAINT_PETERSBURG, catalogForLoaders, thrown, visitArgs } from "~/test-support/loader-harness";
import { getServices } from "~/services/index.server";
import type { FeaturedPromotionData } from "./featured-promotion.server";
import { loader } from "./route";

catalogForLoaders();

const load = async (slug: string, location = SAINT_PETERSBURG) =>
  bodyOf(
    await loader(visitArgs(`/featured-promotion/${slug}`, { params: { slug }, location })),
  ) as FeaturedPromotionData;

describe("a featured promotion's loader", () => {
  it.each(["pizza-night", "game-day", "home-refresh", "own-a-franchise"])(
    "answers the billboards' landing page %s",
    async (slug) => {
      const page = await load(slug);
      if (page.promotion === null) throw new Error(page.message);
      expect(page.promotion.slug).toBe(slug);
      expect(page.promotion.paragraphs.length).toBeGreaterThan(0);
    },
  );

  it("brings the local categories for the visitor's place and coupon codes of its categories", async () => {
    const page = await load("pizza-night");
    if (page.promotion === null) throw new Error(page.message);
    expect(page.place?.slug).toBe("saint-petersburg-fl");
    expect(page.localCategories.map((c) => c.slug)).toEqual(["restaurants"]);
    expect(page.couponCodes.categories.map((c) => c.slug)).toEqual(["food-beverage"]);
    const offers = page.couponCodes.offers;
    expect(offers?.ok && offers.data.every((offer) => offer.category === "food-beverage")).toBe(true);
  });

  it("only ever links to site paths", async () => {
    for (const promotion of await getServices().contentRepository.getFeaturedPromotions()) {
      for (const link of promotion.links) expect(link.href).toMatch(/^\/(?!\/)/);
    }
  });

  it.each(["no-such-promotion", "Pizza-Night", "..%2Fpizza"])("answers 404 for %j", async (slug) => {
    const response = await thrown(loader(visitArgs("/featured-promotion/x", { params: { slug } })));
    expect(response.status).toBe(404);
  });
});
