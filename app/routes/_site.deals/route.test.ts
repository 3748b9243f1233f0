import { SAINT_PETERSBURG, SARASOTA, catalogForLoaders, inRequest, visitArgs } from "~/test-support/loader-harness";
import { answerNotes } from "~/http/answer-notes.server";
import { log } from "~/services/log.server";
import { loader } from "./route";

const catalog = catalogForLoaders();

const OXFORD_MS = { city: "Oxford", state: "MS", zip: "38655", coords: { lat: 34.3308, lng: -89.4835 } };

describe("the deals page's loader", () => {
  it("lists partner deals near a place in a corporate-owned territory", async () => {
    const page = await loader(visitArgs("/deals", { location: SAINT_PETERSBURG }));
    expect(page.place?.label).toBe("Saint Petersburg, FL");
    expect(page.deals?.ok && page.deals.data.length).toBeGreaterThan(0);
  });

  it.each([
    ["without a location", undefined],
    ["in a franchised territory", SARASOTA],
  ])(
    "answers the prompt for a place at /deals itself %s (no redirect a crawler could not follow)",
    async (_name, location) => {
      for (const path of ["/deals", "/deals?location=deals"]) {
        const page = await loader(visitArgs(path, { location }));
        expect(page.deals, path).toBeNull();
      }
    },
  );

  it("in a franchised territory answers the page (no dialog loop), listing no deals, so it can say why", async () => {
    const page = await loader(visitArgs("/deals", { location: SARASOTA }));
    expect(page).toMatchObject({ place: { label: "Sarasota, FL" }, deals: null, categories: [] });
  });

  it("tells a franchised place why it has no deals, with the nearest cities that have some and the directory", async () => {
    const page = await loader(visitArgs("/deals", { location: SARASOTA }));
    expect(page.noDeals?.reason).toMatch(
      /^Clipp deals aren't offered near Sarasota, FL: a local Valuvo franchise serves Sarasota, FL/,
    );
    expect(page.noDeals?.directoryPath).toBe("/coupons/deals");
    const miles = page.noDeals!.cities.map((city) => city.miles);
    expect(miles.length).toBeGreaterThanOrEqual(3);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(
      page.noDeals!.cities.every((city) => city.path === `/coupons/deals/${city.slug}` && city.slug !== "sarasota-fl"),
    ).toBe(true);
  });

  it("tells a company-owned place without deals nearby the same way, without claiming a franchise", async () => {
    const fargo = { city: "Fargo", state: "ND", zip: "58102", coords: { lat: 46.8772, lng: -96.7898 } };
    const page = await loader(visitArgs("/deals", { location: fargo }));
    expect(page.noDeals?.reason).toBe("There are no Clipp deals within 30 miles of Fargo, ND right now.");
    expect(page.noDeals?.cities[0]?.miles).toBeGreaterThan(30);
  });

  it("says nothing of the kind where deals are listed", async () => {
    const page = await loader(visitArgs("/deals", { location: SAINT_PETERSBURG }));
    expect(page.noDeals).toBeNull();
  });

  it("lists one category of deals, cheapest first, when the URL asks for it", async () => {
    const all = await loader(visitArgs("/deals", { location: SAINT_PETERSBURG }));
    const category = all.categories[0]!;
    const page = await loader(visitArgs(`/deals?category=${category.slug}&sort=price`, { location: SAINT_PETERSBURG }));
    expect(page.options).toEqual({ category: category.slug, sort: "price" });
    expect(page.filtered).toBe(true);
    const deals = page.deals?.ok ? page.deals.data : [];
    expect(deals).toHaveLength(category.count);
    expect(deals.every((deal) => deal.categoryNames.includes(category.name))).toBe(true);
    const prices = deals.map((deal) => deal.priceDropPrice ?? deal.offerPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("ignores an unknown category or order and a repeated parameter, listing every deal nearest first", async () => {
    const all = await loader(visitArgs("/deals", { location: SAINT_PETERSBURG }));
    for (const query of ["category=casinos&sort=cheapest", "sort=price&sort=discount", "category=%3Cb%3E"]) {
      const page = await loader(visitArgs(`/deals?${query}`, { location: SAINT_PETERSBURG }));
      expect(page.options, query).toEqual({ category: null, sort: "distance" });
      expect(page.deals, query).toEqual(all.deals);
    }
  });
});

describe("the deals page while the deals service fails or has nothing", () => {
  // Points of Saint Petersburg no other test of this file asks deals for: nothing cached to fall back on.
  const at = (lat: number, lng: number) => ({ ...SAINT_PETERSBURG, zip: "33704", coords: { lat, lng } });

  it.each([
    ["failing (500)", { status: 500 }, at(27.7948, -82.6373), /can't be shown just now/],
    [
      "empty",
      { status: 200, body: JSON.stringify({ data: [], included: [] }) },
      at(27.8048, -82.6473),
      /no Clipp deals/,
    ],
  ])(
    "%s: keeps SPEC §8's 'No Clipp offers for this geography' with the help, and is kept briefly by shared caches",
    async (_name, fault, location, reason) => {
      await catalog.fault({ path: "/deals/offers", ...fault, times: 10 });
      const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
      const args = visitArgs("/deals", { location });
      const page = await inRequest(args, loader);
      warn.mockRestore();
      expect(page.deals).toMatchObject({ ok: false, message: "No Clipp offers for this geography" });
      expect(page.noDeals?.directoryPath).toBe("/coupons/deals");
      // A failed answer tells nothing of how many deals there are: the help never says there are none.
      expect(page.noDeals?.reason).toMatch(reason);
      expect(answerNotes(args.context)).toMatchObject({ private: false, brief: true });
    },
  );

  it("where the deals directory has no deal within reach either, says so and keeps the page's lifetime (the place's standing answer)", async () => {
    // Oxford, MS: no franchise serves it (so company-owned), and the nearest deal is hundreds of miles away.
    const args = visitArgs("/deals", { location: OXFORD_MS });
    const page = await inRequest(args, loader);
    expect(page.deals).toMatchObject({ ok: false, message: "No Clipp offers for this geography" });
    expect(page.noDeals?.reason).toBe("There are no Clipp deals within 30 miles of Oxford, MS right now.");
    expect(page.noDeals!.cities[0]!.miles).toBeGreaterThan(30);
    expect(answerNotes(args.context)).toMatchObject({ private: false, brief: false });
  });

  it("takes no note when deals are listed", async () => {
    const args = visitArgs("/deals", { location: SAINT_PETERSBURG });
    await inRequest(args, loader);
    expect(answerNotes(args.context).brief).toBe(false);
  });
});
