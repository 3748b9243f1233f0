import fc from "fast-check";
import { answerNotes } from "~/http/answer-notes.server";
import { LISTINGS_PER_PAGE } from "~/models/listing-paging";
import { businessPagePath } from "~/models/local-page";
import { printCouponId } from "~/models/print-coupon-id";
import {
  countCalls,
  loaderArgs,
  pageRequest,
  SAINT_PETERSBURG,
  catalogForLoaders,
  thrown,
  visitArgs,
} from "~/test-support/loader-harness";
import { loader as shellLoader } from "./_site";
import { loader } from "./_site.local.$slug._index";

catalogForLoaders();

describe("the local page's loader", () => {
  const SLUG = "saint-petersburg-fl";
  const load = (search = "") => loader(visitArgs(`/local/${SLUG}${search}`, { params: { slug: SLUG } }));

  it("orders the list as the URL asks: the featured lead and nearest by default, ending soon, newest", async () => {
    const byDefault = await load();
    const all = byDefault.visit.total;
    const featured = byDefault.visit.listings.map((l) => l.featured);
    expect(featured).toEqual([...featured].sort((a, b) => Number(b) - Number(a)));
    expect(featured.some(Boolean)).toBe(true);

    const ending = await load("?sort=ending-soon");
    expect(ending.sort).toBe("ending-soon");
    expect(ending.visit.total).toBe(all);
    const dates = ending.visit.listings.map((l) =>
      l.offers[0]!.displayExpiration ? l.offers[0]!.offerExpirationDate : "9999",
    );
    expect(dates).toEqual([...dates].sort());

    const newest = await load("?sort=newest");
    const ids = newest.visit.listings.map((l) => Math.max(...l.offers.map((o) => Number(o.offerId))));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const bogus = await thrown(load("?sort=bogus&offer=7"));
    expect([bogus.status, bogus.headers.get("Location")]).toEqual([301, `/local/${SLUG}?offer=7`]);
  });

  it("lists the place's location-based and service-based coupons", async () => {
    const page = await load();
    expect(page.place).toMatchObject({ label: "Saint Petersburg, FL", slug: SLUG });
    expect(page.visit.listings.length).toBeGreaterThan(0);
    expect(page.serving.total).toBeGreaterThan(0);
  });

  it("sends view models: a card's fields and the first offer, never the upstream record", async () => {
    const page = await load();
    const listing = page.visit.listings[0]!;
    // `featured` only on the featured organisation's listings.
    expect(
      Object.keys(listing)
        .filter((key) => key !== "featured")
        .sort(),
    ).toEqual(
      [
        "businessName",
        "businessProfileId",
        "categoryName",
        "configId",
        "distance",
        "location",
        "logoURL",
        "offerCount",
        "offerURL",
        "offers",
        "printable",
        "service",
      ].sort(),
    );
    expect(listing.offers.length).toBeLessThanOrEqual(1);
    expect(listing).not.toHaveProperty("userLocation");
  });

  it("shows at least the first LISTINGS_PER_PAGE listings of each group on page 1 and the next ones on page 2", async () => {
    const first = await load();
    expect(first.page).toBe(1);
    // A city's own page holds its visitors' own nearest first: a page of them or more (decision 049).
    const lead = first.visit.listings.length;
    expect(lead).toBeGreaterThanOrEqual(LISTINGS_PER_PAGE);
    expect(first.visit.hasMore).toBe(true);
    expect(first.serving.listings.length).toBeLessThanOrEqual(LISTINGS_PER_PAGE);
    expect(first.pageCount).toBe(
      Math.max(
        1 + Math.ceil((first.visit.total - lead) / LISTINGS_PER_PAGE),
        Math.ceil(first.serving.total / LISTINGS_PER_PAGE),
      ),
    );
    const second = await load("?page=2");
    expect(second.page).toBe(2);
    const firstIds = new Set(first.visit.listings.map((listing) => businessPagePath(SLUG, listing)));
    expect(second.visit.listings.length).toBeGreaterThan(0);
    expect(second.visit.listings.some((listing) => firstIds.has(businessPagePath(SLUG, listing)))).toBe(false);
    expect(second.visit.total).toBe(first.visit.total);
  });

  it("answers 404 for a page past the last, and sends a page that is no number to page 1's URL", async () => {
    const first = await load();
    expect((await thrown(load(`?page=${first.pageCount + 1}`))).status).toBe(404);
    const unreadable = await thrown(load("?page=abc"));
    expect([unreadable.status, unreadable.headers.get("Location")]).toEqual([301, `/local/${SLUG}`]);
  });

  it("looks up ?offer= of a later page in the full lists, so its dialog renders on page 1", async () => {
    const second = await load("?page=2");
    const offerId = second.visit.listings[0]!.offers[0]!.offerId;
    const first = await load(`?offer=${offerId}`);
    expect(first.visit.listings.some((listing) => listing.offers[0]?.offerId === offerId)).toBe(false);
    expect(first.openOffer).toMatchObject({
      offer: { offerId },
      listing: { businessName: second.visit.listings[0]!.businessName },
    });
    const known = visitArgs(`/local/${SLUG}?offer=${offerId}`, { params: { slug: SLUG } });
    await loader(known);
    expect(answerNotes(known.context).private).toBe(false);
  });

  it("opens no dialog for an id that names no offer, and keeps that page from shared caches (any id made up)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[a-z0-9]{1,12}$/), async (id) => {
        const args = visitArgs(`/local/${SLUG}?offer=x${id}`, { params: { slug: SLUG } });
        expect((await loader(args)).openOffer).toBeNull();
        expect(answerNotes(args.context).private).toBe(true);
      }),
      { numRuns: 5 },
    );
  });

  // Overseas military mail (APO, FPO, DPO) validates, but is no place a shopper could choose or the site would save.
  it.each(["nowhere-zz", "saint-petersburg", "Saint-Petersburg-FL", "%3Cscript%3E", "apo-ae", "fpo-ap", "dpo-aa"])(
    "answers 404 for the slug %s",
    async (slug) => {
      const response = await thrown(loader(visitArgs(`/local/${slug}`, { params: { slug } })));
      expect(response.status).toBe(404);
    },
  );

  it("sends a slug that names the city another way to the city's own page, query kept", async () => {
    for (const [alias, own] of [
      ["st-louis-mo", "saint-louis-mo"],
      ["ofallon-mo", "o-fallon-mo"],
      ["st-petersburg-fl", "saint-petersburg-fl"],
    ] as const) {
      const response = await thrown(loader(visitArgs(`/local/${alias}?sort=newest`, { params: { slug: alias } })));
      expect(response.status, alias).toBe(301);
      expect(response.headers.get("Location"), alias).toBe(`/local/${own}?sort=newest`);
    }
    const own = await loader(visitArgs("/local/saint-louis-mo", { params: { slug: "saint-louis-mo" } }));
    expect(own.place).toMatchObject({ label: "Saint Louis, MO", slug: "saint-louis-mo" });
  });

  it("asks the validate upstream at most once for a cold page view, shell and page together", async () => {
    // A city no other test of this file asks about, so nothing is cached yet.
    const request = pageRequest("/local/boise-id");
    const context = {};
    const validate = countCalls("/location/validate/");
    try {
      await Promise.all([
        shellLoader(loaderArgs(request, {}, context)),
        loader(loaderArgs(request, { slug: "boise-id" }, context)),
      ]);
    } finally {
      validate.restore();
    }
    // Exactly one: the slug's validate answer also carries the franchise id the territory rule needs.
    expect(validate.calls).toHaveLength(1);
  });

  it("renders one page for every visitor of a cell of the city, whatever their ZIP, and keeps each visitor's cookie", async () => {
    // Decision 049: the edge shares this page by the cookie's city, state and the cell of its point (hundredths of a
    // degree), so nothing of the ZIP or the point itself may show.
    const sameCell = { city: "Saint Petersburg", state: "FL", zip: "33705", coords: { lat: 27.7751, lng: -82.6342 } };
    const otherCell = { city: "Saint Petersburg", state: "FL", zip: "33713", coords: { lat: 27.789, lng: -82.6774 } };
    const pages = [];
    for (const location of [SAINT_PETERSBURG, sameCell, otherCell]) {
      const request = pageRequest(`/local/${SLUG}`, { location });
      const context = {};
      const [shell, page] = await Promise.all([
        shellLoader(loaderArgs(request, {}, context)),
        loader(loaderArgs(request, { slug: SLUG }, context)),
      ]);
      // Their own place stays in their cookie: the page names the city, it does not move them to its point.
      expect(new Headers((shell as { init?: ResponseInit }).init?.headers).get("Set-Cookie")).toBeNull();
      const { renderedAt: _renderedAt, ...rest } = page;
      pages.push({ shell: { ...(shell as { data: object }).data, year: 0 }, page: rest });
      const json = JSON.stringify(rest);
      expect(json).not.toContain(`"${location.zip}"`);
      // A coordinate as a number of its own (a store's may begin with the same digits).
      for (const coordinate of [location.coords.lat, location.coords.lng]) {
        const number = String(coordinate).replace(".", "\\.");
        expect(json).not.toMatch(new RegExp(`(?<![0-9.])${number}(?![0-9])`));
      }
      expect(rest.distanceOrigin).toBe("cell");
    }
    expect(pages[1]).toEqual(pages[0]);
    expect(pages[2]!.page.visit.listings).not.toEqual(pages[0]!.page.visit.listings);
  });
});

describe("the redeem screen's print id (issue 35, finding 8; SPEC §9: each print its own id)", () => {
  afterEach(() => vi.useRealTimers());

  it("is made from the time of each request: two requests a second apart print two ids", async () => {
    const SLUG = "saint-petersburg-fl";
    const search = "?offer=1&redeem=1";
    const at = (time: string) => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(time));
    };
    at("2026-11-27T12:00:00.000Z");
    const first = await loader(
      visitArgs(`/local/${SLUG}${search}`, { params: { slug: SLUG }, location: SAINT_PETERSBURG }),
    );
    at("2026-11-27T12:00:01.000Z");
    const second = await loader(
      visitArgs(`/local/${SLUG}${search}`, { params: { slug: SLUG }, location: SAINT_PETERSBURG }),
    );
    expect([first.renderedAt, second.renderedAt]).toEqual(["2026-11-27T12:00:00.000Z", "2026-11-27T12:00:01.000Z"]);
    const idAt = (renderedAt: string) => printCouponId({ configId: 60_001, offerId: "1" }, new Date(renderedAt));
    expect(idAt(first.renderedAt)).not.toBe(idAt(second.renderedAt));
  });
});
