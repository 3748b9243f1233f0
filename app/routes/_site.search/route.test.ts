import { searchLocationPrompt } from "~/models/search-results";
import { loaderArgs, pageRequest, SAINT_PETERSBURG, SARASOTA, useCatalogForLoaders } from "~/test-support/loader-harness";
import { loader } from "./route";

const catalog = useCatalogForLoaders();

describe("the search page's loader", () => {
  it("finds local coupons and coupon codes near the visitor, at most 9 a group", async () => {
    const page = await loader(loaderArgs(pageRequest("/search?term=pizza", { location: SAINT_PETERSBURG })));
    expect(page.term).toBe("pizza");
    expect(page.groups.near.length).toBeGreaterThan(0);
    for (const group of Object.values(page.groups)) expect(group.length).toBeLessThanOrEqual(9);
  });

  it("asks nothing for fewer than 3 characters", async () => {
    const page = await loader(loaderArgs(pageRequest("/search?term=ab", { location: SAINT_PETERSBURG })));
    expect(page.groups).toEqual({ near: [], serving: [], deals: [], online: [] });
  });

  it("shows no Clipp deals outside a corporate-owned territory", async () => {
    const page = await loader(loaderArgs(pageRequest("/search?term=spa", { location: SARASOTA })));
    expect(page.groups.deals).toEqual([]);
  });

  it("falls back to the matching Clipp deals on RESOURCE_NOT_FOUND (a 404 answer) without a search or location message", async () => {
    await catalog.fault({ path: "/search-feed/", status: 404, body: JSON.stringify({ errorCode: "RESOURCE_NOT_FOUND" }), times: 1 });
    const page = await loader(loaderArgs(pageRequest("/search?term=spa", { location: SAINT_PETERSBURG })));
    expect(page.notFound).toBe(true);
    expect(page.message).toBeNull();
    expect(page.groups.deals.length).toBeGreaterThan(0);
    expect(page.groups.near).toEqual([]);
    // Not "We can't seem to find local offers with the location you requested": the place is not at fault.
    expect(searchLocationPrompt(page)).toBeNull();
  });
});
