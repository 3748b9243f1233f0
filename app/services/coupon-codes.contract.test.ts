import { merchantIdFromComponentId } from "~/models/component-id";
import { EXCLUDED_MERCHANT_IDS, isExcludedMerchant } from "~/models/excluded-merchants";
import { FOOD_AND_BEVERAGE_CATEGORY, GROCERIES_CATEGORY } from "./coupon-codes.server";
import { UPSTREAM_ANSWER_MAX_BYTES, UpstreamError } from "./http.server";
import { quietWarnings, rejection, contractCatalogForFile } from "./__contract__/harness";
import { fetchAnswering, generatedAnswer } from "~/test-support/generated-answer";

const catalog = contractCatalogForFile();

const TOP = "We couldn't find any top coupon codes";
const MERCHANT = "We couldn't find the offer for this merchant";
const CATEGORY = "We couldn't find any offers in this category";
const FEATURED = "We couldn't find any featured brands or merchants";
const MERCHANTS = "We couldn't find any merchants in this category";

describe("coupon codes against the catalog", () => {
  it("lists top offers without the excluded merchants", async () => {
    const offers = await catalog.services().couponCodes.getTopOffers();
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(isExcludedMerchant(offer.merchantId)).toBe(false);
      expect(merchantIdFromComponentId(offer.componentUID)).toBe(offer.merchantId);
    }
  });

  it("opens the offer a component id names, keeping the merchant's others beside it", async () => {
    const services = catalog.services();
    const [top] = await services.couponCodes.getTopOffers();
    if (top === undefined) throw new Error("no top offer");
    const selection = await services.couponCodes.getMerchantOfferSelection(top.componentUID);
    expect(selection.merchantId).toBe(top.merchantId);
    expect(selection.offer.componentUID).toBe(top.componentUID);
    for (const other of selection.otherOffers) {
      expect(other.merchantId).toBe(top.merchantId);
      expect(other.componentUID).not.toBe(top.componentUID);
    }
    const all = await services.couponCodes.getMerchantOffers(top.merchantId);
    expect(all).toHaveLength(selection.otherOffers.length + 1);
  });

  it("reports 'We couldn't find the offer for this merchant' for a malformed component id, without a call", async () => {
    await catalog.fault({ path: "/sdc/merchants", status: 500 });
    const error = await rejection(catalog.services().couponCodes.getMerchantOfferSelection("sdc_x_1"));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 404, message: MERCHANT });
  });

  it("reports 'We couldn't find the offer for this merchant' for an unknown merchant", async () => {
    const error = await rejection(catalog.services().couponCodes.getMerchantOfferSelection("sdc_travel_1_2_999999_x"));
    expect(error).toMatchObject({ status: 404, message: MERCHANT });
  });

  it("never asks for an excluded merchant's offers", async () => {
    const [excluded] = EXCLUDED_MERCHANT_IDS;
    if (excluded === undefined) return;
    await expect(rejection(catalog.services().couponCodes.getMerchantOffers(excluded))).resolves.toMatchObject({
      status: 404,
      message: MERCHANT,
    });
  });

  it("lists the offers of a category", async () => {
    const offers = await catalog.services().couponCodes.getCategoryOffers("travel");
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer.category).toBe("travel");
  });

  it("reports 'We couldn't find any offers in this category' for an unknown category", async () => {
    await expect(
      rejection(catalog.services().couponCodes.getCategoryOffers("no-such-category")),
    ).resolves.toMatchObject({
      status: 404,
      message: CATEGORY,
    });
  });

  it("lists each merchant placement, shuffling only leftNavArea", async () => {
    const inOrder = catalog.services({}, { random: () => 0.999 });
    const rotated = catalog.services({}, { random: () => 0 });
    for (const placement of ["welcomePage", "featuredMerchant"] as const) {
      const merchants = await inOrder.couponCodes.getMerchantPlacement(placement);
      expect(merchants.length).toBeGreaterThan(0);
      await expect(rotated.couponCodes.getMerchantPlacement(placement)).resolves.toEqual(merchants);
    }
    const left = await inOrder.couponCodes.getMerchantPlacement("leftNavArea");
    expect(left.length).toBeGreaterThan(1);
    const shuffledLeft = await rotated.couponCodes.getMerchantPlacement("leftNavArea");
    expect(shuffledLeft).not.toEqual(left);
    expect([...shuffledLeft].sort((a, b) => a.merchantId - b.merchantId)).toEqual(
      [...left].sort((a, b) => a.merchantId - b.merchantId),
    );
  });

  it("only logs a failing merchant placement and shows none", async () => {
    const warn = quietWarnings();
    await catalog.fault({ path: "/sdc/merchant-placement", status: 500 });
    await expect(catalog.services().couponCodes.getMerchantPlacement("welcomePage")).resolves.toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("shuffles the featured merchants", async () => {
    const inOrder = await catalog.services({}, { random: () => 0.999 }).couponCodes.getFeaturedMerchants();
    const rotated = await catalog.services({}, { random: () => 0 }).couponCodes.getFeaturedMerchants();
    expect(inOrder.length).toBeGreaterThan(1);
    expect(rotated).not.toEqual(inOrder);
    expect(rotated.map((m) => m.merchantId).sort()).toEqual(inOrder.map((m) => m.merchantId).sort());
  });

  it("lists groceries and food-and-beverage merchants together on the groceries page", async () => {
    const services = catalog.services();
    const groceries = await services.couponCodes.getMerchantsByCategory(GROCERIES_CATEGORY);
    const categories = new Set(groceries.map((merchant) => merchant.category));
    expect(categories).toEqual(new Set([GROCERIES_CATEGORY, FOOD_AND_BEVERAGE_CATEGORY]));
    const food = await services.couponCodes.getMerchantsByCategory(FOOD_AND_BEVERAGE_CATEGORY);
    expect(new Set(food.map((merchant) => merchant.category))).toEqual(new Set([FOOD_AND_BEVERAGE_CATEGORY]));
    for (const merchant of groceries) expect(isExcludedMerchant(merchant.merchantId)).toBe(false);
  });

  it.each([GROCERIES_CATEGORY, FOOD_AND_BEVERAGE_CATEGORY])(
    "reports 'We couldn't find any merchants in this category' when the %s half fails (SPEC §4: critical)",
    async (half) => {
      await catalog.fault({ path: `/sdc/merchants-by-category/${half}`, status: 500 });
      await expect(
        rejection(catalog.services().couponCodes.getMerchantsByCategory(GROCERIES_CATEGORY)),
      ).resolves.toMatchObject({ status: 500, message: MERCHANTS });
    },
  );

  it("still lists the grocery merchants when the food-and-beverage half has none", async () => {
    await catalog.fault({ path: `/sdc/merchants-by-category/${FOOD_AND_BEVERAGE_CATEGORY}`, body: "[]" });
    const merchants = await catalog.services().couponCodes.getMerchantsByCategory(GROCERIES_CATEGORY);
    expect(merchants.length).toBeGreaterThan(0);
    expect(new Set(merchants.map((merchant) => merchant.category))).toEqual(new Set([GROCERIES_CATEGORY]));
  });

  it("reports 'We couldn't find any merchants in this category' when both grocery halves fail", async () => {
    await catalog.fault({ path: "/sdc/merchants-by-category", status: 500 });
    await expect(
      rejection(catalog.services().couponCodes.getMerchantsByCategory(GROCERIES_CATEGORY)),
    ).resolves.toMatchObject({ status: 500, message: MERCHANTS });
  });

  it.each([
    ["an empty list", "[]", "empty"],
    ["an answer that is not a list", '{"offers":[]}', "schema"],
    ["malformed JSON", "{not json", "malformed"],
  ])("reports 'We couldn't find any top coupon codes' for %s", async (_name, body, kind) => {
    await catalog.fault({ path: "/sdc/top-offers", body });
    const error = await rejection(catalog.services().couponCodes.getTopOffers());
    expect(error).toMatchObject({ service: "sdcTopOffers", kind, message: TOP });
  });

  it.each([
    ["with its Content-Length", true],
    ["sent without a length", false],
  ])(
    "reports 'We couldn't find any top coupon codes' for a 40 MB answer %s, having read no more than the cap",
    async (_name, withLength) => {
      const warn = quietWarnings();
      // The catalog's own top offers, well formed, padded to 40 MB.
      const json = JSON.stringify(await catalog.getJson("/sdc/top-offers"));
      const answer = generatedAnswer(40 * 1024 * 1024, { json, withLength });
      const services = catalog.services({}, { fetch: fetchAnswering("/sdc/top-offers", () => answer.response) });
      const error = await rejection(services.couponCodes.getTopOffers());
      expect(error).toMatchObject({ service: "sdcTopOffers", status: 502, kind: "malformed", message: TOP });
      // One piece of the generated answer past the cap, at the most (none when its length told).
      expect(answer.pulled()).toBeLessThan(UPSTREAM_ANSWER_MAX_BYTES + 2 * 64 * 1024);
      warn.mockRestore();
    },
  );

  it("reports 'We couldn't find any featured brands or merchants' for an empty list", async () => {
    await catalog.fault({ path: "/sdc/featured-merchants", body: "[]" });
    await expect(rejection(catalog.services().couponCodes.getFeaturedMerchants())).resolves.toMatchObject({
      message: FEATURED,
    });
  });

  it("reports 'We couldn't find any merchants in this category' for an empty list", async () => {
    await catalog.fault({ path: "/sdc/merchants-by-category", body: "[]" });
    await expect(rejection(catalog.services().couponCodes.getMerchantsByCategory("travel"))).resolves.toMatchObject({
      message: MERCHANTS,
    });
  });

  it("reports a slow top-offers call as a failure after the configured timeout", async () => {
    const warn = quietWarnings();
    await catalog.fault({ path: "/sdc/top-offers", delayMs: 1500 });
    const error = await rejection(catalog.services({ UPSTREAM_TIMEOUT_MS: "200" }).couponCodes.getTopOffers());
    expect(error).toMatchObject({ kind: "timeout", message: TOP });
    warn.mockRestore();
  });
});
