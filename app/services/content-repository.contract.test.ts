import { campaignMenuLinks, isCampaignActive, hasCampaignEnded } from "~/models/campaign";
import { SwrCache } from "./cache.server";
import { UpstreamError } from "./http.server";
import { CATALOG_NOW, rejection, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

const ROUTE_SLUGS = [
  "aldean",
  "ark",
  "black-friday",
  "cyber-monday",
  "dungeonsanddragonsmovie",
  "farmhouse",
  "flowers",
  "food",
  "football",
  "fox",
  "hallmark",
  "hallmarkplus",
  "hgtv",
  "holiday",
  "home-improvement",
  "iheart",
  "instantwin",
  "lainey",
  "lego-discovery-center",
  "legoland",
  "legoland-discovery-center",
  "madame-tussauds",
  "married",
  "petadoption",
  "pizza",
  "puppy",
  "puzzle",
  "rocktheblock",
  "sea-life-aquarium",
  "shark",
  "sonic2",
  "sweeps",
  "tacos",
  "tennis",
  "usfl",
  "walmartsweeps",
];

describe("campaigns in the content repository", () => {
  it("has an entry for every campaign route of the spec", async () => {
    const campaigns = await catalog.services().contentRepository.getCampaigns();
    expect(campaigns.map((c) => c.slug).sort()).toEqual([...ROUTE_SLUGS].sort());
  });

  it("gives each kind what its view needs", async () => {
    const repo = catalog.services().contentRepository;
    const legoland = await repo.getCampaign("legoland");
    expect(legoland.kind).toBe("attraction");
    if (legoland.kind !== "attraction") throw new Error("unreachable");
    expect(legoland.locations.map((l) => l.state)).toEqual(expect.arrayContaining(["CA", "FL", "NY"]));
    // Its ticket offers come from its own store; a promotion's codes come from its categories, no merchant of its own.
    expect(legoland.promotes.merchantIds).toHaveLength(1);
    const hgtv = await repo.getCampaign("hgtv");
    if (hgtv.kind !== "sweepstakes") throw new Error(`hgtv is ${hgtv.kind}`);
    expect(hgtv.contest.officialRules[0]).toMatch(/^NO PURCHASE NECESSARY/);
    expect(hgtv.partner?.name).toBe("HGTV");
    expect((await repo.getCampaign("instantwin")).kind).toBe("instantWin");
    const pizza = await repo.getCampaign("pizza");
    expect(pizza).toMatchObject({
      kind: "promotion",
      title: "Pizza Coupons",
      tagline: "Slices, pies and family deals from pizzerias near you.",
    });
    expect(pizza.promotes).toMatchObject({
      localCategoryIds: [108],
      localKeywords: ["pizza", "pizzeria", "slice", "pie"],
    });
    expect(pizza.promotes.merchantIds).toEqual([]);
    expect(pizza.promotes.couponCodeCategories).toEqual(["food-beverage"]);
    expect(pizza.paragraphs.length).toBeGreaterThan(1);
  });

  it("dates most campaigns around now, some ended and some still to come", async () => {
    const campaigns = await catalog.services().contentRepository.getCampaigns();
    const active = campaigns.filter((c) => isCampaignActive(c, CATALOG_NOW));
    const ended = campaigns.filter((c) => hasCampaignEnded(c, CATALOG_NOW));
    expect(active.length).toBeGreaterThan(campaigns.length / 2);
    expect(ended.map((c) => c.slug).sort()).toEqual(["dungeonsanddragonsmovie", "sonic2", "usfl"]);
    expect(campaigns.length - active.length - ended.length).toBeGreaterThan(0);
    const menu = campaignMenuLinks(campaigns, CATALOG_NOW);
    expect(menu.map((link) => link.href)).toEqual(
      expect.arrayContaining([
        "/legoland",
        "/madame-tussauds",
        "/sea-life-aquarium",
        "/lego-discovery-center",
        "/legoland-discovery-center",
      ]),
    );
  });

  it.each(["no-such-campaign", "../etc"])("reports the unknown campaign %j with status 404", async (slug) => {
    await expect(rejection(catalog.services().contentRepository.getCampaign(slug))).resolves.toMatchObject({
      status: 404,
    });
  });

  it("reports a wrong password as a 401", async () => {
    const error = await rejection(
      catalog.services({ UPSTREAM_NEWSROOM_PASSWORD: "wrong" }).contentRepository.getCampaigns(),
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 401, message: "We seem to be having trouble loading this promotion" });
  });

  it("reports a campaign of the wrong shape as an UpstreamError", async () => {
    await catalog.fault({ path: "/content/campaigns", body: '{"items":[{"id":"x","type":"campaign"}]}' });
    await expect(rejection(catalog.services().contentRepository.getCampaigns())).resolves.toMatchObject({
      kind: "schema",
    });
  });
});

describe("blog articles", () => {
  it("lists articles newest first, a page at a time, with the total", async () => {
    const repo = catalog.services().contentRepository;
    const first = await repo.getBlogPage(1, 10);
    const second = await repo.getBlogPage(2, 10);
    expect(first.total).toBeGreaterThanOrEqual(30);
    expect(first.pageCount).toBe(Math.ceil(first.total / 10));
    expect(first.articles).toHaveLength(10);
    const dates = [...first.articles, ...second.articles].map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...first.articles, ...second.articles].map((a) => a.contentId)).size).toBe(20);
  });

  it("keeps the blog's pages with the site's own answers, and a page past the last with the visitor's", async () => {
    const cache = new SwrCache();
    const repo = catalog.services({}, { cache }).contentRepository;
    const { pageCount } = await repo.getBlogPage(1);
    await repo.getBlogPage(pageCount);
    expect([cache.size("shared"), cache.size("visitor")]).toEqual([2, 0]);
    await repo.getBlogPage(pageCount + 1);
    await repo.getBlogPage(9_999);
    expect([cache.size("shared"), cache.size("visitor")]).toEqual([2, 2]);
  });

  it("gets one article with its body, author, dates and related categories", async () => {
    const repo = catalog.services().contentRepository;
    const [summary] = (await repo.getBlogPage(1, 1)).articles;
    if (!summary) throw new Error("no article");
    const article = await repo.getBlogArticle(summary.contentId);
    expect(article.paragraphs.length).toBeGreaterThan(2);
    expect(article.author.name).not.toBe("");
    expect(Date.parse(article.modifiedAt)).toBeGreaterThanOrEqual(Date.parse(article.publishedAt));
    expect(article.localCategoryIds.length + article.couponCodeCategories.length).toBeGreaterThan(0);
  });

  it.each([
    ["an unknown article", "no-such-article"],
    ["an item that is not an article", "campaign-pizza"],
  ])("answers 404 for %s", async (_kind, contentId) => {
    await expect(rejection(catalog.services().contentRepository.getBlogArticle(contentId))).resolves.toMatchObject({
      status: 404,
    });
  });

  it.each([
    ["an empty object", "{}"],
    ["a type that is not a word", '{"type":7}'],
    ["a list", "[]"],
  ])("reports an article answered with %s as the blog's trouble, not as a missing article", async (_kind, body) => {
    const repo = catalog.services().contentRepository;
    const [summary] = (await repo.getBlogPage(1, 1)).articles;
    if (!summary) throw new Error("no article");
    await catalog.fault({ path: `/content/${summary.contentId}`, body });
    await expect(
      rejection(catalog.services().contentRepository.getBlogArticle(summary.contentId)),
    ).resolves.toMatchObject({
      status: 502,
      message: "We seem to be having trouble loading our blog",
    });
  });

  it("reports a malformed page with the blog message", async () => {
    await catalog.fault({ path: "/content/blog", body: "{not json" });
    await expect(rejection(catalog.services().contentRepository.getBlogPage())).resolves.toMatchObject({
      kind: "malformed",
      message: "We seem to be having trouble loading our blog",
    });
  });
});

describe("featured coupons and promotions", () => {
  it("points each featured coupon at a business, store and offer that exist", async () => {
    const services = catalog.services();
    const coupons = await services.contentRepository.getFeaturedCoupons();
    expect(coupons.length).toBeGreaterThan(5);
    for (const coupon of coupons.slice(0, 3)) {
      const profile = await services.business.getBusinessProfile(coupon.businessProfileId, {
        store: coupon.storeId ?? undefined,
      });
      expect(profile.offers.map((o) => o.offerId)).toContain(coupon.offerId);
      expect(profile.locations.map((l) => l.id)).toContain(coupon.storeId);
    }
    await expect(services.contentRepository.getFeaturedCoupon(coupons[0]?.slug ?? "")).resolves.toEqual(coupons[0]);
  });

  it("gives the billboards' featured-promotion links a landing page", async () => {
    const services = catalog.services({}, { now: () => CATALOG_NOW });
    const billboards = await services.content.getBillboards(null);
    const slugs = billboards.flatMap((b) => /^\/featured-promotion\/(.+)$/.exec(b.linkUrl)?.[1] ?? []);
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      const promotion = await services.contentRepository.getFeaturedPromotion(slug);
      expect(promotion.links.length).toBeGreaterThan(0);
      for (const link of promotion.links) expect(link.href).toMatch(/^\/[a-z]/);
    }
  });

  it("answers 404 for unknown featured slugs", async () => {
    const repo = catalog.services().contentRepository;
    await expect(rejection(repo.getFeaturedCoupon("nothing-here"))).resolves.toMatchObject({ status: 404 });
    await expect(rejection(repo.getFeaturedPromotion("nothing-here"))).resolves.toMatchObject({ status: 404 });
  });

  it("refuses a featured promotion linking to another site", async () => {
    await catalog.fault({
      path: "/content/featured-promotions",
      body: JSON.stringify({
        items: [
          {
            id: "x",
            slug: "x",
            title: "x",
            summary: "x",
            publishedAt: "2026-01-01",
            imageURL: "http://x/y.svg",
            type: "featured-promotion",
            featuredPromotion: {
              links: [{ label: "x", href: "//evil.example" }],
              localCategoryIds: [],
              couponCodeCategories: [],
            },
          },
        ],
      }),
    });
    await expect(rejection(catalog.services().contentRepository.getFeaturedPromotions())).resolves.toMatchObject({
      kind: "schema",
    });
  });
});
