import {
  bodyOf,
  countCalls,
  loaderArgs,
  pageRequest,
  SAINT_PETERSBURG,
  catalogForLoaders,
} from "~/test-support/loader-harness";
import { loader } from "./route";

catalogForLoaders();

type Home = Awaited<ReturnType<typeof loader>>;
const home = async (request: Request) => bodyOf(await loader(loaderArgs(request))) as Home;

describe("the home page's loader", () => {
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
