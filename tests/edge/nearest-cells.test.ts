// A city's own page lists each visitor's own nearest storefronts on its first page (decision 049): the edge keys it on
// the cookie's city, state and the cell of its point (hundredths of a degree), so two visitors of one cell share one
// entry and a visitor of another cell gets their own; the page holds neither visitor's ZIP nor point, and the site's
// key (edgePageGeo) is the edge's.
import { describe, expect, it } from "vitest";
import { distanceMiles } from "../../app/models/distance";
import { decodeHtmlEntities } from "../../app/models/html-entities";
import { edgePageGeo } from "../../app/models/location-cookie-area";
import { readLocationCookieHeader } from "../../app/models/location-cookie-header";
import { TEST_PORTS, cookieValue, ownEntry, useTestEdge } from "./support";

const edge = useTestEdge();
const { get, rawRequest } = edge;

// Houston's south-east, 24 miles from the city's centre, where the centre's listings hold none of its own nearest
// storefronts. A point of the same cell ("Use Current"), and the next ZIP west, in another cell.
const CLEAR_LAKE = { city: "Houston", state: "TX", zip: "77058", lat: 29.5716, lng: -95.0998 };
const SAME_CELL = { ...CLEAR_LAKE, lat: 29.5762, lng: -95.0931 };
const OTHER_CELL = { city: "Houston", state: "TX", zip: "77062", lat: 29.5721, lng: -95.1303 };

/** The name of a visitor's own nearest storefront: the listing feed asked at their point, as SPEC §7 asks it. */
async function nearestStorefrontOf(place: typeof CLEAR_LAKE): Promise<string> {
  const point = `${place.lat.toFixed(2)},${place.lng.toFixed(2)}`;
  const answer = await fetch(
    `http://127.0.0.1:${TEST_PORTS.CATALOG_PORT}/coupon-feed/${point}/listings/location-based`,
    { headers: { "X-Auth-Token": "valuvo-dev-auth" } },
  );
  const listings = (await answer.json()) as {
    businessName: string;
    location: { latitude: number; longitude: number } | null;
  }[];
  const [nearest] = listings
    .filter((l) => l.location)
    .map((l) => ({
      name: l.businessName,
      miles: distanceMiles(place, { lat: l.location!.latitude, lng: l.location!.longitude }),
    }))
    .sort((a, b) => a.miles - b.miles);
  if (!nearest) throw new Error(`the feed lists no storefront at ${point}`);
  return decodeHtmlEntities(nearest.name);
}
const cookieOf = (place: typeof CLEAR_LAKE) => `vp_local_geo=${cookieValue(place)}`;

function expectNothingOf(place: typeof CLEAR_LAKE, body: string) {
  expect(body, "the visitor's ZIP").not.toMatch(new RegExp(`\\\\?"${place.zip}\\\\?"`));
  for (const coordinate of [place.lat, place.lng]) {
    const number = String(coordinate).replace(".", "\\.");
    expect(body, "the visitor's point").not.toMatch(new RegExp(`(?<![0-9.])${number}(?![0-9])`));
  }
}

describe("a city's own page, shared by the cell of the visitor's point", () => {
  it("is one entry for two visitors of one cell and another for a visitor of another cell", async () => {
    const path = ownEntry("/local/houston-tx", "cells");
    const first = await get(path, { cookie: cookieOf(CLEAR_LAKE) });
    const neighbour = await get(path, { cookie: cookieOf(SAME_CELL) });
    const across = await get(path, { cookie: cookieOf(OTHER_CELL) });
    for (const answer of [first, neighbour, across]) {
      expect(answer.status).toBe(200);
      expect(answer.cacheControl).toMatch(/^public/);
      expect(answer.setCookies).toEqual([]);
    }
    expect(first.cacheStatus).toBe("MISS");
    expect(neighbour.cacheStatus, "the same cell's page came from the cache").toBe("HIT");
    expect(neighbour.body).toBe(first.body);
    expect(across.cacheStatus, "another cell's page is its own").toBe("MISS");
    expect(across.body).not.toBe(first.body);
    // Their own nearest storefront on the first page, which holds nothing of either visitor's own place.
    expect(decodeHtmlEntities(first.body)).toContain(await nearestStorefrontOf(CLEAR_LAKE));
    expectNothingOf(CLEAR_LAKE, first.body);
    expectNothingOf(SAME_CELL, first.body);
    // Its data for the client's router (the next page, a return) is keyed the same way.
    const data = await get(ownEntry("/local/houston-tx.data", "cells"), { cookie: cookieOf(CLEAR_LAKE) });
    const dataNeighbour = await get(ownEntry("/local/houston-tx.data", "cells"), { cookie: cookieOf(SAME_CELL) });
    const dataAcross = await get(ownEntry("/local/houston-tx.data", "cells"), { cookie: cookieOf(OTHER_CELL) });
    expect(data.status).toBe(200);
    expect(dataNeighbour.cacheStatus).toBe("HIT");
    expect(dataAcross.cacheStatus).toBe("MISS");
  });

  it("shares exactly as the site's rule says: the edge's key and the site's agree", async () => {
    const headers = [
      cookieOf(CLEAR_LAKE),
      cookieOf(SAME_CELL),
      cookieOf(OTHER_CELL),
      `vp_local_geo="${cookieValue(CLEAR_LAKE)}"`,
      `${cookieOf(SAME_CELL)}; _ga=GA1.1.5`,
      cookieOf({ city: "Tampa", state: "FL", zip: "33602", lat: 27.9614, lng: -82.4597 }),
    ];
    for (const base of ["/local/houston-tx", "/local/houston-tx/restaurants"]) {
      const path = ownEntry(base, "agree-48");
      const seen = new Set<string>();
      for (const header of headers) {
        const key = edgePageGeo(new URL(path, "http://x").pathname, readLocationCookieHeader(header));
        const answer = await rawRequest(path, { headers: { Cookie: header } });
        expect(answer.status, `${path} ${header}`).toBe(200);
        expect(answer.headers["x-cache-status"], `${path} ${header}`).toBe(seen.has(key) ? "HIT" : "MISS");
        seen.add(key);
      }
      // The city's page: three cells, the quoted spelling and Tampa's; a category: Houston's, the quoted and Tampa's.
      expect(seen.size, path).toBe(base === "/local/houston-tx" ? 4 : 3);
    }
  });
});
