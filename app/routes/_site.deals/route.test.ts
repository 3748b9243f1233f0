import { loaderArgs, pageRequest, SAINT_PETERSBURG, SARASOTA, useCatalogForLoaders, thrown } from "~/test-support/loader-harness";
import { loader } from "./route";

useCatalogForLoaders();

describe("the deals page's loader", () => {
  it("lists partner deals near a place in a corporate-owned territory", async () => {
    const page = await loader(loaderArgs(pageRequest("/deals", { location: SAINT_PETERSBURG })));
    expect(page.place?.label).toBe("Saint Petersburg, FL");
    expect(page.deals?.ok && page.deals.data.length).toBeGreaterThan(0);
  });

  it("opens 'Find Deals Near You' without a location instead of listing deals", async () => {
    const response = await thrown(loader(loaderArgs(pageRequest("/deals"))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/deals?location=deals");
    const page = await loader(loaderArgs(pageRequest("/deals?location=deals")));
    expect(page.deals).toBeNull();
  });

  it("in a franchised territory answers the page (no dialog loop), listing no deals, so it can say why", async () => {
    const page = await loader(loaderArgs(pageRequest("/deals", { location: SARASOTA })));
    expect(page).toEqual({ place: { label: "Sarasota, FL" }, deals: null });
  });
});
