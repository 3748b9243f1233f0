import { MAX_FIRST_PAGE_LEAD } from "./listing-paging";
import { cellCorners, cellHolds, cellLeadCount, cellOrigin, cellReach, milesBetween } from "./nearest-cell";

const at = (lat: number, lng: number) => ({ location: { latitude: lat, longitude: lng } });

/** `count` storefronts due north of a point, `stepDegrees` of latitude apart, then 20 far ones (beyond any cell's bound). */
const storefrontsNorthOf = (centre: { lat: number; lng: number }, count: number, stepDegrees: number) => [
  ...Array.from({ length: count }, (_, i) => at(centre.lat + stepDegrees * (i + 1), centre.lng)),
  ...Array.from({ length: 20 }, (_, i) => at(30.2 + i * 0.001, -95.22)),
];

describe("a cell of visitors' points (decision 049)", () => {
  it("runs from its texts away from zero, under a mile across", () => {
    const cell = { lat: "29.59", lng: "-95.22" };
    expect(cellCorners(cell)).toEqual([
      { lat: 29.59, lng: -95.22 },
      { lat: 29.59, lng: -95.23 },
      { lat: 29.6, lng: -95.22 },
      { lat: 29.6, lng: -95.23 },
    ]);
    expect(cellHolds(cell, { lat: 29.5938, lng: -95.2213 })).toBe(true);
    expect(cellHolds(cell, { lat: 29.5938, lng: -95.2313 })).toBe(false);
    expect(cellOrigin(cell)).toEqual({ lat: 29.595, lng: -95.225 });
    expect(cellReach(cell)).toBeGreaterThan(0.4);
    expect(cellReach(cell)).toBeLessThan(0.5);
  });

  it("leads with every storefront some point of the cell has among its 10 nearest", () => {
    const cell = { lat: "29.59", lng: "-95.22" };
    // Storefronts due north of the centre, one every quarter mile (0.003625° of latitude), then far ones.
    const centre = cellOrigin(cell);
    const listings = storefrontsNorthOf(centre, 30, 0.003625);
    const lead = cellLeadCount(listings, cell)!;
    const bound = milesBetween(centre, { lat: centre.lat + 0.003625 * 10, lng: centre.lng });
    const within = listings.filter(
      (l) =>
        milesBetween(centre, { lat: l.location.latitude, lng: l.location.longitude }) <=
        bound + 2 * cellReach(cell) + 0.01,
    ).length;
    expect(lead).toBe(within);
    expect(lead).toBeGreaterThan(10);
    expect(lead).toBeLessThan(30);
  });

  it("promises nothing with fewer than 10 storefronts, or when the bound reaches past what the feed answered", () => {
    const cell = { lat: "29.59", lng: "-95.22" };
    expect(
      cellLeadCount(
        Array.from({ length: 9 }, () => at(29.6, -95.22)),
        cell,
      ),
    ).toBeNull();
    // A full answer (the feed's limit) that ends inside the bound: more may lie beyond it.
    expect(
      cellLeadCount(
        Array.from({ length: 100 }, (_, i) => at(29.6 + i * 0.0001, -95.22)),
        cell,
      ),
    ).toBeNull();
    // A short answer whose 10th nearest is 29 miles away: the bound passes the feed's 30 miles.
    expect(
      cellLeadCount(
        Array.from({ length: 12 }, (_, i) => at(29.59 + 0.42 + i * 0.001, -95.22)),
        cell,
      ),
    ).toBeNull();
    // An empty answer (most often a passing fault) is the cell's own: nothing to lead with, nothing private.
    expect(cellLeadCount([], cell)).toBe(0);
    // Service businesses (no storefront) are not counted.
    expect(cellLeadCount([...Array.from({ length: 9 }, () => at(29.6, -95.22)), { location: null }], cell)).toBeNull();
  });

  it("promises nothing past the cards a first page may hold (the link budget): that cell is answered privately", () => {
    const cell = { lat: "29.59", lng: "-95.22" };
    const centre = cellOrigin(cell);
    // 60 storefronts a few metres north of the centre (a mall), then far ones: every one is within the bound.
    const dense = storefrontsNorthOf(centre, 60, 0.00001);
    expect(cellLeadCount(dense.slice(0, MAX_FIRST_PAGE_LEAD).concat(dense.slice(60)), cell)).toBe(MAX_FIRST_PAGE_LEAD);
    expect(cellLeadCount(dense, cell)).toBeNull();
  });
});
