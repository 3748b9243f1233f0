import { missingOfferMetadata, offerActionWorks, type OfferActionInput } from "./offer-metadata";

const code = (offerURL: string, componentUID = "sdc_travel_1_30001_10001_0"): OfferActionInput => ({
  kind: "code",
  offerURL,
  componentUID,
});
const local = (over: Partial<Extract<OfferActionInput, { kind: "local" }>> = {}): OfferActionInput => ({
  kind: "local",
  offerId: "5001",
  configId: 700,
  printable: true,
  offerURL: "",
  ...over,
});
const deal = (slug: string, businessSlug: string, id = "83001"): OfferActionInput => ({
  kind: "deal",
  id,
  slug,
  business: { id: "41001", slug: businessSlug },
});

describe("missingOfferMetadata", () => {
  it.each<[string, OfferActionInput, string[]]>([
    ["a coupon code with its affiliate URL", code("https://shop.example/?aff=1"), []],
    ["a coupon code without its affiliate URL", code(""), ["offerURL"]],
    ["a coupon code whose affiliate URL is not a web address", code("javascript:alert(1)"), ["offerURL"]],
    ["a coupon code without its component id", code("https://shop.example/", " "), ["componentUID"]],
    ["a printable local offer with its ids", local(), []],
    ["a printable local offer without its offer id", local({ offerId: "" }), ["offerId"]],
    ["a printable local offer without its config id", local({ configId: null }), ["configId"]],
    ["a printable local offer with config id 0", local({ configId: 0 }), ["configId"]],
    [
      "a website local offer with its URL and no config id",
      local({ printable: false, configId: null, offerURL: "https://biz.example" }),
      [],
    ],
    ["a website local offer without its URL", local({ printable: false, offerURL: "" }), ["offerURL"]],
    ["a partner deal with both url-slugs", deal("two-washes", "shine-tampa"), []],
    ["a partner deal without its url-slug", deal("", "shine-tampa"), ["slug"]],
    ["a partner deal without its business's url-slug", deal("two-washes", ""), ["business.slug"]],
    ["a partner deal without any slug or id", deal("", "", ""), ["id", "slug", "business.slug"]],
  ])("%s", (_name, input, missing) => {
    expect(missingOfferMetadata(input)).toEqual(missing);
    expect(offerActionWorks(input)).toBe(missing.length === 0);
  });
});
