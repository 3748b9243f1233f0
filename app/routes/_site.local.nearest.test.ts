import { createRequire } from "node:module";
import type { Location } from "~/models/location";
import { milesBetween } from "~/models/nearest-cell";
import { locationSlug } from "~/models/slug";
import { answerNotes } from "~/http/answer-notes.server";
import { getServices } from "~/services/index.server";
import { catalogForLoaders, visitArgs, inRequest } from "~/test-support/loader-harness";
import { loader } from "./_site.local.$slug._index";
import { seededRandom } from "../../scripts/lib/seeded-random.mjs";

// Decision 049: a city's own page lists each visitor's own 10 nearest storefronts on its first page, and only
// service businesses that serve the visitor's point, for visitors all over a city (its outskirts too), at ZIP
// centres and at points of their own ("Use Current").
const catalog = catalogForLoaders();
const zipcodes = createRequire(import.meta.url)("zipcodes") as {
  lookupByName: (city: string, state: string) => Array<{ zip: string; latitude: number; longitude: number }>;
};

const CITIES: Array<[string, string]> = [
  ["Houston", "TX"],
  ["Saint Petersburg", "FL"],
  ["New York", "NY"],
  ["Phoenix", "AZ"],
  ["Indianapolis", "IN"],
  // Service areas whose edge runs through cells (90011: two businesses serve one corner of its cell, not its centre).
  ["Los Angeles", "CA"],
];

/** Every ZIP centre of the cities, and for every third ZIP a point of its own up to ~1.5 miles from the centre. */
function visitorsOf(city: string, state: string): Location[] {
  const random = seededRandom(48);
  return zipcodes
    .lookupByName(city, state)
    .filter((z) => Number.isFinite(z.latitude) && z.latitude !== 0)
    .flatMap((z, index) => {
      const centre = { city, state, zip: z.zip, coords: { lat: z.latitude, lng: z.longitude } };
      if (index % 3 !== 0) return [centre];
      const jitter = () => Math.round((random() - 0.5) * 0.04 * 1e6) / 1e6;
      const own = { lat: z.latitude + jitter(), lng: z.longitude + jitter() };
      return [centre, { ...centre, coords: own }];
    });
}

/** The visitor's own 10 nearest storefronts: the listing feed asked at their point, measured from it. */
async function ownNearest(visitor: Location): Promise<{ ids: number[]; names: string[] }> {
  const answer = await getServices().listings.getLocalListings(visitor.coords);
  const nearest = answer.listings
    .filter((listing) => listing.location !== null)
    .map((listing) => ({
      listing,
      miles: milesBetween(visitor.coords, { lat: listing.location!.latitude, lng: listing.location!.longitude }),
    }))
    .sort((a, b) => a.miles - b.miles)
    .slice(0, 10);
  return {
    ids: nearest.map(({ listing }) => listing.businessProfileId),
    names: nearest.map(({ listing }) => listing.businessName),
  };
}

/** The service businesses whose area covers the visitor's exact point (the feed asked at it, unrounded). */
async function servingAt(visitor: Location): Promise<Set<number>> {
  const { lat, lng } = visitor.coords;
  const answer = await fetch(`${catalog.url}/coupon-feed/${lat},${lng}/listings/service-based`, {
    headers: { "X-Auth-Token": "valuvo-dev-auth" },
  });
  const listings = (await answer.json()) as Array<{ businessProfileId: number }>;
  return new Set(listings.map((listing) => listing.businessProfileId));
}

describe("a city's own page for its visitors (decision 049)", () => {
  it.each(CITIES)(
    "%s, %s: every visitor's own 10 nearest storefronts are on the first page, and every service business listed serves them",
    async (city, state) => {
      const slug = locationSlug(city, state);
      const visitors = visitorsOf(city, state);
      expect(visitors.length).toBeGreaterThan(10);
      let shared = 0;
      for (const visitor of visitors) {
        const args = visitArgs(`/local/${slug}`, { params: { slug }, location: visitor });
        const page = await inRequest(args, loader);
        const where = `${visitor.zip} at ${visitor.coords.lat},${visitor.coords.lng}`;
        const firstPage = new Set(page.visit.listings.map((listing) => listing.businessProfileId));
        const own = await ownNearest(visitor);
        const missing = own.names.filter((_, index) => !firstPage.has(own.ids[index]!));
        const serving = await servingAt(visitor);
        const listedServing = [...page.serving.listings];
        for (let next = 2; next <= page.pageCount; next++) {
          const more = await loader(visitArgs(`/local/${slug}?page=${next}`, { params: { slug }, location: visitor }));
          listedServing.push(...more.serving.listings);
        }
        expect(listedServing.length, where).toBe(page.serving.total);
        const notServing = listedServing.filter((listing) => !serving.has(listing.businessProfileId));
        expect(
          { missing, notServing: notServing.map((listing) => listing.businessName) },
          `${where}: own nearest not on page 1, or listed and not serving`,
        ).toEqual({ missing: [], notServing: [] });
        // Shared for the cell, or answered to this visitor alone (their own point's lists).
        const alone = answerNotes(args.context).private;
        expect(page.distanceOrigin, where).toBe(alone ? "visitor" : "cell");
        if (!alone) shared++;
      }
      // The cells' pages are the rule, the private answer the exception.
      expect(shared / visitors.length).toBeGreaterThan(0.9);
    },
    120_000,
  );

  it("lists a visitor it moves to the city (a first visit, another city's cookie) as the cookie it writes", async () => {
    const slug = "houston-tx";
    const tampa = { city: "Tampa", state: "FL", zip: "33602", coords: { lat: 27.9614, lng: -82.4597 } };
    const pages = [];
    for (const location of [tampa, undefined]) {
      const page = await loader(visitArgs(`/local/${slug}`, { params: { slug }, location }));
      expect(page.distanceOrigin).toBe("cell");
      pages.push(page);
    }
    // The next page they ask for carries the written cookie (the city's own place): the same list goes on.
    const moved = { city: "Houston", state: "TX", zip: "", coords: pages[0]!.place.coords };
    const next = await loader(visitArgs(`/local/${slug}?page=2`, { params: { slug }, location: moved }));
    const again = await loader(visitArgs(`/local/${slug}`, { params: { slug }, location: moved }));
    expect(again.visit.listings).toEqual(pages[0]!.visit.listings);
    expect(pages[1]!.visit.listings).toEqual(pages[0]!.visit.listings);
    const firstIds = new Set(pages[0]!.visit.listings.map((listing) => listing.businessProfileId));
    expect(next.visit.listings.filter((listing) => firstIds.has(listing.businessProfileId))).toEqual([]);
  });

  it("gives a first visit to a city whose centre's cell it cannot promise the city's page, which shared caches may keep", async () => {
    // Dallas' centre: more storefronts near it than a first page holds, so its cell's answer cannot promise them.
    const slug = "dallas-tx";
    const first = visitArgs(`/local/${slug}`, { params: { slug } });
    const page = await inRequest(first, loader);
    expect(page.distanceOrigin).toBe("city");
    expect(page.visit.listings.length).toBeGreaterThan(0);
    expect(answerNotes(first.context)).toMatchObject({ private: false, brief: false });
    // The visitor it wrote the city's cookie for is listed from the same point, alone: the same list goes on.
    const moved = { city: "Dallas", state: "TX", zip: "", coords: page.place.coords };
    const again = visitArgs(`/local/${slug}`, { params: { slug }, location: moved });
    expect((await inRequest(again, loader)).visit.listings).toEqual(page.visit.listings);
    expect(answerNotes(again.context).private).toBe(true);
  });
});
