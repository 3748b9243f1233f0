// Pages neighbours share (issue 38 §2, decision 040): on `/local/…` the edge keys on the location cookie's city and
// state, the site renders those pages from the city's own point, and each visitor's own ZIP and coordinates reach
// only their own browser (`/api/visitor-place`, private). Decision 020's rules stand: ambiguous cookies are never
// cached, and the site's rule (app/models/location-cookie-area.ts) is the edge's.
import { describe, expect, it } from "vitest";
import { edgePageGeo } from "../../app/models/location-cookie-area";
import { readLocationCookieHeader } from "../../app/models/location-cookie-header";
import { cookieValue, ownEntry, useTestEdge } from "./support";

const edge = useTestEdge();
const { get, rawRequest } = edge;

// Two neighbours in Saint Petersburg, each with their own ZIP and its point (the postal data the catalog is seeded
// with), and a visitor of another city.
const NORTHEAST = { city: "Saint Petersburg", state: "FL", zip: "33704", lat: 27.7954, lng: -82.6373 };
const WEST = { city: "Saint Petersburg", state: "FL", zip: "33710", lat: 27.7898, lng: -82.7243 };
const TAMPA = { city: "Tampa", state: "FL", zip: "33602", lat: 27.9614, lng: -82.4597 };
const cookieOf = (place: typeof NORTHEAST) => `vp_local_geo=${cookieValue(place)}`;
const SLUG = "saint-petersburg-fl";

/**
 * What of a visitor's own place a page must never hold: their ZIP as a value of its own (a store's address may end
 * in the same ZIP) and their coordinates as numbers of their own (a store's may begin with the same digits).
 */
function expectNothingOf(place: typeof NORTHEAST, body: string, what: string) {
  expect(body, `${what}: the visitor's ZIP`).not.toMatch(new RegExp(`\\\\?"${place.zip}\\\\?"`));
  for (const coordinate of [place.lat, place.lng]) {
    const number = String(coordinate).replace(".", "\\.");
    expect(body, `${what}: the visitor's point`).not.toMatch(new RegExp(`(?<![0-9.])${number}(?![0-9])`));
  }
}

/**
 * The city's local page, a category and a business page it links to. The city's own page is shared by the cell of
 * the visitor's point (decision 049, tests/edge/nearest-cells.test.ts), its other pages by the city.
 */
async function pagesOfTheCity(): Promise<string[]> {
  const local = await get(ownEntry(`/local/${SLUG}`, "links"), { cookie: cookieOf(NORTHEAST) });
  const hrefs = [...local.body.matchAll(new RegExp(`href="(/local/${SLUG}/[^"#]+)"`, "g"))].map((m) =>
    m[1]!.replaceAll("&amp;", "&"),
  );
  const category = hrefs.find((href) => /^\/local\/[^/]+\/[a-z-]+$/.test(href));
  const business = hrefs.find((href) => /-\d+(?:\?store=\d+)?$/.test(href));
  if (!category || !business) throw new Error(`no category or business link on /local/${SLUG}`);
  return [`/local/${SLUG}`, category, business];
}

describe("pages neighbours share at the edge", () => {
  it("serves two visitors with different ZIPs in one city one cached category and business page, which holds nothing of either", async () => {
    for (const path of (await pagesOfTheCity()).slice(1)) {
      const first = await get(path, { cookie: cookieOf(NORTHEAST) });
      const second = await get(path, { cookie: cookieOf(WEST) });
      expect(first.status, path).toBe(200);
      expect(second.status, path).toBe(200);
      expect(first.cacheControl, path).toMatch(/^public/);
      expect(second.cacheStatus, `${path}: the neighbour's page came from the cache`).toBe("HIT");
      expect(second.body, path).toBe(first.body);
      // No Set-Cookie: each visitor keeps their own place (SPEC §4: the page of their own city does not move them).
      expect(first.setCookies, path).toEqual([]);
      expectNothingOf(NORTHEAST, first.body, path);
      expectNothingOf(WEST, first.body, path);
      // The header names their city, as it did before (the cookie's city and state).
      expect(first.place, path).toBe("Saint Petersburg, FL");
    }
  });

  it("answers each visitor's own place only to them: private, never from the cache", async () => {
    for (const place of [NORTHEAST, WEST, NORTHEAST]) {
      const answer = await rawRequest("/api/visitor-place", { headers: { Cookie: cookieOf(place) } });
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("private, no-store");
      expect(answer.headers["x-cache-status"] ?? "").not.toMatch(/HIT|STALE|UPDATING/);
      expect(JSON.parse(answer.body)).toEqual({
        place: { label: "Saint Petersburg, FL", zip: place.zip, coords: { lat: place.lat, lng: place.lng } },
      });
    }
    const none = await rawRequest("/api/visitor-place");
    expect(JSON.parse(none.body)).toEqual({ place: null });
  });

  it("still never caches or serves from the cache a page for an ambiguous cookie, nor one the site does not believe", async () => {
    const path = ownEntry(`/local/${SLUG}`, "guarded");
    // A page of the city is in the cache for its neighbours' key (a point of the same cell, decision 049)…
    await get(path, { cookie: cookieOf(NORTHEAST) });
    const nextDoor = { ...NORTHEAST, lat: 27.7961, lng: -82.6352 };
    expect((await get(path, { cookie: cookieOf(nextDoor) })).cacheStatus).toBe("HIT");
    // …and an ambiguous header naming the same city's cookie is neither served it nor stored.
    for (const header of [`VP_LOCAL_GEO=${cookieValue(WEST)}; ${cookieOf(NORTHEAST)}`, `a=1;${cookieOf(WEST)}`]) {
      const answer = await rawRequest(path, { headers: { Cookie: header } });
      expect(answer.headers["x-cache-status"] ?? "", header).not.toMatch(/HIT|STALE|UPDATING/);
      expect(answer.headers["cache-control"], header).toBe("private, no-store");
    }
    // The city's name with a ZIP of another state is no cookie the site issued: keyed with the city's visitors, so
    // answered privately and never stored there.
    const forged = cookieOf({ ...WEST, zip: "60601" });
    const business = (await pagesOfTheCity())[2]!;
    const path2 = ownEntry(business, "forged");
    const answer = await get(path2, { cookie: forged });
    expect(answer.cacheControl).toBe("private, no-store");
    expect((await get(path2, { cookie: cookieOf(WEST) })).cacheStatus).not.toBe("HIT");
  });

  it("shares exactly as the site's rule says: the edge's key and the site's agree", async () => {
    const northeast = cookieValue(NORTHEAST);
    const headers = [
      cookieOf(NORTHEAST),
      cookieOf(WEST),
      // The same place spelled another way the site reads (quoted): its own key, never another's.
      `vp_local_geo="${northeast}"`,
      cookieOf(TAMPA),
      `${cookieOf(WEST)}; _ga=GA1.1.5`,
    ];
    for (const base of [`/local/${SLUG}`, "/deals"]) {
      const path = ownEntry(base, `agree-${base.length}`);
      const seen = new Set<string>();
      for (const header of headers) {
        const key = edgePageGeo(new URL(path, "http://x").pathname, readLocationCookieHeader(header));
        const answer = await rawRequest(path, { headers: { Cookie: header } });
        expect(answer.status, `${path} ${header}`).toBe(200);
        expect(
          answer.headers["x-cache-status"],
          `${path} ${header}: the site's key ${seen.has(key) ? "was" : "was not"} seen`,
        ).toBe(seen.has(key) ? "HIT" : "MISS");
        seen.add(key);
      }
      // The two neighbours live in different cells of the city (decision 049), so its own page is theirs apiece; on
      // /deals each visitor's whole cookie is the key, as before.
      expect(seen.size, path).toBe(4);
    }
  });
});
