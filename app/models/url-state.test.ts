import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canonicalListHref,
  carriesRedeem,
  isCanonicalListingSort,
  isCanonicalOverlayState,
  LISTING_SORTS,
  readListingSort,
  closeCouponOfferHref,
  closeDealHref,
  closeLocationDialogHref,
  closeOfferHref,
  closeRedeemHref,
  couponOfferHref,
  dealCertificateHref,
  dealHref,
  locationDialogHref,
  placeChoiceHref,
  offerHref,
  onlyOverlayChanged,
  isCanonicalPage,
  pageWithOfferHref,
  readOverlayState,
  pageHref,
  readPage,
  redeemHref,
  revalidateOnlyOnFormPost,
  revalidateUnlessOnlyOverlayChanged,
  searchWithoutOverlays,
} from "./url-state";

describe("overlay hrefs", () => {
  it.each([
    [
      "opens a quick view, closing the location dialog",
      offerHref("/local/x-fl", "?store=5&location=coupons", "77"),
      "/local/x-fl?store=5&offer=77",
    ],
    ["opens a redeem screen", redeemHref("/local/x-fl", "?offer=77", "77"), "/local/x-fl?offer=77&redeem=1"],
    [
      "closes only the redeem screen",
      closeRedeemHref("/local/x-fl", "?store=5&offer=77&redeem=1"),
      "/local/x-fl?store=5&offer=77",
    ],
    ["closes the quick view and redeem screen", closeOfferHref("/local/x-fl", "?offer=77&redeem=1"), "/local/x-fl"],
    ["links a page with a quick view open", pageWithOfferHref("/local/x-fl", "a b"), "/local/x-fl?offer=a+b"],
    ["opens a deal", dealHref("/deals", "?offer=1", "d1"), "/deals?deal=d1"],
    ["closes a deal", closeDealHref("/search", "?term=pizza&deal=d1"), "/search?term=pizza"],
    ["opens a deal's certificate", dealCertificateHref("/deals", "?cpncode=x", "d1"), "/deals?deal=d1&redeem=1"],
    ["closes only a deal's certificate", closeRedeemHref("/deals", "?deal=d1&redeem=1"), "/deals?deal=d1"],
    ["closes a deal and its certificate", closeDealHref("/deals", "?deal=d1&redeem=1"), "/deals"],
    ["opens a coupon code", couponOfferHref("/coupon-codes", "", "sdc_x_1_2_3"), "/coupon-codes?cpncode=sdc_x_1_2_3"],
    [
      "opens a coupon code, closing the other overlays",
      couponOfferHref("/pizza", "?offer=9&redeem=1&page=2", "sdc_x_1_2_3"),
      "/pizza?page=2&cpncode=sdc_x_1_2_3",
    ],
    ["replaces an open coupon code", couponOfferHref("/", "?cpncode=old", "new"), "/?cpncode=new"],
    ["closes a coupon code", closeCouponOfferHref("/search", "?term=pizza&cpncode=sdc_x_1_2_3"), "/search?term=pizza"],
    ["closes nothing on a bare path", closeCouponOfferHref("/", ""), "/"],
    [
      "opens the location dialog",
      locationDialogHref("/advertise/careers", "?a=1", "deals"),
      "/advertise/careers?a=1&location=deals",
    ],
    ["closes the location dialog", closeLocationDialogHref("/local", "?location=coupons"), "/local"],
    [
      "closes the location dialog and the places it listed",
      closeLocationDialogHref("/local", "?sort=newest&location=coupons&place=Portland"),
      "/local?sort=newest",
    ],
    [
      "opens the location dialog afresh, without the places listed before",
      locationDialogHref("/", "?location=change&place=Portland", "coupons"),
      "/?location=coupons",
    ],
    [
      "lists the places a name matches in the dialog over the page the form was sent from",
      placeChoiceHref("/careers/our-teams?offer=9", "coupons", "Saint Paul"),
      "/careers/our-teams?location=coupons&place=Saint+Paul",
    ],
  ])("%s", (_name, actual, expected) => expect(actual).toBe(expected));
});

describe("isCanonicalPage", () => {
  it.each([
    ["", true],
    ["?page=2", true],
    ["?page=1234&location=change", true],
    ["?page=1", false],
    ["?page=02", false],
    ["?page=0", false],
    ["?page=x", false],
    ["?page=2&page=3", false],
    ["?page=12345", false],
  ])("%j → %s", (search, canonical) => {
    expect(isCanonicalPage(search)).toBe(canonical);
  });
});

describe("readOverlayState", () => {
  it.each([
    [
      "",
      {
        offerId: null,
        redeem: false,
        dealId: null,
        cpncode: null,
        locationIntent: null,
        locationAsked: false,
        placeName: null,
      },
    ],
    [
      "?offer=7&redeem=1",
      {
        offerId: "7",
        redeem: true,
        dealId: null,
        cpncode: null,
        locationIntent: null,
        locationAsked: false,
        placeName: null,
      },
    ],
    [
      "?offer=&redeem=yes&deal=d&cpncode=c",
      {
        offerId: null,
        redeem: false,
        dealId: "d",
        cpncode: "c",
        locationIntent: null,
        locationAsked: false,
        placeName: null,
      },
    ],
    [
      "?location=deals",
      {
        offerId: null,
        redeem: false,
        dealId: null,
        cpncode: null,
        locationIntent: "deals",
        locationAsked: true,
        placeName: null,
      },
    ],
    [
      "?location=%3Cscript%3E",
      {
        offerId: null,
        redeem: false,
        dealId: null,
        cpncode: null,
        locationIntent: null,
        locationAsked: true,
        placeName: null,
      },
    ],
    [
      "?location=coupons&place=Portland",
      {
        offerId: null,
        redeem: false,
        dealId: null,
        cpncode: null,
        locationIntent: "coupons",
        locationAsked: true,
        placeName: "Portland",
      },
    ],
    [
      "?place=Portland",
      {
        offerId: null,
        redeem: false,
        dealId: null,
        cpncode: null,
        locationIntent: null,
        locationAsked: false,
        placeName: null,
      },
    ],
  ])("reads %j", (search, expected) => expect(readOverlayState(search)).toEqual(expected));
});

describe("readPage", () => {
  it.each([
    ["", 1],
    ["?page=3", 3],
    ["?page=0", 1],
    ["?page=-2", 1],
    ["?page=2.5", 1],
    ["?page=99999", 1],
    ["?page=abc", 1],
  ])("reads %j as page %i", (search, expected) => expect(readPage(search)).toBe(expected));
});

describe("pageHref", () => {
  it.each([
    ["/blog", "", 2, "/blog?page=2"],
    ["/blog", "?page=3", 1, "/blog"],
    ["/blog", "?page=3&offer=7", 4, "/blog?page=4"],
    ["/blog", "?sort=new&page=2", 3, "/blog?sort=new&page=3"],
    ["/blog", "", 0, "/blog"],
    ["/blog", "", Number.NaN, "/blog"],
  ])("%s%s to page %d → %s", (pathname, search, page, expected) =>
    expect(pageHref(pathname, search, page)).toBe(expected),
  );
});

describe("what overlays mean for data", () => {
  it.each([
    ["http://s/local/x-fl", "http://s/local/x-fl?offer=1", true],
    ["http://s/local/x-fl?offer=1", "http://s/local/x-fl?offer=1&redeem=1", true],
    ["http://s/coupon-codes?cpncode=a&b=1", "http://s/coupon-codes?b=1&cpncode=c", true],
    ["http://s/deals", "http://s/deals?deal=9&location=deals", true],
    ["http://s/local/x-fl?store=1", "http://s/local/x-fl?store=2", false],
    ["http://s/local/x-fl", "http://s/local/x-fl/shops", false],
    ["http://s/search?term=a", "http://s/search?term=b&cpncode=a", false],
  ])("%s → %s only overlays: %s", (from, to, expected) => {
    expect(onlyOverlayChanged(new URL(from), new URL(to))).toBe(expected);
  });

  it("drops overlay parameters and sorts the rest", () => {
    expect(searchWithoutOverlays("?store=5&offer=1&a=2&location=change")).toBe("a=2&store=5");
  });

  const args = (from: string, to: string, formMethod?: string, actionStatus?: number) => ({
    currentUrl: new URL(from, "http://s"),
    nextUrl: new URL(to, "http://s"),
    formMethod,
    actionStatus,
    defaultShouldRevalidate: true,
  });
  it.each([
    ["opening an offer", args("/local/x", "/local/x?offer=1"), false],
    ["closing a deal", args("/deals?deal=1", "/deals"), false],
    ["another page", args("/local/x", "/local/y"), true],
    ["a location form post", args("/local/x", "/local/x?offer=1", "POST"), true],
    ["a location form post answered", args("/local/x", "/local/x", "POST", 200), true],
    ["a post refused by a busy site", args("/local/x", "/local/x", "POST", 503), false],
    ["a post a device offline never sent", args("/request-envelope", "/request-envelope", "POST", 503), false],
    ["a post its action turned down", args("/local/x", "/local/x", "POST", 400), false],
  ])("overlay policy on %s → %s", (_name, input, expected) => {
    expect(revalidateUnlessOnlyOverlayChanged(input)).toBe(expected);
  });
  it.each([
    ["another promotion", args("/pizza", "/tacos"), false],
    ["a location form post", args("/pizza", "/pizza", "POST"), true],
    ["a GET form", args("/pizza", "/search?term=abc", "GET"), false],
    ["a location post refused", args("/pizza", "/pizza", "POST", 429), false],
  ])("keep-alive policy on %s → %s", (_name, input, expected) => {
    expect(revalidateOnlyOnFormPost(input)).toBe(expected);
  });
});

describe("carriesRedeem", () => {
  it.each([
    ["?offer=1&redeem=1", true],
    ["?redeem=", true],
    ["?redeem=0", true],
    [new URLSearchParams("deal=4&redeem=1"), true],
    ["?offer=1", false],
    ["", false],
    ["?Redeem=1", false],
  ] as const)("reads %j as %j", (search, expected) => expect(carriesRedeem(search)).toBe(expected));
});

describe("the one URL of a list's page and order", () => {
  it("leaves a URL its own links write as it is", () => {
    for (const search of ["", "?page=2", "?sort=newest&page=12", "?offer=7004252&page=3", "?sort=ending-soon"])
      expect(canonicalListHref("/local/tampa-fl", search, true)).toBeNull();
  });

  it("sends every other spelling of a page or an order to the one URL its links write, and that URL is its own", () => {
    const spelling = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.integer({ min: -5, max: 99_999 }).map(String),
      fc.integer({ min: 0, max: 50 }).map((n) => `0${n}`),
    );
    const query = fc
      .tuple(
        fc.array(spelling, { maxLength: 2 }),
        fc.array(fc.oneof(spelling, fc.constantFrom(...LISTING_SORTS)), { maxLength: 2 }),
      )
      .map(([pages, sorts]) => {
        const params = new URLSearchParams();
        for (const page of pages) params.append("page", page);
        for (const sort of sorts) params.append("sort", sort);
        return `?${params}`;
      });
    fc.assert(
      fc.property(query, (search) => {
        const to = canonicalListHref("/local/tampa-fl", search, true);
        const params = new URLSearchParams(search);
        const written = isCanonicalPage(params) && isCanonicalListingSort(params);
        expect(to === null).toBe(written);
        if (to === null) return;
        const target = new URL(to, "http://x");
        expect(canonicalListHref(target.pathname, target.search, true)).toBeNull();
        expect(readPage(target.search)).toBe(readPage(search));
        expect(readListingSort(target.search)).toBe(readListingSort(search));
      }),
    );
  });
});

describe("the dialog parameters as the site's links write them", () => {
  it.each([
    "",
    "?offer=7004252",
    "?deal=83031",
    "?cpncode=sdc_toys-games_1_30999_10279_0",
    "?location=change&place=Portland",
    "?offer=7&redeem=1",
  ])("%s is written as links write it", (search) => expect(isCanonicalOverlayState(search)).toBe(true));

  it.each([
    "?offer=7&offer=8",
    "?location=zz1",
    "?place=Portland",
    "?location=change&place=",
    "?deal=%3Cscript%3E",
    "?cpncode=",
    `?offer=${"9".repeat(200)}`,
  ])("%s is not", (search) => expect(isCanonicalOverlayState(search)).toBe(false));
});
