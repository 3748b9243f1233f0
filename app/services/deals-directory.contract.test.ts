import { corporateDeal, isCorporateDeal, isCorporateLocation } from "~/models/directory-deals";
import { rejection, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

describe("the Clipp deals directory against the catalog", () => {
  it("lists the deal categories and the cities with deals", async () => {
    const directory = catalog.services().dealsDirectory;
    const categories = await directory.getDealCategories();
    expect(categories.map((c) => c.slug)).toEqual(expect.arrayContaining(["restaurants", "things-to-do"]));
    const cities = await directory.getDealCities();
    expect(cities.map((c) => c.slug)).toEqual(expect.arrayContaining(["tampa-fl", "orlando-fl", "jacksonville-fl"]));
    expect(cities.find((c) => c.slug === "tampa-fl")?.dealCount).toBeGreaterThan(0);
  });

  it("gives the deals of a category with Offer fields and every location's franchise", async () => {
    const { category, deals } = await catalog.services().dealsDirectory.getDealsInCategory("restaurants");
    expect(category.dealCount).toBe(deals.length);
    for (const deal of deals) {
      expect(deal.categorySlugs).toContain("restaurants");
      expect(deal.soldOut).toBe(false);
      expect(deal.offerPrice).toBeLessThan(deal.fullValue);
      expect(deal.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(deal.locations.length).toBeGreaterThan(0);
    }
    expect(deals.some((deal) => deal.locations.some((l) => l.franchise !== null))).toBe(true);
  });

  it("lets the site apply the territory rule: Tampa's deals are corporate, Jacksonville's (First Coast owner) are not", async () => {
    const directory = catalog.services().dealsDirectory;
    const tampa = await directory.getDealsInCity("tampa-fl");
    expect(tampa.deals.length).toBeGreaterThan(0);
    expect(tampa.deals.every(isCorporateDeal)).toBe(true);
    const jacksonville = (await directory.getDealsInCity("jacksonville-fl")).deals;
    const inJacksonville = jacksonville.flatMap((deal) => deal.locations).filter((l) => l.city === "Jacksonville");
    expect(inJacksonville.length).toBeGreaterThan(0);
    for (const location of inJacksonville) {
      expect(location.franchise?.franchiseId).toBe(3302);
      expect(isCorporateLocation(location)).toBe(false);
    }
    const onlyJacksonville = jacksonville.find((deal) => deal.locations.every((l) => l.city === "Jacksonville"));
    if (onlyJacksonville) expect(corporateDeal(onlyJacksonville)).toBeNull();
  });

  it("gets one deal by id, and 404 for an unknown one", async () => {
    const directory = catalog.services().dealsDirectory;
    const { deals } = await directory.getDealsInCity("tampa-fl");
    const first = deals[0];
    if (!first) throw new Error("no deal in Tampa");
    await expect(directory.getDirectoryDeal(first.id)).resolves.toEqual(first);
    await expect(rejection(directory.getDirectoryDeal("1"))).resolves.toMatchObject({
      status: 404,
      service: "dealsDirectory",
    });
    await expect(rejection(directory.getDealsInCategory("no-such-category"))).resolves.toMatchObject({ status: 404 });
    await expect(rejection(directory.getDealsInCity("atlantis-zz"))).resolves.toMatchObject({ status: 404 });
  });

  it("reports a malformed answer as an UpstreamError", async () => {
    await catalog.fault({ path: "/deals/directory/categories", body: "[{}]" });
    await expect(rejection(catalog.services().dealsDirectory.getDealCategories())).resolves.toMatchObject({
      kind: "schema",
    });
  });
});
