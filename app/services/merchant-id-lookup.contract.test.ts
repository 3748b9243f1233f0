import { rejection, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

describe("merchant id lookup against the catalog", () => {
  it("finds a merchant by id", async () => {
    const services = catalog.services();
    const [featured] = await services.couponCodes.getFeaturedMerchants();
    if (!featured) throw new Error("no featured merchant");
    await expect(services.merchantIdLookup.lookupMerchant(featured.merchantId)).resolves.toMatchObject({
      merchantId: featured.merchantId,
      slug: featured.slug,
    });
  });

  it.each([987_654_321, -1])("reports the unknown id %d with status 404", async (merchantId) => {
    await expect(rejection(catalog.services().merchantIdLookup.lookupMerchant(merchantId))).resolves.toMatchObject({
      status: 404,
      service: "merchantIdLookup",
    });
  });

  it("reports a malformed answer", async () => {
    await catalog.fault({ path: "/sdc/merchant-lookup", body: '{"merchantId":"x"}' });
    await expect(rejection(catalog.services().merchantIdLookup.lookupMerchant(1))).resolves.toMatchObject({
      kind: "schema",
    });
  });
});
