import { describe, expect, it } from "vitest";
import { distanceMiles } from "./distance";
import { distanceOriginText, measuredFromVisitor, parseVisitorPlaceAnswer, showsDistances } from "./visitor-distances";

const store = (name: string, lat: number, lng: number, distance: number, featured = false) => ({
  name,
  distance,
  location: { latitude: lat, longitude: lng },
  ...(featured ? { featured: true as const } : {}),
});

describe("distances from the visitor's own place (decision 040)", () => {
  const visitor = { lat: 27.8, lng: -82.7 };
  const list = [
    store("featured far", 28.2, -82.3, 30, true),
    store("near the city centre", 27.77, -82.64, 0.1),
    store("near the visitor", 27.801, -82.701, 3.5),
  ];

  it("measures each store again (great-circle miles, one decimal) and puts the list nearest first, featured first", () => {
    const measured = measuredFromVisitor(list, visitor, "nearest-first");
    expect(measured.map((listing) => listing.name)).toEqual([
      "featured far",
      "near the visitor",
      "near the city centre",
    ]);
    expect(measured[1]!.distance).toBe(distanceMiles(visitor, { lat: 27.801, lng: -82.701 }));
    expect(measured[1]!.distance).toBe(0.1);
    expect(measured[2]!.distance).toBe(4.2);
  });

  it("keeps an order the shopper chose, and a service business without a storefront as it was", () => {
    const service = { name: "service", distance: null, location: null };
    const measured = measuredFromVisitor([...list, service], visitor, "kept");
    expect(measured.map((listing) => listing.name)).toEqual([
      "featured far",
      "near the city centre",
      "near the visitor",
      "service",
    ]);
    expect(measured[3]).toBe(service);
  });

  it("reads only a real place from the private answer", () => {
    expect(
      parseVisitorPlaceAnswer({ place: { label: "Tampa, FL", zip: "33602", coords: { lat: 27.9, lng: -82.4 } } }),
    ).toEqual({ label: "Tampa, FL", zip: "33602", coords: { lat: 27.9, lng: -82.4 } });
    expect(parseVisitorPlaceAnswer({ place: null })).toBeNull();
    expect(parseVisitorPlaceAnswer({ place: { label: "x", zip: "1", coords: { lat: "27", lng: 1 } } })).toBeNull();
    expect(parseVisitorPlaceAnswer("nope")).toBeNull();
  });

  it("says where the distances are from", () => {
    expect(distanceOriginText({ city: "Saint Petersburg", state: "FL" }, null)).toBe(
      "Distances from the center of Saint Petersburg, FL.",
    );
    expect(
      distanceOriginText(
        { city: "Saint Petersburg", state: "FL" },
        { label: "Saint Petersburg, FL", zip: "33713", coords: visitor },
      ),
    ).toBe("Distances from your location, Saint Petersburg, FL 33713.");
  });
});

describe("where distances are measured from is said only where there are distances", () => {
  it("is said over a list with a distance, not over one with none (no coupons, or only service businesses)", () => {
    expect(showsDistances([{ distance: null }, { distance: 2.3 }])).toBe(true);
    expect(showsDistances([{ distance: 0 }])).toBe(true);
    expect(showsDistances([])).toBe(false);
    expect(showsDistances([{ distance: null }, { distance: Number.NaN }])).toBe(false);
  });
});
