import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningCatalog } from "./server";
import { ftsQuery } from "./handlers/search-index";
import { BEARER, getJson, startTestCatalog } from "./test-support";

type Listing = { businessName: string; naicDescription: string };
type Feed = {
  errorCode: string | null;
  locationListings: Listing[];
  serviceListings: Listing[];
  sdcListings: Array<{ businessName: string; title: string }>;
};

let catalog: RunningCatalog;
beforeAll(async () => {
  catalog = await startTestCatalog();
});
afterAll(async () => {
  await catalog.close();
});

// Boise, ID (83702): not a city the site's other tests name.
const BOISE = "43.6322,-116.2052";
const search = async (q: string, at = BOISE) =>
  (await getJson<Feed>(catalog.url, `/search-feed/${at}/listings?q=${encodeURIComponent(q)}&limit=10`, BEARER)).body;

describe("search feed relevance (issue 25: FTS5, bm25, everyday words)", () => {
  it("finds the hair salons and barbers for 'haircut'", async () => {
    const found = await search("haircut");
    const trades = found.locationListings.map((l) => l.naicDescription);
    expect(trades.length).toBeGreaterThan(0);
    expect(
      trades.every((t) => /Beauty Salons|Barber Shops/.test(t)),
      trades.join(", "),
    ).toBe(true);
  });

  it("finds car care for 'Oil change'", async () => {
    const found = await search("Oil change");
    expect(found.locationListings.length).toBeGreaterThan(0);
    expect(found.locationListings[0]!.naicDescription).toMatch(/Automotive|Tire|Car/);
  });

  it("ranks a pizzeria above a business that only mentions pizza in an offer", async () => {
    const names = (await search("pizza")).locationListings.map((l) => l.businessName);
    expect(names.length).toBeGreaterThan(0);
    // Boise's pizza places: a pizzeria or an Italian trattoria; the taco shop whose menu has a pizza comes after.
    expect(names[0]).toMatch(/Pizz|Trattoria/);
    const taco = names.findIndex((name) => /Taco/.test(name));
    if (taco !== -1) expect(taco).toBeGreaterThan(0);
  });

  it("answers RESOURCE_NOT_FOUND only when no group has anything", async () => {
    expect((await search("zzqxv")).errorCode).toBe("RESOURCE_NOT_FOUND");
  });
});

describe("ftsQuery", () => {
  it("keeps letters and digits only, drops filler words, expands synonyms and the last word's prefix", () => {
    expect(ftsQuery('pizza" OR *')).toBe('("pizza" OR "pizzeria" OR "pizza"*)');
    expect(ftsQuery("oil change coupons near me")).toBe('"oil" AND ("change" OR "change"*)');
    expect(ftsQuery("Café")).toBe('("cafe" OR "cafe"*)');
    expect(ftsQuery("the of")).toBeNull();
  });
});
