import { UpstreamError } from "./http.server";
import { dealsQuery } from "./deals.server";
import { rejection, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

const SAINT_PETERSBURG = { lat: 27.7676, lng: -82.6403 };
const RURAL_MONTANA = { lat: 46.8797, lng: -110.3626 };
const NO_DEALS = "No Clipp offers for this geography";

describe("deals service against the catalog", () => {
  it("asks for the exact query of SPEC §7", () => {
    expect(dealsQuery("deals", { lat: 27.77, lng: -82.64 })).toBe(
      "categories=deals&include=business,business-locations,offer-images&isSoldOut=false&latitude=27.77" +
        "&longitude=-82.64&page[number]=1&page[size]=60&sort=distance&radius=30",
    );
  });

  it("resolves partner deals near Saint Petersburg into view models, nearest first, within 30 miles", async () => {
    const { skipped, deals } = await catalog.services().deals.getDeals(SAINT_PETERSBURG);
    expect(skipped).toBe(false);
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.length).toBeLessThanOrEqual(60);
    const distances = deals.map((deal) => deal.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const deal of deals) {
      expect(deal.distance ?? 99).toBeLessThanOrEqual(30);
      expect(deal.business.name).not.toBe("");
      expect(deal.business.slug).not.toBe("");
      expect(deal.location?.city).toBeTruthy();
      expect(deal.imageUrl).toMatch(/^https?:\/\//);
      if (deal.discount !== null) expect(deal.discount).toMatch(/^\d+% OFF$/);
      if (deal.urgency !== null) expect(["Price Drop", "Selling Fast!", "Almost Gone!"]).toContain(deal.urgency);
    }
    expect(deals.some((deal) => deal.discount !== null)).toBe(true);
  });

  it("computes the discount from the full value and the price paid", async () => {
    const { deals } = await catalog.services().deals.getDeals(SAINT_PETERSBURG);
    for (const deal of deals) {
      const price = deal.priceDropPrice ?? deal.offerPrice;
      const percent = Math.round(((deal.fullValue - price) / deal.fullValue) * 100);
      expect(deal.discount).toBe(percent > 0 ? `${percent}% OFF` : null);
    }
  });

  it("tells deals with a printable certificate from deals bought at the partner", async () => {
    const { deals } = await catalog.services().deals.getDeals(SAINT_PETERSBURG);
    expect(deals.some((deal) => deal.printableCertificate)).toBe(true);
    expect(deals.some((deal) => !deal.printableCertificate)).toBe(true);
  });

  it("reads until when each deal can be had from its valid-through", async () => {
    const { deals } = await catalog.services().deals.getDeals(SAINT_PETERSBURG);
    for (const deal of deals) expect(deal.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("reads a deal whose document does not say as one bought at the partner", async () => {
    const body = JSON.stringify({
      data: [
        {
          id: "7",
          type: "offers",
          attributes: {
            "url-slug": "two-washes",
            "value-description": "$20 Value",
            description: "Two washes",
            "full-value": 20,
            "offer-price": 10,
            "price-drop-price": null,
            "urgency-call-to-action": null,
            "popularity-call-to-action": null,
            "certificate-fine-print": "One per visit.",
            "category-names": ["Automotive"],
          },
          relationships: { business: { data: { type: "businesses", id: "9" } } },
        },
      ],
      included: [
        {
          type: "businesses",
          id: "9",
          attributes: { name: "Shine", description: "", "logo-url": "", "url-slug": "shine" },
        },
      ],
    });
    await catalog.fault({ path: "/deals/offers", body });
    const { deals } = await catalog.services().deals.getDeals({ lat: 27.81, lng: -82.61 });
    expect(deals.map((deal) => [deal.id, deal.printableCertificate])).toEqual([["7", false]]);
    // Nor does it say until when: the deal is shown without a date.
    expect(deals[0]!.validThrough).toBeNull();
  });

  it("skips the request when coordinates are missing", async () => {
    await catalog.fault({ path: "/deals", status: 500 });
    await expect(catalog.services().deals.getDeals(undefined)).resolves.toEqual({ skipped: true, deals: [] });
  });

  it("reports 'No Clipp offers for this geography' where there are none", async () => {
    const error = await rejection(catalog.services().deals.getDeals(RURAL_MONTANA));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ service: "dealsOffers", kind: "empty", message: NO_DEALS });
  });

  // Every way the deals service can answer badly ends in the same message for the visitor; the kind says why.
  it.each([
    { answer: "a failure", fault: { status: 503 }, at: SAINT_PETERSBURG, expected: { status: 503 } },
    {
      answer: "a document of the wrong shape",
      fault: { body: '{"data":{"id":1}}' },
      at: SAINT_PETERSBURG,
      expected: { kind: "schema" },
    },
    {
      answer: "an empty document",
      fault: { body: '{"data":[],"included":[],"meta":{"record-count":0}}' },
      at: { lat: 27.9, lng: -82.5 },
      expected: { kind: "empty" },
    },
  ])("reports $answer as 'No Clipp offers for this geography'", async ({ fault, at, expected }) => {
    await catalog.fault({ path: "/deals/offers", ...fault });
    await expect(rejection(catalog.services().deals.getDeals(at))).resolves.toMatchObject({
      ...expected,
      message: NO_DEALS,
    });
  });
});
