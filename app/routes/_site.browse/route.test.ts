import { SAINT_PETERSBURG, catalogForLoaders, visitArgs } from "~/test-support/loader-harness";
import { loader } from "./route";

catalogForLoaders();

describe("the browse page's loader", () => {
  it("names the visitor's place for its local category links, and the service categories", async () => {
    const page = await loader(visitArgs("/browse", { location: SAINT_PETERSBURG }));
    expect(page.place).toEqual({ slug: "saint-petersburg-fl", label: "Saint Petersburg, FL" });
    expect(page.services.ok && page.services.data.length).toBeGreaterThan(0);
  });

  it("has no place without a location cookie (the page prompts for one)", async () => {
    const page = await loader(visitArgs("/browse"));
    expect(page.place).toBeNull();
  });
});
