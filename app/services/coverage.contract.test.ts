import { citiesByState } from "~/models/coverage";
import { rejection, contractCatalogForFile } from "./__contract__/harness";
import { UPSTREAM_ANSWER_MAX_BYTES } from "./http.server";
import { MAX_STORE_PAGE_SIZE } from "~/models/coverage";

const catalog = contractCatalogForFile();

const SAINT_PETERSBURG = { lat: 27.7723, lng: -82.6386 };

describe("coupon-feed coverage against the catalog", () => {
  it("lists every covered city with its local page slug, groupable by state", async () => {
    const cities = await catalog.services().coverage.getCoveredCities();
    expect(cities.length).toBeGreaterThanOrEqual(100);
    expect(cities).toContainEqual(
      expect.objectContaining({ city: "Saint Petersburg", state: "FL", slug: "saint-petersburg-fl" }),
    );
    const florida = citiesByState(cities).find((group) => group.state === "FL");
    expect(florida?.cities.map((c) => c.city)).toEqual(expect.arrayContaining(["Tampa", "Orlando", "Jacksonville"]));
  });

  it("pages through every business store", async () => {
    const coverage = catalog.services().coverage;
    const all = await coverage.getBusinessStores();
    // A page holds at most the protocol's 50,000; the national catalog has more stores than one page.
    expect(all.stores.length).toBe(Math.min(all.total, MAX_STORE_PAGE_SIZE));
    // ~7 MB: several times what another call reads; the coverage feed's calls allow more.
    expect(JSON.stringify(all.stores).length).toBeGreaterThan(5 * UPSTREAM_ANSWER_MAX_BYTES);
    expect(all.stores.some((s) => s.storeId === null)).toBe(true);
    const second = await coverage.getBusinessStores(2, 100);
    expect(second.stores).toEqual(all.stores.slice(100, 200));
    expect(second.stores[0]?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("lists the service categories and the service businesses of one near a point", async () => {
    const coverage = catalog.services().coverage;
    const categories = await coverage.getServiceCategories();
    expect(categories.map((c) => c.slug)).toEqual(
      expect.arrayContaining([
        "plumbing",
        "hvac",
        "cleaning",
        "lawn-care",
        "pest-control",
        "roofing",
        "moving",
        "auto-repair",
      ]),
    );
    const plumbing = await coverage.getServiceBusinesses("plumbing", SAINT_PETERSBURG);
    expect(plumbing.listings.length).toBeGreaterThan(0);
    for (const listing of plumbing.listings) expect(listing.serviceBusiness).toBe(true);
    await expect(coverage.getServiceBusinesses("plumbing", null)).resolves.toEqual({ skipped: true, listings: [] });
  });

  it.each(["astrology", "../x"])("reports the unknown service category %j with status 404", async (slug) => {
    await expect(
      rejection(catalog.services().coverage.getServiceBusinesses(slug, SAINT_PETERSBURG)),
    ).resolves.toMatchObject({ status: 404 });
  });

  it("reports a wrong credential as a 401 and a malformed answer as an UpstreamError", async () => {
    await expect(
      rejection(catalog.services({ UPSTREAM_AUTH_TOKEN: "wrong" }).coverage.getCoveredCities()),
    ).resolves.toMatchObject({ status: 401 });
    await catalog.fault({ path: "/coupon-feed/coverage/stores", body: '{"items":[]}' });
    await expect(rejection(catalog.services().coverage.getBusinessStores())).resolves.toMatchObject({ kind: "schema" });
  });
});
