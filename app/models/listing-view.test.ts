import {
  firstPageSizes,
  groupPage,
  LISTINGS_PER_PAGE,
  listingPageLinks,
  MAX_CARDS_PER_PAGE,
  MAX_FIRST_PAGE_LEAD,
  MIN_FIRST_PAGE_SERVING,
  moreCouponsAnnouncement,
  pageCountOf,
} from "./listing-paging";
import { findOfferView, listingViews, openingHoursText, toBusinessView, toListingView } from "./listing-view";
import type { BusinessProfile, ListingLocation, LocalListing, Offer } from "./local-listing";

const offer = (offerId: string, extra: Partial<Offer> = {}): Offer => ({
  offerId,
  title: `Offer ${offerId}`,
  disclaimers: "One per visit.",
  displayExpiration: true,
  offerExpirationDate: "2027-12-15",
  redemptionImageFound: false,
  redemptionImageFileName: "https://img.example/unused.png",
  ...extra,
});

const store: ListingLocation = {
  id: 5,
  latitude: 27.77,
  longitude: -82.64,
  addressLine1: "1 Main St",
  addressLine2: "",
  addressLine3: "Saint Petersburg, FL 33701",
  phone: "(727) 555-0100",
  singleLineAddress: "1 Main St, Saint Petersburg, FL 33701",
  addressDescription: "Downtown",
};

const listing = (uid: string, extra: Partial<LocalListing> = {}): LocalListing => ({
  componentUID: uid,
  businessName: `Business ${uid}`,
  businessProfileId: 10,
  configId: 20,
  configDetailId: 21,
  configDetailValidForId: 22,
  orgIds: [1, 2],
  logoURL: "https://img.example/logo.png",
  offerURL: "https://shop.example/",
  bppUrl: "https://old.example/bpp",
  naicDescription: "Offices of Dentists",
  categoryId: 108,
  printable: true,
  serviceBusiness: false,
  service: null,
  location: store,
  userLocation: { latitude: 27.7, longitude: -82.6 },
  distance: 1.2,
  otherAvailableLocations: 3,
  franchiseId: 4,
  franchisePhone: "(727) 555-0199",
  owner: "owner",
  listingType: "valuvo",
  offers: [offer("a"), offer("b"), offer("c")],
  expiry: null,
  ...extra,
});

describe("toListingView", () => {
  it("marks the featured organisation's listing, and no other", () => {
    expect(toListingView(listing("1", { orgIds: [739912] })).featured).toBe(true);
    expect(toListingView(listing("1"))).not.toHaveProperty("featured");
  });

  it("names the trade as the site presented it, else by the upstream's industry label", () => {
    expect(toListingView(listing("1", { categoryName: "Dentist" })).categoryName).toBe("Dentist");
    expect(toListingView(listing("1")).categoryName).toBe("Offices of Dentists");
  });

  it("keeps what a card and its dialogs show and drops the rest of the upstream record", () => {
    expect(toListingView(listing("1"))).toEqual({
      businessName: "Business 1",
      businessProfileId: 10,
      configId: 20,
      logoURL: "https://img.example/logo.png",
      offerURL: "",
      categoryName: "Offices of Dentists",
      printable: true,
      distance: 1.2,
      location: {
        id: 5,
        addressLine1: "1 Main St",
        addressLine2: "",
        addressLine3: "Saint Petersburg, FL 33701",
        phone: "(727) 555-0100",
        latitude: 27.77,
        longitude: -82.64,
      },
      service: null,
      offers: [
        {
          offerId: "a",
          title: "Offer a",
          disclaimers: "One per visit.",
          displayExpiration: true,
          offerExpirationDate: "2027-12-15",
          redemptionImageFileName: null,
        },
      ],
      offerCount: 3,
    });
  });

  it.each([
    ["the first offer", "first" as const, ["a"]],
    ["every offer", "all" as const, ["a", "b", "c"]],
    ["the offer asked for", { offerId: "c" }, ["c"]],
    ["nothing for an offer it does not have", { offerId: "z" }, []],
  ])("keeps %s", (_, which, ids) => {
    expect(toListingView(listing("1"), which).offers.map((o) => o.offerId)).toEqual(ids);
  });

  it.each([
    ["keeps the website of a listing that cannot be printed", { printable: false }, "https://shop.example/"],
    ["drops the website of a printable listing (its button prints)", { printable: true }, ""],
  ])("%s", (_, extra, expected) => expect(toListingView(listing("1", extra)).offerURL).toBe(expected));

  it("keeps a redemption image only when the upstream found one", () => {
    const view = toListingView(listing("1", { offers: [offer("a", { redemptionImageFound: true })] }));
    expect(view.offers[0]?.redemptionImageFileName).toBe("https://img.example/unused.png");
  });

  it("keeps a service business's id and phone, and no storefront", () => {
    const view = toListingView(listing("1", { location: null, service: { id: 9, phone: "(727) 555-0142" } }));
    expect(view).toMatchObject({ location: null, service: { id: 9, phone: "(727) 555-0142" } });
  });
});

describe("listingViews", () => {
  it("maps a list once and answers the same views for the same list", () => {
    const list = [listing("1"), listing("2")];
    const first = listingViews(list);
    expect(first.map((view) => view.businessName)).toEqual(["Business 1", "Business 2"]);
    expect(listingViews(list)).toBe(first);
    expect(listingViews([...list])).not.toBe(first);
  });
});

describe("findOfferView", () => {
  const lists = [[listing("1")], [listing("2", { offers: [offer("x"), offer("y")] })]];
  it.each([
    ["a first offer", "a", "1"],
    ["an offer after a listing's first, in the second list", "y", "2"],
  ])("finds %s with its listing holding that offer only", (_, offerId, uid) => {
    const found = findOfferView(lists, offerId);
    expect(found?.listing.businessName).toBe(`Business ${uid}`);
    expect(found?.offer.offerId).toBe(offerId);
    expect(found?.listing.offers.map((o) => o.offerId)).toEqual([offerId]);
  });
  it.each([[null], ["nope"]])("answers null for %j", (offerId) => expect(findOfferView(lists, offerId)).toBeNull());
});

describe("toBusinessView", () => {
  it("keeps every offer, the store's coordinates for JSON-LD and each store's link fields", () => {
    const profile: BusinessProfile = {
      ...listing("1"),
      description: "Wood-fired pizza.",
      openingHours: [{ dayOfWeek: ["Monday"], opens: "11:00", closes: "21:00" }],
      priceRange: "$$",
      websiteURL: "https://pizza.example/",
      locations: [store, { ...store, id: 6, singleLineAddress: "2 Side St" }],
    };
    const view = toBusinessView(profile);
    expect(view.offers).toHaveLength(3);
    expect(view.location).toMatchObject({ id: 5, latitude: 27.77, longitude: -82.64 });
    expect(view.locations).toEqual([
      { id: 5, singleLineAddress: "1 Main St, Saint Petersburg, FL 33701", phone: "(727) 555-0100" },
      { id: 6, singleLineAddress: "2 Side St", phone: "(727) 555-0100" },
    ]);
    expect(view).toMatchObject({ description: "Wood-fired pizza.", websiteURL: "https://pizza.example/" });
    expect(view).not.toHaveProperty("userLocation");
  });
});

describe("paging", () => {
  it.each([
    [[0, 0], 1],
    [[20, 3], 1],
    [[21, 3], 2],
    [[100, 30], 5],
    [[10, 49], 3],
  ])("groups of %j make %i pages of 20", (sizes, pages) => expect(pageCountOf(sizes)).toBe(pages));

  const items = Array.from({ length: 50 }, (_, i) => i);
  it.each([
    [1, 0, 20, true],
    [2, 20, 20, true],
    [3, 40, 10, false],
    [4, undefined, 0, false],
  ])("page %i starts at item %j with %i items, more after: %j", (page, firstItem, count, hasMore) => {
    const result = groupPage(items, page);
    expect(result.items[0]).toBe(firstItem);
    expect(result.items).toHaveLength(count);
    expect(result.hasMore).toBe(hasMore);
    expect(result.total).toBe(50);
  });

  it.each([
    [1, 0, 33, true],
    [2, 33, 17, false],
  ])(
    "with a first page holding 33 (a visitor's own nearest), page %i starts at item %j with %i items",
    (page, firstItem, count, hasMore) => {
      const result = groupPage(items, page, 20, 33);
      expect(result.items[0]).toBe(firstItem);
      expect(result.items).toHaveLength(count);
      expect(result.hasMore).toBe(hasMore);
      expect(pageCountOf([{ size: 50, firstPage: 33 }, 10])).toBe(2);
      expect(pageCountOf([{ size: 30, firstPage: 33 }])).toBe(1);
      expect(pageCountOf([{ size: 0, firstPage: 33 }])).toBe(1);
      expect(pageCountOf([{ size: 41, firstPage: 12 }])).toBe(3);
    },
  );

  it.each([0, 12, 20, 33, MAX_FIRST_PAGE_LEAD, 80])(
    "a first page leading with %i of a visitor's own nearest holds no more cards than the link budget allows",
    (lead) => {
      const first = firstPageSizes(lead);
      expect(first.visit).toBe(Math.max(LISTINGS_PER_PAGE, Math.min(lead, MAX_FIRST_PAGE_LEAD)));
      expect(first.visit + first.serving).toBeLessThanOrEqual(Math.max(MAX_CARDS_PER_PAGE, 2 * LISTINGS_PER_PAGE));
      expect(first.serving).toBeGreaterThanOrEqual(MIN_FIRST_PAGE_SERVING);
      expect(first.serving).toBeLessThanOrEqual(LISTINGS_PER_PAGE);
    },
  );

  it("a second group shortened on the first page goes on from where it stopped", () => {
    const { serving } = firstPageSizes(MAX_FIRST_PAGE_LEAD);
    expect(groupPage(items, 1, 20, serving).items).toEqual(items.slice(0, serving));
    expect(groupPage(items, 2, 20, serving).items).toEqual(items.slice(serving, serving + 20));
    expect(pageCountOf([{ size: 50, firstPage: serving }])).toBe(1 + Math.ceil((50 - serving) / 20));
  });

  it.each([
    [1, 3, { canonical: "/local/x-fl", prev: null, next: "/local/x-fl?page=2" }],
    [2, 3, { canonical: "/local/x-fl?page=2", prev: "/local/x-fl", next: "/local/x-fl?page=3" }],
    [3, 3, { canonical: "/local/x-fl?page=3", prev: "/local/x-fl?page=2", next: null }],
    [1, 1, { canonical: "/local/x-fl", prev: null, next: null }],
  ])("page %i of %i links to itself and its neighbours", (page, count, links) => {
    expect(listingPageLinks("/local/x-fl", page, count)).toEqual(links);
  });

  it.each([
    [24, 48, 100, "24 more coupons shown, 48 of 100."],
    [1, 25, 25, "1 more coupon shown, 25 of 25."],
  ])("announces %i added", (added, shown, total, text) =>
    expect(moreCouponsAnnouncement(added, shown, total)).toBe(text),
  );
});

describe("openingHoursText", () => {
  it("writes runs of days and 12-hour times", () => {
    expect(
      openingHoursText([
        { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:30", closes: "18:00" },
        { dayOfWeek: ["Saturday", "Sunday"], opens: "12:00", closes: "00:00" },
        { dayOfWeek: ["Monday", "Wednesday"], opens: "09:00", closes: "12:15" },
      ]),
    ).toBe("Mon–Fri 7:30 AM–6 PM; Sat–Sun 12 PM–12 AM; Mon, Wed 9 AM–12:15 PM");
    expect(openingHoursText([])).toBeNull();
  });
});
