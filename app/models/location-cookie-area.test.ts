import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serialize } from "cookie";
import { describe, expect, it } from "vitest";
import { serializeLocation } from "./location";
import {
  CELL_COOKIE_PATTERN,
  CELL_KEYED_PATH_PATTERN,
  isCellKeyedPath,
  locationCookieCell,
  AREA_COOKIE_PATTERN,
  AREA_KEYED_PATH_PATTERN,
  edgePageGeo,
  isAreaKeyedPath,
  locationCookieArea,
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

  it("gives the edge's key: ambiguous never shared, the area on /local/, the whole value elsewhere", () => {
    const a = written("Tampa", "FL", "33602", 27.95, -82.46);
    const reading = readLocationCookieHeader(`vp_local_geo=${a}`);
    expect(edgePageGeo("/local/tampa-fl/food-dining", reading)).toBe(`=${locationCookieArea(a)}`);
    expect(edgePageGeo("/deals", reading)).toBe(`=${a}`);
    expect(edgePageGeo("/local/tampa-fl", readLocationCookieHeader(`VP_LOCAL_GEO=${a}`))).toBe("!");
    expect(edgePageGeo("/local/tampa-fl", readLocationCookieHeader("a=1"))).toBe("");
  });

  it("is spelled identically in the edge's configuration", () => {
    const template = readFileSync(
      fileURLToPath(new URL("../../deploy/edge/nginx.conf.template", import.meta.url)),
      "utf8",
    );
    expect(template).toContain(`"~${AREA_COOKIE_PATTERN}" "=$area";`);
    expect(AREA_KEYED_PATH_PATTERN).toBe("^/local/");
    expect(template).toContain(`"~^=[^|]+\\|/local/" $location_area;`);
    expect(template).toContain('proxy_cache_key "geo$page_geo|$forwarded_proto:$page_target";');
    // The characters a value is read in (edgePageGeo's), `"` escaped for nginx's quoted string.
    expect(template).toContain(`vp_local_geo=(?<geo>[A-Za-z0-9%._~!'()*\\"-]*)(?:;|$)`);
    expect(edgePageGeo("/deals", { kind: "present", raw: "Q1|geo" })).toBe("!");
  });
});

describe("the cell of a location cookie (decision 048)", () => {
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

  it("is spelled identically in the edge's configuration", () => {
    const template = readFileSync(
      fileURLToPath(new URL("../../deploy/edge/nginx.conf.template", import.meta.url)),
      "utf8",
    );
    expect(template).toContain(`"~${CELL_COOKIE_PATTERN}" "=$area@$cell_lat,$cell_lng";`);
    expect(template).toContain(`"~^=[^|]+\\|${CELL_KEYED_PATH_PATTERN.slice(1)}" $location_cell;`);
  });
});
