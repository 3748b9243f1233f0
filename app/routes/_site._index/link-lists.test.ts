import { bodyOf, catalogForLoaders, loaderArgs, pageRequest } from "~/test-support/loader-harness";
import { loader } from "./route";

// Its own file: a fresh process (the national lists are read once, then cached), and a budget of its own for data a
// page can go without, 100 ms, which the lists' 300 ms outlast (production's is 400 ms; LINK_LISTS_BUDGET_MS stays
// the loader harness's).
process.env.OPTIONAL_DATA_BUDGET_MS = "100";
const catalog = catalogForLoaders();

type Home = Awaited<ReturnType<typeof loader>>;

describe("the home page without a place, on a fresh process's first page", () => {
  it("links every state's businesses and cities across the country, though the national lists take longer than the optional-data budget", async () => {
    // The catalog's own first read of its stores is not what is measured (a served catalog reads them at its start).
    const warm = await fetch(`${catalog.url}/coupon-feed/coverage/stores?page=1&pageSize=1`, {
      headers: { "X-Auth-Token": "valuvo-dev-auth" },
    });
    expect(warm.status).toBe(200);
    for (const path of ["/coupon-feed/coverage/stores", "/coupon-feed/coverage/cities"])
      await catalog.fault({ path, delayMs: 300 });
    const page = bodyOf(await loader(loaderArgs(pageRequest("/")))) as Home;
    expect(page.place).toBeNull();
    expect(page.businessStates.length).toBeGreaterThanOrEqual(50);
    expect(page.businessStates).toContainEqual({ name: "Iowa", path: "/local/businesses/ia" });
    expect(page.alternatives?.cities.length).toBeGreaterThanOrEqual(5);
  });
});
