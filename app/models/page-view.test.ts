import { describe, expect, it } from "vitest";
import { pageViewKey } from "./page-view";

describe("pageViewKey", () => {
  it.each([
    ["/careers", "", "/careers"],
    ["/careers", "?", "/careers"],
    ["/search", "?q=pizza", "/search?q=pizza"],
    ["/search", "?q=pizza&offer=123", "/search?q=pizza"],
    ["/local/saint-petersburg-fl", "?offer=1&redeem=1", "/local/saint-petersburg-fl"],
    ["/deals", "?deal=9", "/deals"],
    ["/coupon-codes/acme", "?cpncode=a_b_c_d_5", "/coupon-codes/acme"],
    ["/", "?location=change", "/"],
    ["/blog", "?page=2", "/blog?page=2"],
    ["/search", "?q=b&page=2", "/search?page=2&q=b"],
  ])("%s%s is the page view %s", (pathname, search, key) => {
    expect(pageViewKey(pathname, search)).toBe(key);
  });

  it("tells two pages of one list apart", () => {
    expect(pageViewKey("/blog", "?page=2")).not.toBe(pageViewKey("/blog", "?page=3"));
  });
});
