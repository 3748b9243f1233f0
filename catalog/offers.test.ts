import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUPON_CODE_CATEGORIES } from "../app/models/coupon-code-categories";
import { EXCLUDED_MERCHANT_IDS } from "../app/models/excluded-merchants";
import { milesBetween } from "./seed/geo";
import type { RunningCatalog } from "./server";
import { BASIC, getJson, startTestCatalog } from "./test-support";

interface DealsDoc {
  data: Array<{
    id: string;
    type: string;
    attributes: Record<string, unknown>;
    meta: {
      closest_location_distance: number;
      closest_location_latitude: number;
      closest_location_longitude: number;
      closest_location_city: string;
      closest_location_id: string;
    };
    relationships: {
      business: { data: { type: string; id: string } };
      "business-locations": { data: Array<{ type: string; id: string }> };
      "offer-images": { data: Array<{ type: string; id: string }> };
    };
  }>;
  included: Array<{ type: string; id: string; attributes: Record<string, unknown> }>;
  meta: { "record-count": number };
}

interface Coupon {
  merchantId: number;
  category: string;
  couponCode: string | null;
  componentUID: string;
  logoURL: string;
}

let catalog: RunningCatalog;
beforeAll(async () => {
  catalog = await startTestCatalog();
});
afterAll(async () => {
  await catalog.close();
});

const dealsPath = (lat: number, lng: number, extra = "") =>
  `/deals/offers?categories=deals&include=business,business-locations,offer-images&isSoldOut=false&latitude=${lat}&longitude=${lng}&page[number]=1&page[size]=60&sort=distance&radius=30${extra}`;

describe("deals (JSON:API)", () => {
  it("answers the documented shape near Saint Petersburg, nearest first, within 30 miles", async () => {
    const { status, body } = await getJson<DealsDoc>(catalog.url, dealsPath(27.7723, -82.6386));
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(10);
    expect(body.data.length).toBeLessThanOrEqual(60);
    expect(body.meta["record-count"]).toBeGreaterThanOrEqual(body.data.length);
    const distances = body.data.map((offer) => offer.meta.closest_location_distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(30);
    const included = new Set(body.included.map((item) => `${item.type}:${item.id}`));
    for (const offer of body.data) {
      expect(offer.type).toBe("offers");
      expect(Object.keys(offer.attributes).sort()).toEqual([
        "category-names",
        "certificate-fine-print",
        "description",
        "full-value",
        "offer-price",
        "popularity-call-to-action",
        "price-drop-price",
        "printable-certificate",
        "urgency-call-to-action",
        "url-slug",
        "valid-through",
        "value-description",
      ]);
      const m = offer.meta;
      expect(m.closest_location_distance).toBeCloseTo(
        milesBetween(27.7723, -82.6386, m.closest_location_latitude, m.closest_location_longitude),
        1,
      );
      expect(included.has(`businesses:${offer.relationships.business.data.id}`)).toBe(true);
      for (const ref of [
        ...offer.relationships["business-locations"].data,
        ...offer.relationships["offer-images"].data,
      ]) {
        expect(included.has(`${ref.type}:${ref.id}`)).toBe(true);
      }
    }
    const business = body.included.find((item) => item.type === "businesses");
    expect(Object.keys(business?.attributes ?? {}).sort()).toEqual(["description", "logo-url", "name", "url-slug"]);
    const location = body.included.find((item) => item.type === "business-locations");
    expect(Object.keys(location?.attributes ?? {}).sort()).toEqual([
      "address1",
      "address2",
      "city",
      "phone",
      "state",
      "zip",
    ]);
    const image = body.included.find((item) => item.type === "offer-images");
    expect(String(image?.attributes["small-image-url"])).toMatch(new RegExp(`^${catalog.url}/media/.+\\.svg$`));
  });

  it("honours page[size], isSoldOut, categories and the radius", async () => {
    const small = await getJson<DealsDoc>(
      catalog.url,
      dealsPath(27.7723, -82.6386).replace("page[size]=60", "page[size]=5"),
    );
    expect(small.body.data).toHaveLength(5);
    const withSoldOut = await getJson<DealsDoc>(
      catalog.url,
      dealsPath(27.7723, -82.6386).replace("isSoldOut=false", "isSoldOut=true"),
    );
    expect(withSoldOut.body.meta["record-count"]).toBeGreaterThan(0);
    const restaurants = await getJson<DealsDoc>(
      catalog.url,
      dealsPath(27.7723, -82.6386).replace("categories=deals", "categories=restaurants"),
    );
    expect(restaurants.body.data.length).toBeGreaterThan(0);
    expect(
      restaurants.body.data.every((offer) => (offer.attributes["category-names"] as string[]).includes("Restaurants")),
    ).toBe(true);
    const tight = await getJson<DealsDoc>(catalog.url, dealsPath(27.7723, -82.6386).replace("radius=30", "radius=3"));
    expect(tight.body.data.every((offer) => offer.meta.closest_location_distance <= 3)).toBe(true);
    expect(tight.body.meta["record-count"]).toBeLessThan(small.body.meta["record-count"]);
  });

  it("answers an empty document far from any deal", async () => {
    const { body } = await getJson<DealsDoc>(catalog.url, dealsPath(45.3, -109.4));
    expect(body).toEqual({ data: [], included: [], meta: { "record-count": 0 } });
  });
});

describe("online coupon codes", () => {
  it("has a few hundred merchants over the 20 categories, with 1–6 offers and ~60 % codes", async () => {
    let merchants = 0;
    let offers = 0;
    let withCode = 0;
    for (const category of COUPON_CODE_CATEGORIES) {
      const list = await getJson<Array<{ merchantId: number; offerCount: number; category: string; slug: string }>>(
        catalog.url,
        `/sdc/merchants-by-category/${category.slug}`,
      );
      expect(list.status).toBe(200);
      expect(list.body.length).toBeGreaterThan(5);
      merchants += list.body.length;
      const coupons = await getJson<Coupon[]>(catalog.url, `/sdc/category-offers/${category.slug}`);
      offers += coupons.body.length;
      withCode += coupons.body.filter((coupon) => coupon.couponCode !== null).length;
      for (const merchant of list.body) {
        expect(merchant.offerCount).toBeGreaterThanOrEqual(1);
        expect(merchant.offerCount).toBeLessThanOrEqual(6);
      }
    }
    expect(merchants).toBeGreaterThanOrEqual(200);
    expect(withCode / offers).toBeGreaterThan(0.5);
    expect(withCode / offers).toBeLessThan(0.7);
  });

  it("puts the merchant id in the fifth part of the component id, and answers merchant offers", async () => {
    const top = await getJson<Coupon[]>(catalog.url, "/sdc/top-offers");
    expect(top.body.length).toBeGreaterThan(10);
    const first = top.body[0] as Coupon;
    expect(first.componentUID.split("_")[4]).toBe(String(first.merchantId));
    const offers = await getJson<Coupon[]>(catalog.url, `/sdc/merchants/${first.merchantId}/listings`);
    expect(offers.body.every((coupon) => coupon.merchantId === first.merchantId)).toBe(true);
    expect((await getJson(catalog.url, "/sdc/merchants/1/listings")).status).toBe(404);
    expect((await getJson(catalog.url, "/sdc/category-offers/no-such-category")).status).toBe(404);
    expect((await getJson(catalog.url, "/sdc/merchants-by-category/no-such-category")).status).toBe(404);
  });

  it("has exactly one coupon code without its affiliate URL, off the top offers and outside the closely tested categories (SPEC §8)", async () => {
    const top = await getJson<Array<Coupon & { offerURL: string }>>(catalog.url, "/sdc/top-offers");
    expect(top.body.filter((coupon) => coupon.offerURL === "")).toEqual([]);
    for (const coupon of top.body) expect(coupon.offerURL).toMatch(/^https:\/\//);
    const all = await Promise.all(
      COUPON_CODE_CATEGORIES.map(
        async (category) =>
          (await getJson<Array<Coupon & { offerURL: string }>>(catalog.url, `/sdc/category-offers/${category.slug}`))
            .body,
      ),
    );
    const broken = all.flat().filter((coupon) => coupon.offerURL === "");
    expect(broken).toHaveLength(1);
    expect(broken[0]?.couponCode).toBeTruthy();
    expect(["electronics", "toys-games", "groceries", "food-beverage"]).not.toContain(broken[0]?.category);
  });

  it("makes about half of the partner deals redeemable with a printed certificate", async () => {
    const doc = await getJson<DealsDoc>(
      catalog.url,
      "/deals/offers?categories=deals&include=business&latitude=27.7723&longitude=-82.6386&page[size]=100&radius=100",
    );
    const printable = doc.body.data.filter((offer) => offer.attributes["printable-certificate"] === true).length;
    expect(doc.body.data.every((offer) => typeof offer.attributes["printable-certificate"] === "boolean")).toBe(true);
    expect(printable / doc.body.data.length).toBeGreaterThan(0.3);
    expect(printable / doc.body.data.length).toBeLessThan(0.7);
  });

  it("includes excluded merchants in every list so the site's filter matters", async () => {
    const excluded = new Set(EXCLUDED_MERCHANT_IDS);
    expect(excluded.size).toBe(14);
    const ids = async (path: string) =>
      (await getJson<Array<{ merchantId: number }>>(catalog.url, path)).body.map((m) => m.merchantId);
    for (const path of [
      "/sdc/top-offers",
      "/sdc/featured-merchants",
      "/sdc/merchant-placement/welcomePage",
      "/sdc/merchant-placement/leftNavArea",
      "/sdc/merchant-placement/featuredMerchant",
    ]) {
      expect(
        (await ids(path)).some((id) => excluded.has(id)),
        path,
      ).toBe(true);
    }
    expect((await getJson(catalog.url, "/sdc/merchant-placement/nowhere")).status).toBe(404);
  });
});

describe("newsroom, careers and storage", () => {
  it("serves folders and items, with bodies only when all properties are asked for", async () => {
    const folder = await getJson<{ items: Array<{ type: string; body?: string; publishedAt: string }> }>(
      catalog.url,
      "/content/press-releases/@children",
      BASIC,
    );
    expect(folder.body.items.length).toBeGreaterThan(5);
    expect(folder.body.items.every((item) => item.type === "press-release" && item.body === undefined)).toBe(true);
    const full = await getJson<{ items: Array<{ id: string; body: string }> }>(
      catalog.url,
      "/content/press-releases/@children",
      { ...BASIC, "X-Content-Properties": "*" },
    );
    const first = full.body.items[0] as { id: string; body: string };
    expect(first.body.split("\n\n").length).toBeGreaterThanOrEqual(3);
    const item = await getJson<{ id: string; body: string }>(catalog.url, `/content/${first.id}`, {
      ...BASIC,
      "X-Content-Properties": "*",
    });
    expect(item.body.body).toBe(first.body);
    for (const id of ["media-coverage", "leadership", "logos", "careers"]) {
      expect(
        (await getJson<{ items: unknown[] }>(catalog.url, `/content/${id}/@children`, BASIC)).body.items.length,
        id,
      ).toBeGreaterThan(2);
    }
    const coverage = await getJson<{ items: Array<{ externalURL: string | null }> }>(
      catalog.url,
      "/content/media-coverage/@children",
      BASIC,
    );
    expect(coverage.body.items.every((item) => item.externalURL?.startsWith("https://"))).toBe(true);
    expect((await getJson(catalog.url, "/content/press-releases/@children")).status).toBe(401);
    expect((await getJson(catalog.url, "/content/no-such-item", BASIC)).status).toBe(404);
  });

  it("serves billboards per franchise and specialty links with active, expired and future windows", async () => {
    const now = Date.now();
    const state = (item: { startDate: string; endDate: string }) =>
      Date.parse(item.endDate) < now ? "expired" : Date.parse(item.startDate) > now ? "future" : "active";
    const billboards = await getJson<
      Array<{ startDate: string; endDate: string; franchisePromo: boolean; activatedFranchiseId: number | null }>
    >(catalog.url, "/storage/billboards-3477.json");
    expect(billboards.body.some((b) => b.franchisePromo && b.activatedFranchiseId === 3477)).toBe(true);
    expect(new Set(billboards.body.map(state))).toEqual(new Set(["active", "expired", "future"]));
    const fallback = await getJson<unknown[]>(catalog.url, "/storage/billboards-default.json");
    expect(fallback.body.length).toBeGreaterThan(3);
    const links = await getJson<
      Array<{ linkUrl: string; text: string; icon: string; newWindow: boolean; startDate: string; endDate: string }>
    >(catalog.url, "/storage/specialty-links.json");
    expect(new Set(links.body.map(state))).toEqual(new Set(["active", "expired", "future"]));
    expect((await getJson(catalog.url, "/storage/billboards-99999.json")).status).toBe(404);
  });
});
