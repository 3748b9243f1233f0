import { answerNotes } from "~/http/answer-notes.server";
import { searchLocationPrompt } from "~/models/search-results";
import { SAINT_PETERSBURG, SARASOTA, catalogForLoaders, visitArgs, inRequest } from "~/test-support/loader-harness";
import { loader } from "./route";

const catalog = catalogForLoaders();

describe("the search page's loader", () => {
  it("finds local coupons and coupon codes near the visitor, at most 9 a group", async () => {
    const page = await loader(visitArgs("/search?term=pizza", { location: SAINT_PETERSBURG }));
    expect(page.term).toBe("pizza");
    expect(page.groups.near.length).toBeGreaterThan(0);
    for (const group of Object.values(page.groups)) expect(group.length).toBeLessThanOrEqual(9);
  });

  it("asks nothing for fewer than 3 characters", async () => {
    const page = await loader(visitArgs("/search?term=ab", { location: SAINT_PETERSBURG }));
    expect(page.groups).toEqual({ near: [], serving: [], deals: [], online: [] });
  });

  it("shows no Clipp deals outside a corporate-owned territory", async () => {
    const page = await loader(visitArgs("/search?term=spa", { location: SARASOTA }));
    expect(page.groups.deals).toEqual([]);
  });

  it("falls back to the matching Clipp deals on RESOURCE_NOT_FOUND (a 404 answer) without a search or location message", async () => {
    await catalog.fault({
      path: "/search-feed/",
      status: 404,
      body: JSON.stringify({ errorCode: "RESOURCE_NOT_FOUND" }),
      times: 1,
    });
    const page = await loader(visitArgs("/search?term=spa", { location: SAINT_PETERSBURG }));
    expect(page.notFound).toBe(true);
    expect(page.message).toBeNull();
    expect(page.groups.deals.length).toBeGreaterThan(0);
    expect(page.groups.near).toEqual([]);
    // Not "We can't seem to find local offers with the location you requested": the place is not at fault.
    expect(searchLocationPrompt(page)).toBeNull();
  });

  const OKLAHOMA_CITY = { city: "Oklahoma City", state: "OK", zip: "73102", coords: { lat: 35.4697, lng: -97.5199 } };
  const MAJURO = { city: "Majuro", state: "MH", zip: "96960", coords: { lat: 7.1128, lng: 171.237 } };
  const BOISE = { city: "Boise", state: "ID", zip: "83702", coords: { lat: 43.6322, lng: -116.2052 } };

  it("where no deal is within reach, is shared for its full lifetime: 'no deals here' is the place's standing answer", async () => {
    // Fairbanks, AK: no franchise serves it (so company-owned), and no Clipp deal is within 30 miles.
    const fairbanks = { city: "Fairbanks", state: "AK", zip: "99701", coords: { lat: 64.8353, lng: -147.6534 } };
    const args = visitArgs("/search?term=pizza", { location: fairbanks });
    const page = await inRequest(args, loader);
    expect(page.groups.deals).toEqual([]);
    expect(answerNotes(args.context).brief).toBe(false);
  });

  it("a search that finds nothing offers the place's categories, the nearest city where the words match, and popular codes", async () => {
    // Nothing near Oklahoma City is called Stillwater; the town of that name, 51 miles off, has coupons that are.
    const args = visitArgs("/search?term=stillwater", { location: OKLAHOMA_CITY });
    const page = await inRequest(args, loader);
    expect(page.groups).toEqual({ near: [], serving: [], deals: [], online: [] });
    // Answered in time, the page is shared for its full lifetime.
    expect(answerNotes(args.context).brief).toBe(false);
    const help = page.help!;
    expect(help.categories.length).toBeGreaterThan(3);
    expect(help.categories.every((c) => c.href.startsWith("/local/oklahoma-city-ok/") && c.count > 0)).toBe(true);
    expect(help.elsewhere).toMatchObject({ label: "Stillwater, OK", slug: "stillwater-ok" });
    expect(help.elsewhere!.miles).toBeGreaterThan(40);
    expect(help.elsewhere!.businesses.length).toBeGreaterThan(0);
    expect(help.elsewhere!.businesses.every((b) => b.href.startsWith("/local/stillwater-ok/"))).toBe(true);
    expect(help.codes.length).toBeGreaterThan(0);
    expect(help.nearbyCities).toEqual([]);
  });

  it("a place without any coupons gets no categories and no city beyond a drive, and popular codes", async () => {
    const page = await loader(visitArgs("/search?term=pizza", { location: MAJURO }));
    expect(page.placeHasCoupons).toBe(false);
    expect(page.help?.categories).toEqual([]);
    // Every covered city is thousands of miles from the Marshall Islands: none is offered (issue 45's drive rule).
    expect(page.help!.nearbyCities).toEqual([]);
    expect(page.help!.codes.length).toBeGreaterThan(0);
  });

  it("offers nothing more when the search found something, and lists a group featured first, then nearest first", async () => {
    const page = await loader(visitArgs("/search?term=oil%20change", { location: BOISE }));
    expect(page.help).toBeNull();
    const near = page.groups.near;
    expect(near.length).toBeGreaterThan(1);
    const featured = near.filter((l) => l.featured).length;
    expect(near.slice(0, featured).every((l) => l.featured)).toBe(true);
    for (const group of [near.slice(0, featured), near.slice(featured)]) {
      const miles = group.map((l) => l.distance!);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
    }
  });
});
