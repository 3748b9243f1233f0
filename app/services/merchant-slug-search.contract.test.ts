import { rejection, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

describe("merchant slug metadata search against the catalog", () => {
  it("resolves a merchant slug to the merchant and its page's meta title and description", async () => {
    const services = catalog.services();
    const [merchant] = await services.couponCodes.getMerchantsByCategory("electronics");
    if (!merchant) throw new Error("no merchant");
    const found = await services.merchantSlugSearch.findMerchantBySlug(merchant.slug);
    expect(found?.merchant.merchantId).toBe(merchant.merchantId);
    expect(found?.metaTitle).toContain(merchant.businessName);
    expect(found?.metaDescription).toMatch(/coupon code/);
  });

  it("answers null for a slug no merchant has, without asking for a malformed one", async () => {
    const search = catalog.services().merchantSlugSearch;
    await expect(search.findMerchantBySlug("no-such-merchant")).resolves.toBeNull();
    await catalog.fault({ path: "/sdc/merchant-slug-search", status: 500 });
    await expect(search.findMerchantBySlug("../Bad Slug")).resolves.toBeNull();
  });

  it("reports an upstream failure and a malformed answer", async () => {
    await catalog.fault({ path: "/sdc/merchant-slug-search", status: 503, times: 1 });
    await expect(
      rejection(catalog.services().merchantSlugSearch.findMerchantBySlug("some-store")),
    ).resolves.toMatchObject({
      status: 503,
      service: "merchantSlugSearch",
    });
    await catalog.fault({ path: "/sdc/merchant-slug-search", body: '{"results":{}}' });
    await expect(
      rejection(catalog.services().merchantSlugSearch.findMerchantBySlug("some-store")),
    ).resolves.toMatchObject({ kind: "schema" });
  });
});
