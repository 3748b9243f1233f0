import { loaderArgs, pageRequest, SAINT_PETERSBURG, SARASOTA, useCatalogForLoaders, thrown } from "~/test-support/loader-harness";
import { loader } from "./route";

useCatalogForLoaders();

describe("the deals page's loader", () => {
  it("lists partner deals near a place in a corporate-owned territory", async () => {
    const page = await loader(loaderArgs(pageRequest("/deals", { location: SAINT_PETERSBURG })));
    expect(page.place?.label).toBe("Saint Petersburg, FL");
    expect(page.deals?.ok && page.deals.data.length).toBeGreaterThan(0);
  });

  it.each([
    ["without a location", undefined],
    ["in a franchised territory", SARASOTA],
  ])("opens 'Find Deals Near You' %s instead of listing deals", async (_name, location) => {
    const response = await thrown(loader(loaderArgs(pageRequest("/deals", { location }))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/deals?location=deals");
    const page = await loader(loaderArgs(pageRequest("/deals?location=deals", { location })));
    expect(page.deals).toBeNull();
  });
});
