import { NOT_SHARED } from "~/models/cache-policy";
import { applyCachePolicy } from "./cache-policy.server";

const LOCATION = encodeURIComponent(
  JSON.stringify({ city: "Saint Petersburg", state: "FL", zip: "33701", coords: { lat: 27.7723, lng: -82.6386 } }),
);

function cacheControlOf(path: string): string | null {
  const headers = new Headers();
  applyCachePolicy(
    new Request(`http://localhost${path}`, { headers: { Cookie: `vp_local_geo=${LOCATION}` } }),
    200,
    headers,
  );
  return headers.get("Cache-Control");
}

describe("the cache policy of a redeem screen (issue 35, finding 8: one print id for every visitor)", () => {
  it.each([
    "/local/saint-petersburg-fl?offer=123&redeem=1",
    "/local/saint-petersburg-fl/joes-pizza-12?store=4&offer=123&redeem=1",
    "/local/saint-petersburg-fl.data?offer=123&redeem=1",
    "/featured-coupon/spring?redeem=1&offer=9",
    "/deals?deal=8&redeem=1",
    "/local/saint-petersburg-fl?offer=123&redeem=0",
  ])("keeps %s private and unstored", (path) => {
    expect(cacheControlOf(path)).toBe(NOT_SHARED);
  });

  it("still shares the page and its quick view, which show no print id", () => {
    expect(cacheControlOf("/local/saint-petersburg-fl")).toMatch(/^public, /);
    expect(cacheControlOf("/local/saint-petersburg-fl?offer=123")).toMatch(/^public, /);
  });
});
