import { bodyOf, SAINT_PETERSBURG, catalogForLoaders, thrown, visitArgs } from "~/test-support/loader-harness";
import { loader as servicesLoader } from "../_site.services._index/route";
import type { ServicesData } from "../_site.services._index/services.server";
import type { ServicePageData } from "./service-page.server";
import { loader } from "./route";

catalogForLoaders();

const load = async (slug: string, location: typeof SAINT_PETERSBURG | null = SAINT_PETERSBURG) =>
  bodyOf(
    await loader(visitArgs(`/services/${slug}`, { params: { slug }, location: location ?? undefined })),
  ) as ServicePageData;

describe("the services directory's loaders", () => {
  it("list the service categories", async () => {
    const page = bodyOf(await servicesLoader(visitArgs("/services"))) as ServicesData;
    expect(page.categories?.map((c) => c.slug)).toEqual(
      expect.arrayContaining(["plumbing", "hvac", "cleaning", "lawn-care"]),
    );
  });

  it("show the businesses of a category serving the visitor's place, with offers", async () => {
    const page = await load("plumbing");
    if (page.category === null) throw new Error(page.message);
    expect(page.category.title).toBe("Plumbing");
    expect(page.place?.slug).toBe("saint-petersburg-fl");
    if (!page.listings?.ok) throw new Error("no listings");
    expect(page.listings.data.length).toBeGreaterThan(0);
    for (const listing of page.listings.data) {
      expect(listing.serviceBusiness).toBe(true);
      expect(listing.offers.length).toBeGreaterThan(0);
    }
  });

  it("asks nothing of the coupon feed without a place", async () => {
    const page = await load("plumbing", null);
    if (page.category === null) throw new Error(page.message);
    expect(page.place).toBeNull();
    expect(page.listings).toBeNull();
  });

  it.each(["no-such-service", "Plumbing", "plumbing-", "a%2Fb"])("answers 404 for %j", async (slug) => {
    expect((await thrown(loader(visitArgs("/services/x", { params: { slug } })))).status).toBe(404);
  });
});
