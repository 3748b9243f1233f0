import { roundCoords } from "~/models/coordinates";
import { distanceMiles } from "~/models/distance";
import { FEATURED_ORG_ID } from "~/models/featured-sort";
import { LOCAL_CATEGORIES } from "~/models/local-categories";
import { UpstreamError } from "./http.server";
import { quietWarnings, rejection, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const CHICAGO = { lat: 41.8781, lng: -87.6298 };
const HOUSTON = { lat: 29.7604, lng: -95.3698 };
const NOT_FOUND = "We can't seem to find local offers with the location you requested";

describe("listings service against the catalog", () => {
  it("finds at least 20 local listings within 30 miles of New York across all nine categories", async () => {
    const { skipped, listings } = await catalog.services().listings.getLocalListings(NEW_YORK);
    expect(skipped).toBe(false);
    expect(listings.length).toBeGreaterThanOrEqual(20);
    const categories = new Set(listings.map((listing) => listing.categoryId));
    for (const category of LOCAL_CATEGORIES.filter((c) => c.slug !== "")) expect(categories).toContain(category.id);
    for (const listing of listings) {
      expect(listing.serviceBusiness).toBe(false);
      expect(listing.distance).not.toBeNull();
      expect(listing.distance ?? 99).toBeLessThanOrEqual(30);
    }
  });

  it("lists the featured organisation first, then nearest first", async () => {
    // At the rounded point the answer is fetched for: from any other point distances are re-measured, order kept.
    const { listings } = await catalog.services().listings.getLocalListings(roundCoords(CHICAGO));
    const featured = listings.filter((listing) => listing.orgIds.includes(FEATURED_ORG_ID));
    const others = listings.filter((listing) => !listing.orgIds.includes(FEATURED_ORG_ID));
    expect(listings.slice(0, featured.length)).toEqual(featured);
    const distances = others.map((listing) => listing.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("decodes HTML numeric entities in business names", async () => {
    const { listings } = await catalog.services().listings.getLocalListings(HOUSTON);
    for (const listing of listings) expect(listing.businessName).not.toMatch(/&#\d+;|&#x[0-9a-f]+;/i);
  });

  it("finds service businesses serving New York", async () => {
    const { skipped, listings } = await catalog.services().listings.getServiceListings(NEW_YORK);
    expect(skipped).toBe(false);
    expect(listings.length).toBeGreaterThan(0);
    for (const listing of listings) expect(listing.serviceBusiness).toBe(true);
  });

  it("skips both requests when coordinates are missing", async () => {
    await catalog.fault({ path: "/coupon-feed", status: 500 });
    const { listings } = catalog.services();
    await expect(listings.getLocalListings(null)).resolves.toEqual({ skipped: true, listings: [] });
    await expect(listings.getServiceListings({ lat: 40.7 })).resolves.toEqual({ skipped: true, listings: [] });
  });

  it("shares one answer between points that round to the same coordinates", async () => {
    const services = catalog.services();
    const first = await services.listings.getLocalListings({ lat: 40.71281, lng: -74.00601 });
    await catalog.fault({ path: "/coupon-feed", status: 500 });
    const second = await services.listings.getLocalListings({ lat: 40.71449, lng: -74.00551 });
    // The same answer (the upstream now fails), each distance measured from the point asked for (SPEC §5), and each
    // list nearest first from its own point, so two stores about as far apart may trade places.
    const ids = (result: typeof first) => result.listings.map((l) => `${l.location?.id ?? l.service?.id}`);
    expect([...ids(second)].sort()).toEqual([...ids(first)].sort());
    const firstById = new Map(first.listings.map((l) => [`${l.location?.id ?? l.service?.id}`, l]));
    for (const listing of second.listings) {
      const store = listing.location;
      if (!store) continue;
      expect(listing.distance).toBe(
        distanceMiles({ lat: 40.71449, lng: -74.00551 }, { lat: store.latitude, lng: store.longitude }),
      );
      expect(firstById.get(`${store.id}`)!.distance).toBe(
        distanceMiles({ lat: 40.71281, lng: -74.00601 }, { lat: store.latitude, lng: store.longitude }),
      );
    }
  });

  it("reports a wrong auth token as a 401 with the local-offers message", async () => {
    const error = await rejection(
      catalog.services({ UPSTREAM_AUTH_TOKEN: "wrong" }).listings.getLocalListings(NEW_YORK),
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ service: "couponFeed", status: 401, message: NOT_FOUND });
  });

  it("keeps a 404 as status 404, which makes it a critical error", async () => {
    await catalog.fault({ path: "/coupon-feed", status: 404 });
    const error = await rejection(catalog.services().listings.getLocalListings(NEW_YORK));
    expect(error).toMatchObject({ status: 404, message: NOT_FOUND });
    const services = await rejection(catalog.services().listings.getServiceListings(NEW_YORK));
    expect(services).toMatchObject({ status: 404, message: NOT_FOUND });
  });

  it.each([
    { answer: "a malformed answer", body: "{not json", kind: "malformed" },
    { answer: "an answer that is not a list of listings", body: '{"listings":[]}', kind: "schema" },
  ])("reports $answer with the local-offers message", async ({ body, kind }) => {
    await catalog.fault({ path: "/coupon-feed", body });
    await expect(rejection(catalog.services().listings.getLocalListings(NEW_YORK))).resolves.toMatchObject({
      kind,
      message: NOT_FOUND,
    });
  });

  it("treats a slow coupon feed as a failure and does not cache it", async () => {
    const warn = quietWarnings();
    // Long enough for the second call's real query on a busy machine (at 200 ms it timed out beside the browser suite).
    const services = catalog.services({ UPSTREAM_TIMEOUT_MS: "600" });
    await catalog.fault({ path: "/coupon-feed", delayMs: 1500, times: 1 });
    const error = await rejection(services.listings.getLocalListings(NEW_YORK));
    expect(error).toMatchObject({ kind: "timeout", status: 504, message: NOT_FOUND });
    const retry = await services.listings.getLocalListings(NEW_YORK);
    expect(retry.listings.length).toBeGreaterThan(0);
    warn.mockRestore();
  });

  it("answers an empty list, not an error, where no business is near", async () => {
    const { skipped, listings } = await catalog.services().listings.getLocalListings({ lat: 0, lng: -140 });
    expect(skipped).toBe(false);
    expect(listings).toEqual([]);
  });
});
