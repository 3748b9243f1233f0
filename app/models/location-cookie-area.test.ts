import { serialize } from "cookie";
import { describe, expect, it } from "vitest";
import { serializeLocation } from "./location";
import {
  edgeNeverCachesFor,
  edgePageGeo,
  isAreaKeyedPath,
  isCellKeyedPath,
  locationCookieArea,
  locationCookieCell,
} from "./location-cookie-area";
import { readLocationCookieHeader } from "./location-cookie-header";

/** The value as the site writes it (serializeLocation, percent-encoded by the `cookie` package). */
const written = (city: string, state: string, zip: string, lat: number, lng: number) =>
  serialize("vp_local_geo", serializeLocation({ city, state, zip, coords: { lat, lng } })).split("=")[1]!;

describe("the area of a location cookie (decision 040)", () => {
  it("is the city and state of a value as the site writes it, whatever its ZIP and point", () => {
    const a = written("Saint Petersburg", "FL", "33701", 27.7724, -82.6386);
    const b = written("Saint Petersburg", "FL", "33713", 27.789, -82.6774);
    expect(locationCookieArea(a)).not.toBeNull();
    expect(locationCookieArea(a)).toBe(locationCookieArea(b));
    expect(locationCookieArea(written("Tampa", "FL", "33602", 27.95, -82.46))).not.toBe(locationCookieArea(a));
    expect(locationCookieArea(written("Coeur d'Alene", "ID", "", 47.68, -116.78))).toContain("Coeur%20d'Alene");
  });

  it("is null for every other spelling, which then keys on the whole value", () => {
    const a = written("Tampa", "FL", "33602", 27.95, -82.46);
    const twice = a.replace("%7D%7D", "%7D%2C%22city%22%3A%22Miami%22%7D");
    const quoted = `"${a}"`;
    for (const raw of [
      twice,
      quoted,
      a.toLowerCase(),
      a.replace("Tampa", "Tam%70a"),
      `${a}x`,
      written("Tampa", "fl", "33602", 27.95, -82.46),
      written("Tampa", "FL", "33602", 1e-7, -82.46),
      written("Tampa", "FL", "3360", 27.95, -82.46),
    ]) {
      expect(locationCookieArea(raw), raw).toBeNull();
    }
  });

  it("applies to /local/ paths and their data only", () => {
    expect(isAreaKeyedPath("/local/tampa-fl")).toBe(true);
    expect(isAreaKeyedPath("/local/tampa-fl/food")).toBe(true);
    expect(isAreaKeyedPath("/local/tampa-fl.data")).toBe(true);
    expect(isAreaKeyedPath("/")).toBe(false);
    expect(isAreaKeyedPath("/local")).toBe(false);
    expect(isAreaKeyedPath("/deals")).toBe(false);
  });

  it("gives the edge's key: ambiguous never shared, the area on /local/ (a city's own page: and the cell), the whole value elsewhere", () => {
    const a = written("Tampa", "FL", "33602", 27.95, -82.46);
    const reading = readLocationCookieHeader(`vp_local_geo=${a}`);
    expect(edgePageGeo("/local/tampa-fl/restaurants", reading)).toBe(`=${locationCookieArea(a)}`);
    expect(edgePageGeo("/local/tampa-fl", reading)).toBe(`=${locationCookieArea(a)}@27.95,-82.46`);
    expect(edgePageGeo("/deals", reading)).toBe(`=${a}`);
    expect(edgePageGeo("/local/tampa-fl", readLocationCookieHeader(`VP_LOCAL_GEO=${a}`))).toBe("!");
    expect(edgePageGeo("/local/tampa-fl", readLocationCookieHeader("a=1"))).toBe("");
    // A value in characters the site never writes (the key is read up to its first `|`) is ambiguous there.
    expect(edgePageGeo("/deals", { kind: "present", raw: "Q1|geo" })).toBe("!");
  });

  it("is one entry for every visitor on what no location changes: the sitemaps, robots.txt, the router's manifest", () => {
    const reading = readLocationCookieHeader(`vp_local_geo=${written("Tampa", "FL", "33602", 27.95, -82.46)}`);
    for (const path of ["/sitemap.xml", "/sitemaps/fl.xml", "/robots.txt", "/__manifest"]) {
      expect(edgePageGeo(path, reading), path).toBe("");
      expect(edgePageGeo(path, readLocationCookieHeader("VP_LOCAL_GEO=1")), path).toBe("");
    }
  });

  it("is never cached at the edge when ambiguous, nor on the first visit to / without one", () => {
    const reading = readLocationCookieHeader(`vp_local_geo=${written("Tampa", "FL", "33602", 27.95, -82.46)}`);
    expect(edgeNeverCachesFor("/", reading)).toBe(false);
    expect(edgeNeverCachesFor("/", readLocationCookieHeader("a=1"))).toBe(true);
    expect(edgeNeverCachesFor("/_root.data", readLocationCookieHeader(""))).toBe(true);
    expect(edgeNeverCachesFor("/deals", readLocationCookieHeader("a=1"))).toBe(false);
    expect(edgeNeverCachesFor("/deals", readLocationCookieHeader("vp_local_geo=1; VP_LOCAL_GEO=2"))).toBe(true);
  });
});
describe("the cell of a location cookie (decision 049)", () => {
  it("is the point truncated to hundredths, as its text spells it, on a canonical value", () => {
    expect(locationCookieCell(written("Houston", "TX", "77089", 29.5938, -95.2213))).toEqual({
      lat: "29.59",
      lng: "-95.22",
    });
    expect(locationCookieCell(written("Houston", "TX", "", 29.5, -95))).toEqual({ lat: "29.5", lng: "-95" });
    expect(locationCookieCell(written("Houston", "TX", "", 29.123456789012, -95.1))).toEqual({
      lat: "29.12",
      lng: "-95.1",
    });
  });

  it("reads exactly the values the area reads: the same language", () => {
    const a = written("Tampa", "FL", "33602", 27.95, -82.46);
    for (const raw of [
      a,
      a.replace("27.95", "1234.5"),
      a.replace("27.95", "27.1234567890123456"),
      a.replace("27.95", "27."),
      a.replace("27.95", "-27.9512"),
      a.replace("-82.46", "82"),
      `${a}x`,
      `"${a}"`,
      written("Tampa", "FL", "33602", 1e-7, -82.46),
    ]) {
      expect(locationCookieCell(raw) !== null, raw).toBe(locationCookieArea(raw) !== null);
    }
  });

  it("keys a city's own page (and its data) on the area and the cell; its other pages on the area", () => {
    const a = written("Houston", "TX", "77089", 29.5938, -95.2213);
    const b = written("Houston", "TX", "77089", 29.5999, -95.2201);
    const c = written("Houston", "TX", "77034", 29.6365, -95.2216);
    const key = (path: string, raw: string) => edgePageGeo(path, readLocationCookieHeader(`vp_local_geo=${raw}`));
    expect(key("/local/houston-tx", a)).toBe(`=${locationCookieArea(a)}@29.59,-95.22`);
    expect(key("/local/houston-tx", a)).toBe(key("/local/houston-tx", b));
    expect(key("/local/houston-tx.data", a)).toBe(key("/local/houston-tx", a));
    expect(key("/local/houston-tx", a)).not.toBe(key("/local/houston-tx", c));
    expect(key("/local/houston-tx/food-dining", a)).toBe(key("/local/houston-tx/food-dining", c));
    expect(key("/local/cities", a)).toBe(key("/local/cities", c));
    expect(isCellKeyedPath("/local/houston-tx")).toBe(true);
    expect(isCellKeyedPath("/local/businesses")).toBe(false);
    expect(isCellKeyedPath("/local/houston-tx/food-dining")).toBe(false);
  });
});
