import { NOT_SHARED } from "~/models/cache-policy";
import fc from "fast-check";
import { answerPrivatelyUnlessOpened } from "./answer-notes.server";
import { applyCachePolicy } from "./cache-policy.server";

const LOCATION = encodeURIComponent(
  JSON.stringify({ city: "Saint Petersburg", state: "FL", zip: "33701", coords: { lat: 27.7723, lng: -82.6386 } }),
);

/** The page's Cache-Control; `opened`: a loader looked up the dialog its URL names and found it. */
function cacheControlOf(path: string, opened?: string): string | null {
  const headers = new Headers();
  const context = {};
  if (opened) answerPrivatelyUnlessOpened(context, opened, true);
  applyCachePolicy(
    new Request(`http://localhost${path}`, { headers: { Cookie: `vp_local_geo=${LOCATION}` } }),
    200,
    headers,
    context,
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
    expect(cacheControlOf("/local/saint-petersburg-fl?offer=123", "123")).toMatch(/^public, /);
  });
});

describe("the cache policy of a dialog no loader looked up", () => {
  it("keeps private a page whose dialog's id or place name no loader of its answer looked up (any id)", () => {
    // Page data asked with `_routes` leaving out the layout's loader, which looks the dialog up.
    const named = fc.tuple(fc.constantFrom("offer", "deal", "cpncode"), fc.stringMatching(/^[a-z0-9]{1,12}$/));
    fc.assert(
      fc.property(named, ([name, id]) => {
        const path = `/about-valuvo.data?_routes=routes%2F_site.about-valuvo&${name}=${id}`;
        expect(cacheControlOf(path)).toBe(NOT_SHARED);
        expect(cacheControlOf(path, id)).toMatch(/^public, /);
      }),
    );
    expect(cacheControlOf("/coupon-codes?location=coupons&place=Portland")).toBe(NOT_SHARED);
    expect(cacheControlOf("/coupon-codes?location=coupons&place=Portland", "Portland")).toMatch(/^public, /);
    expect(cacheControlOf("/coupon-codes?location=coupons")).toMatch(/^public, /);
  });
});
