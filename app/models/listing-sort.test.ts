import { describe, expect, it } from "vitest";
import { sortListings } from "./listing-sort";
import { listingSortHref, readListingSort } from "./url-state";

const listing = (id: string, offers: [offerId: string, shown: boolean, date: string][]) => ({
  id,
  offers: offers.map(([offerId, displayExpiration, offerExpirationDate]) => ({
    offerId,
    displayExpiration,
    offerExpirationDate,
  })),
});

const LIST = [
  listing("featured-far", [["120", true, "2027-06-01"]]),
  listing("near", [
    ["300", true, "2027-01-15"],
    ["90", true, "2026-12-20"],
  ]),
  listing("undated", [["500", false, "2027-01-01"]]),
  listing("soonest", [["200", true, "2026-12-18"]]),
  listing("same-day", [["100", true, "2027-01-15"]]),
];

describe("sortListings", () => {
  it("keeps the list's own order (featured first, then nearest) by default", () => {
    expect(sortListings(LIST, "distance").map((l) => l.id)).toEqual([
      "featured-far",
      "near",
      "undated",
      "soonest",
      "same-day",
    ]);
  });

  it("ending soon: by the card's headline offer's date, ties in list order, offers without a date last", () => {
    expect(sortListings(LIST, "ending-soon").map((l) => l.id)).toEqual([
      "soonest",
      "near",
      "same-day",
      "featured-far",
      "undated",
    ]);
  });

  it("newest: by the listing's latest offer", () => {
    expect(sortListings(LIST, "newest").map((l) => l.id)).toEqual([
      "undated",
      "near",
      "soonest",
      "featured-far",
      "same-day",
    ]);
  });

  it("does not change the list it is given", () => {
    const before = LIST.map((l) => l.id);
    sortListings(LIST, "newest");
    expect(LIST.map((l) => l.id)).toEqual(before);
  });
});

describe("the list's order in the URL", () => {
  it.each([
    ["", "distance"],
    ["?sort=ending-soon", "ending-soon"],
    ["?sort=newest&page=2", "newest"],
    ["?sort=cheapest", "distance"],
    ["?sort=newest&sort=ending-soon", "distance"],
  ])("reads %j as %s", (search, sort) => expect(readListingSort(search)).toBe(sort));

  it.each([
    ["?page=3&offer=9", "ending-soon", "/local/tulsa-ok?sort=ending-soon"],
    ["?sort=newest", "distance", "/local/tulsa-ok"],
    ["?sort=newest&location=change", "newest", "/local/tulsa-ok?sort=newest"],
  ] as const)("from %j, %s is its first page with every dialog closed: %s", (search, sort, href) => {
    expect(listingSortHref("/local/tulsa-ok", search, sort)).toBe(href);
  });
});
