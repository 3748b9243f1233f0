import {
  countCalls,
  loaderArgs,
  pageRequest,
  SAINT_PETERSBURG,
  useCatalogForLoaders,
  thrown,
} from "~/pages/__test__/loader-harness";
import { loader as shellLoader } from "./_site";
import { loader } from "./_site.local.$slug._index";

useCatalogForLoaders();

describe("the local page's loader", () => {
  it("lists the place's location-based and service-based coupons", async () => {
    const page = await loader(loaderArgs(pageRequest("/local/saint-petersburg-fl"), { slug: "saint-petersburg-fl" }));
    expect(page.place).toMatchObject({ label: "Saint Petersburg, FL", slug: "saint-petersburg-fl" });
    expect(page.localOffers.ok && page.localOffers.data.listings.length).toBeGreaterThan(0);
    expect(page.localServices.ok).toBe(true);
  });

  it.each(["nowhere-zz", "saint-petersburg", "Saint-Petersburg-FL", "%3Cscript%3E"])("answers 404 for the slug %s", async (slug) => {
    const response = await thrown(loader(loaderArgs(pageRequest(`/local/${slug}`), { slug })));
    expect(response.status).toBe(404);
  });

  it("asks the validate upstream at most once for a cold page view, shell and page together", async () => {
    // A city no other test of this file asks about, so nothing is cached yet.
    const request = pageRequest("/local/boise-id");
    const context = {};
    const validate = countCalls("/location/validate/");
    try {
      await Promise.all([
        shellLoader(loaderArgs(request, {}, context)),
        loader(loaderArgs(request, { slug: "boise-id" }, context)),
      ]);
    } finally {
      validate.restore();
    }
    // Exactly one: the slug's validate answer also carries the franchise id the territory rule needs.
    expect(validate.calls).toHaveLength(1);
  });

  it("keeps the visitor's own ZIP when the cookie already names the slug's place", async () => {
    const page = await loader(
      loaderArgs(pageRequest("/local/saint-petersburg-fl", { location: SAINT_PETERSBURG }), { slug: "saint-petersburg-fl" }),
    );
    expect(page.place.zip).toBe("33701");
  });
});
