import type { MetaArgs } from "@remix-run/node";
import { catalogForLoaders, thrown, visitArgs } from "~/test-support/loader-harness";
import { loader, meta } from "./_site.coupon-codes.$merchantSlug";

const catalog = catalogForLoaders();

/** A travel merchant's slug and what the slug metadata search (SPEC §7 configured service) says of it. */
async function searchedMerchant() {
  const [merchant] = (await catalog.getJson("/sdc/merchants-by-category/travel")) as { slug: string }[];
  const search = (await catalog.getJson(`/sdc/merchant-slug-search?slug=${merchant!.slug}`)) as {
    results: { metaTitle: string; metaDescription: string }[];
  };
  return { slug: merchant!.slug, ...search.results[0]! };
}

describe("the merchant page and the merchant slug search", () => {
  it("names the merchant as the slug search's metadata says", async () => {
    const { slug, metaTitle, metaDescription } = await searchedMerchant();
    const data = await loader(visitArgs(`/coupon-codes/${slug}`, { params: { merchantSlug: slug } }));
    const tags = meta({
      data,
      matches: [],
      location: { pathname: `/coupon-codes/${slug}` },
      params: { merchantSlug: slug },
    } as unknown as MetaArgs<typeof loader>);
    expect(tags).toContainEqual({ title: expect.stringContaining(metaTitle) });
    expect(tags).toContainEqual({ name: "description", content: metaDescription });
  });

  it("answers 404 for a slug the search does not know", async () => {
    const slug = "no-such-merchant-anywhere";
    const response = await thrown(loader(visitArgs(`/coupon-codes/${slug}`, { params: { merchantSlug: slug } })));
    expect(response.status).toBe(404);
  });
});
