import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, crumbLocationIntent, crumbsFromPath, segmentLabel } from "./breadcrumbs";

describe("crumbsFromPath", () => {
  it("starts at home and names each segment", () => {
    expect(crumbsFromPath("/newsroom/press-releases")).toEqual([
      { label: "Home", to: "/" },
      { label: "Newsroom", to: "/newsroom" },
      { label: "Press Releases", to: "/newsroom/press-releases" },
    ]);
  });

  it("ignores empty segments from doubled or trailing slashes", () => {
    expect(crumbsFromPath("/careers//our-teams/").map((c) => c.to)).toEqual(["/", "/careers", "/careers/our-teams"]);
  });

  it.each([
    ["request-envelope", "Request Envelope"],
    ["about-valuvo", "About Valuvo"],
    ["%E0%A4%A", "%E0%A4%A"],
    ["caf%C3%A9", "Café"],
  ])("labels %s as %s", (segment, label) => {
    expect(segmentLabel(segment)).toBe(label);
  });
});

describe("breadcrumbJsonLd", () => {
  it("lists absolute item URLs in order", () => {
    const ld = breadcrumbJsonLd(crumbsFromPath("/careers/search"), "https://valuvo.com");
    expect(ld.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, "https://valuvo.com/"],
      [2, "https://valuvo.com/careers"],
      [3, "https://valuvo.com/careers/search"],
    ]);
  });
});

describe("crumbLocationIntent", () => {
  it.each([
    [{ label: "Local Coupons", to: "/local" }, false, "coupons"],
    [{ label: "Local Coupons", to: "/local/tampa-fl" }, false, "coupons"],
    [{ label: "Deals", to: "/deals" }, false, "deals"],
    [{ label: "Businesses by State", to: "/local/businesses" }, false, null],
    [{ label: "OK", to: "/local/businesses/ok" }, false, null],
    [{ label: "Coupons by City", to: "/local/cities" }, false, null],
    [{ label: "Local Coupons", to: "/local/tampa-fl" }, true, null],
    [{ label: "Home", to: "/" }, false, null],
    [{ label: "Coupon Codes", to: "/coupon-codes" }, false, null],
    [{ label: "Locals", to: "/localities" }, false, null],
  ])("%j with a location %s opens %s", (crumb, hasLocation, expected) => {
    expect(crumbLocationIntent(crumb, hasLocation)).toBe(expected);
  });
});
