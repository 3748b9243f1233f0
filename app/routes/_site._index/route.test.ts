import {
  bodyOf,
  countCalls,
  loaderArgs,
  pageRequest,
  SAINT_PETERSBURG,
  catalogForLoaders,
} from "~/test-support/loader-harness";
import { loader } from "./route";

const catalog = catalogForLoaders();

type Home = Awaited<ReturnType<typeof loader>>;
const home = async (request: Request) => bodyOf(await loader(loaderArgs(request))) as Home;

describe("the home page's loader", () => {
  // First in the file: the lists are read only once per process (then cached), as on a fresh start.
  it("without a place, links every state's businesses and cities across the country on a fresh process's first page, though the national lists take longer than the optional-data budget", async () => {
    // The catalog's own first read of its stores is not what is measured (a served catalog reads them at its start).
    const warm = await fetch(`${catalog.url}/coupon-feed/coverage/stores?page=1&pageSize=1`, {
      headers: { "X-Auth-Token": "valuvo-dev-auth" },
    });
    expect(warm.status).toBe(200);
    for (const path of ["/coupon-feed/coverage/stores", "/coupon-feed/coverage/cities"])
      await catalog.fault({ path, delayMs: 600 });
    const page = await home(pageRequest("/"));
    expect(page.place).toBeNull();
    expect(page.businessStates.length).toBeGreaterThanOrEqual(50);
    expect(page.businessStates).toContainEqual({ name: "Iowa", path: "/local/businesses/ia" });
    expect(page.alternatives?.cities.length).toBeGreaterThanOrEqual(5);
  });

  it("asks for a first visitor's nearby coupons at the place found from the network address, in the same response", async () => {
    const feed = countCalls("/coupon-feed/");
    try {
      const page = await home(pageRequest("/", { forwardedFor: "24.24.24.24" }));
      expect(page.place?.label).toBe("Syracuse, NY");
      const { lat, lng } = page.place!.coords;
      expect(
        feed.calls.some(
          (url) => url.includes(`/${lat.toFixed(2)},${lng.toFixed(2)}/`) || url.includes(`/${lat},${lng}/`),
        ),
      ).toBe(true);
    } finally {
      feed.restore();
    }
  });

  it("shows the franchise's billboards for a place, at most 8 nearby coupons", async () => {
    const page = await home(pageRequest("/", { location: SAINT_PETERSBURG }));
    expect(page.billboards.length).toBeGreaterThan(0);
    expect(page.near.length).toBeLessThanOrEqual(8);
    expect(page.billboardsError).toBeNull();
  });
});
