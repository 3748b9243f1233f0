import { loaderArgs, pageRequest, SAINT_PETERSBURG, SARASOTA, useCatalogForLoaders } from "~/test-support/loader-harness";
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
  ])("answers the prompt for a place at /deals itself %s (no redirect a crawler could not follow)", async (_name, location) => {
    for (const path of ["/deals", "/deals?location=deals"]) {
      const page = await loader(loaderArgs(pageRequest(path, { location })));
      expect(page.deals, path).toBeNull();
    }
  });

  it("in a franchised territory answers the page (no dialog loop), listing no deals, so it can say why", async () => {
    const page = await loader(loaderArgs(pageRequest("/deals", { location: SARASOTA })));
    expect(page).toEqual({ place: { label: "Sarasota, FL" }, deals: null });
  });
});
