import { loaderArgs, pageRequest, SAINT_PETERSBURG, SARASOTA, useCatalogForLoaders } from "~/test-support/loader-harness";
import { loader } from "./route";

useCatalogForLoaders();

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
});
