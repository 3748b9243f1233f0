import { bodyOf, catalogForLoaders, thrown, visitArgs } from "~/test-support/loader-harness";
import { getServices } from "~/services/index.server";
import { loader as listLoader } from "../_site.featured-coupon._index/route";
import type { FeaturedCouponsData } from "../_site.featured-coupon._index/featured-coupons.server";
import type { FeaturedCouponData } from "./featured-coupon.server";
import { loader } from "./route";

catalogForLoaders();

describe("the featured coupons' loaders", () => {
  it("list every pick, newest first", async () => {
    const { coupons } = bodyOf(await listLoader()) as FeaturedCouponsData;
    expect(coupons!.length).toBe((await getServices().contentRepository.getFeaturedCoupons()).length);
    const dates = coupons!.map((c) => Date.parse(c.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("show one pick with its business and the picked offer among the business's offers", async () => {
    const [pick] = await getServices().contentRepository.getFeaturedCoupons();
    const page = bodyOf(
      await loader(visitArgs(`/featured-coupon/${pick!.slug}`, { params: { slug: pick!.slug } })),
    ) as FeaturedCouponData;
    if (page.message !== null) throw new Error(page.message);
    expect(page.profile.businessProfileId).toBe(pick!.businessProfileId);
    expect(page.offerFound).toBe(true);
    expect(page.profile.offers.map((o) => o.offerId)).toContain(pick!.offerId);
    expect(page.slug).toBe(`${pick!.city.toLowerCase().replace(/ /g, "-")}-${pick!.state.toLowerCase()}`);
  });

  it("lead from every listed pick to a page with its offer", async () => {
    for (const pick of await getServices().contentRepository.getFeaturedCoupons()) {
      const page = bodyOf(
        await loader(visitArgs(`/featured-coupon/${pick.slug}`, { params: { slug: pick.slug } })),
      ) as FeaturedCouponData;
      expect(page.message !== null || page.offerFound, pick.slug).toBe(true);
      expect(page.message, pick.slug).toBeNull();
    }
  });

  it.each(["no-such-pick", "Harris-Family-Diner", "a/b"])("answer 404 for %j", async (slug) => {
    const response = await thrown(loader(visitArgs("/featured-coupon/x", { params: { slug } })));
    expect(response.status).toBe(404);
  });
});
