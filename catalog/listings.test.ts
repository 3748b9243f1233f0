import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeHtmlEntities } from "../app/models/html-entities";
import { LOCAL_CATEGORIES } from "../app/models/local-categories";
import { businessNameSlug } from "../app/models/slug";
import { TOP_CITIES } from "./seed/cities";
import { milesBetween } from "./seed/geo";
import type { RunningCatalog } from "./server";
import { AUTH, BEARER, getJson, startTestCatalog } from "./test-support";

interface Listing {
  componentUID: string;
  businessName: string;
  businessProfileId: number;
  bppUrl: string;
  logoURL: string;
  categoryId: number;
  serviceBusiness: boolean;
  service: { id: number; phone: string } | null;
  location: { id: number; latitude: number; longitude: number; singleLineAddress: string } | null;
  userLocation: { latitude: number; longitude: number };
  distance: number | null;
  orgIds: number[];
  otherAvailableLocations: number;
  offers: Array<{
    offerId: string;
    title: string;
    offerExpirationDate: string;
    redemptionImageFound: boolean;
    redemptionImageFileName: string | null;
  }>;
  listingType: string;
}

const NINE = LOCAL_CATEGORIES.filter((category) => category.slug !== "")
  .map((category) => category.id)
  .sort();
let catalog: RunningCatalog;
beforeAll(async () => {
  catalog = await startTestCatalog();
});
afterAll(async () => {
  await catalog.close();
});

async function coordsOf(city: string, state: string): Promise<{ lat: number; lng: number }> {
  const { body } = await getJson<{ postalGeography: { latX: number; longY: number } }>(
    catalog.url,
    `/location/validate/${encodeURIComponent(`${city},${state}`)}`,
  );
  return { lat: body.postalGeography.latX, lng: body.postalGeography.longY };
}

const feed = async (lat: number, lng: number, kind: string) =>
  (await getJson<Listing[]>(catalog.url, `/coupon-feed/${lat},${lng}/listings/${kind}`, AUTH)).body;

describe("coupon feed", () => {
  it("gives every one of the 100 largest cities 20+ listings within 30 miles in all nine categories, and services", async () => {
    for (const [city, state] of TOP_CITIES) {
      const { lat, lng } = await coordsOf(city, state);
      const listings = await feed(lat, lng, "location-based");
      expect(listings.length, `${city}, ${state}`).toBeGreaterThanOrEqual(20);
      expect([...new Set(listings.map((l) => l.categoryId))].sort(), `${city}, ${state}`).toEqual(NINE);
      const services = await feed(lat, lng, "service-based");
      expect(services.length, `${city}, ${state} services`).toBeGreaterThan(0);
    }
  });

  it("sorts location-based listings nearest first within 30 miles, with great-circle distances", async () => {
    const listings = await feed(27.7723, -82.6386, "location-based");
    const distances = listings.map((l) => l.distance as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(30);
    for (const listing of listings) {
      const loc = listing.location as NonNullable<Listing["location"]>;
      expect(listing.distance).toBeCloseTo(milesBetween(27.7723, -82.6386, loc.latitude, loc.longitude), 1);
      expect(listing.userLocation).toEqual({ latitude: 27.7723, longitude: -82.6386 });
      expect(listing.serviceBusiness).toBe(false);
      expect(listing.listingType).toBe("valuvo");
      expect(listing.logoURL.startsWith(`${catalog.url}/media/`)).toBe(true);
      expect(listing.componentUID.split("_")[4]).toBe(String(listing.businessProfileId));
      expect(listing.bppUrl).toMatch(
        new RegExp(
          `^/local/[a-z0-9-]+-[a-z]{2}/${businessNameSlug(listing.businessName)}-${listing.businessProfileId}$`,
        ),
      );
    }
  });

  it("has service businesses without a location but with a service", async () => {
    const services = await feed(27.7723, -82.6386, "service-based");
    expect(services.length).toBeGreaterThan(3);
    for (const listing of services) {
      expect(listing).toMatchObject({ serviceBusiness: true, location: null, distance: null });
      expect(listing.service?.phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    }
  });

  it("fills names with apostrophes, entities, featured orgs, multi-location businesses and redemption images", async () => {
    const all: Listing[] = [];
    for (const [city, state] of TOP_CITIES.slice(0, 30)) {
      const { lat, lng } = await coordsOf(city, state);
      all.push(...(await feed(lat, lng, "location-based")));
    }
    expect(all.some((l) => l.businessName.includes("&#39;"))).toBe(true);
    expect(all.some((l) => l.businessName.includes("'"))).toBe(true);
    expect(all.some((l) => l.orgIds.includes(739912))).toBe(true);
    expect(all.some((l) => l.otherAvailableLocations > 0)).toBe(true);
    expect(
      all.some((l) =>
        l.offers.some((o) => o.redemptionImageFound && o.redemptionImageFileName?.startsWith(catalog.url)),
      ),
    ).toBe(true);
    const encoded = all.find((l) => l.businessName.includes("&#39;")) as Listing;
    expect(encoded.bppUrl).toContain(businessNameSlug(decodeHtmlEntities(encoded.businessName)));
  });

  it("checks the auth header and the coordinates", async () => {
    expect((await getJson(catalog.url, "/coupon-feed/27.7,-82.6/listings/location-based")).status).toBe(401);
    expect(
      (await getJson(catalog.url, "/coupon-feed/27.7,-82.6/listings/location-based", { "X-Auth-Token": "wrong" }))
        .status,
    ).toBe(401);
    expect((await getJson(catalog.url, "/coupon-feed/abc/listings/location-based", AUTH)).status).toBe(400);
    expect(await feed(0, -150, "location-based")).toEqual([]);
  });
});

describe("business profile", () => {
  it("answers a profile with every location and picks the requested store", async () => {
    const multi = (
      await Promise.all(
        TOP_CITIES.slice(0, 10).map(async ([c, s]) => {
          const p = await coordsOf(c, s);
          return feed(p.lat, p.lng, "location-based");
        }),
      )
    )
      .flat()
      .find((l) => l.otherAvailableLocations > 0) as Listing;
    const { status, body } = await getJson<
      Listing & { locations: Array<{ id: number }>; description: string; websiteURL: string | null }
    >(catalog.url, `/business-profile/${multi.businessProfileId}`, AUTH);
    expect(status).toBe(200);
    expect(body.locations).toHaveLength(multi.otherAvailableLocations + 1);
    expect(body.description.length).toBeGreaterThan(20);
    const second = body.locations[1] as { id: number };
    const chosen = await getJson<Listing>(
      catalog.url,
      `/business-profile/${multi.businessProfileId}?svcOrLocId=${second.id}&geo=27.7723,-82.6386`,
      AUTH,
    );
    expect(chosen.body.location?.id).toBe(second.id);
    expect(typeof chosen.body.distance).toBe("number");
  });

  it("answers 404 for unknown ids and 401 without the header", async () => {
    expect(await getJson(catalog.url, "/business-profile/999999999", AUTH)).toEqual({
      status: 404,
      body: { error: "not found" },
    });
    expect((await getJson(catalog.url, "/business-profile/abc", AUTH)).status).toBe(404);
    expect(await getJson(catalog.url, "/business-profile/100001")).toEqual({
      status: 401,
      body: { error: "unauthorized" },
    });
    expect((await getJson(catalog.url, "/franchise-info/1", AUTH)).status).toBe(404);
    expect((await getJson(catalog.url, "/franchise-info/3477")).status).toBe(401);
  });
});

describe("search feed", () => {
  it("finds local, service and online listings for a query near a location", async () => {
    const { status, body } = await getJson<{
      errorCode: string | null;
      locationListings: Listing[];
      serviceListings: Listing[];
      sdcListings: unknown[];
    }>(catalog.url, "/search-feed/27.7723,-82.6386/listings?q=pizza&limit=10", BEARER);
    expect(status).toBe(200);
    expect(body.errorCode).toBeNull();
    expect(body.locationListings.length).toBeGreaterThan(0);
    expect(body.locationListings.length).toBeLessThanOrEqual(10);
    expect(body.locationListings.every((l) => /pizz/i.test(JSON.stringify(l)))).toBe(true);
    const plumbing = await getJson<{ serviceListings: Listing[] }>(
      catalog.url,
      "/search-feed/27.7723,-82.6386/listings?q=plumbing&limit=10",
      BEARER,
    );
    expect(plumbing.body.serviceListings.length).toBeGreaterThan(0);
  });

  it("without a location returns only online coupons, and RESOURCE_NOT_FOUND when nothing matches", async () => {
    const sdc = await getJson<{ errorCode: string | null; locationListings: unknown[]; sdcListings: unknown[] }>(
      catalog.url,
      "/search-feed-sdc/0/listings?q=shipping&limit=10",
      BEARER,
    );
    expect(sdc.body.locationListings).toEqual([]);
    expect(sdc.body.sdcListings.length).toBeGreaterThan(0);
    const none = await getJson(catalog.url, "/search-feed/27.7723,-82.6386/listings?q=zzqxjv&limit=10", BEARER);
    expect(none.body).toEqual({
      errorCode: "RESOURCE_NOT_FOUND",
      locationListings: [],
      serviceListings: [],
      sdcListings: [],
    });
    expect((await getJson(catalog.url, "/search-feed-sdc/0/listings?q=pizza&limit=10")).status).toBe(401);
  });
});
