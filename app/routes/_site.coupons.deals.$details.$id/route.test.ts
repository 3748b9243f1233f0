import { corporateDeal, isCorporateDeal, type DirectoryDeal } from "~/models/directory-deals";
import { locationSlug } from "~/models/slug";
import { bodyOf, catalogForLoaders, thrown, visitArgs } from "~/test-support/loader-harness";
import { getServices } from "~/services/index.server";
import { loader as indexLoader } from "../_site.coupons.deals._index/route";
import type { DealsDirectoryData } from "../_site.coupons.deals._index/directory-page.server";
import { loader as listLoader } from "../_site.coupons.deals.$details._index/route";
import type { DealListData } from "../_site.coupons.deals.$details._index/deal-list.server";
import type { DirectoryDealPageData } from "./directory-deal.server";
import { loader } from "./route";

const catalog = catalogForLoaders();
let everyDeal: DirectoryDeal[];
beforeAll(async () => {
  const { dealsDirectory } = getServices();
  const categories = await dealsDirectory.getDealCategories();
  everyDeal = (await Promise.all(categories.map((c) => dealsDirectory.getDealsInCategory(c.slug)))).flatMap(
    (list) => list.deals,
  );
});

const list = async (details: string) =>
  bodyOf(await listLoader(visitArgs(`/coupons/deals/${details}`, { params: { details } }))) as DealListData;
const dealPage = async (details: string, id: string) =>
  bodyOf(
    await loader(visitArgs(`/coupons/deals/${details}/${id}`, { params: { details, id } })),
  ) as DirectoryDealPageData;

describe("the Clipp deals directory's loaders", () => {
  it("index the categories and cities of corporate-territory deals only", async () => {
    const index = bodyOf(await indexLoader()) as DealsDirectoryData;
    if (index.categories === null) throw new Error(index.message);
    expect(index.categories.length).toBeGreaterThan(0);
    const corporateCities = new Set(
      everyDeal.flatMap((deal) => corporateDeal(deal)?.locations.map((l) => locationSlug(l.city, l.state)) ?? []),
    );
    expect(index.cities.length).toBeGreaterThan(0);
    for (const city of index.cities) expect(corporateCities.has(city.slug), city.slug).toBe(true);
  });

  it("leave out a city whose deals are all franchised there (Jacksonville)", async () => {
    const index = bodyOf(await indexLoader()) as DealsDirectoryData;
    expect(index.cities?.map((c) => c.slug)).not.toContain("jacksonville-fl");
    expect(
      (
        await thrown(
          listLoader(visitArgs("/coupons/deals/jacksonville-fl", { params: { details: "jacksonville-fl" } })),
        )
      ).status,
    ).toBe(404);
  });

  it("list a category's corporate deals, each linking to its page under that category", async () => {
    const page = await list("restaurants");
    if (page.deals === null) throw new Error(page.message);
    expect(page.segment).toEqual({ kind: "category", slug: "restaurants" });
    expect(page.title).toBe("Restaurants");
    for (const deal of page.deals) expect(deal.path).toBe(`/coupons/deals/restaurants/${deal.id}`);
  });

  it("list a city's deals redeemable there", async () => {
    const page = await list("saint-petersburg-fl");
    if (page.deals === null) throw new Error(page.message);
    expect(page.title).toBe("Saint Petersburg, FL");
    expect(page.deals.length).toBeGreaterThan(0);
    for (const deal of page.deals) expect(deal.cities).toContain("Saint Petersburg, FL");
  });

  it("show a deal under its category with only corporate locations and a canonical path", async () => {
    const mixed =
      everyDeal.find(
        (deal) => isCorporateDeal(deal) && corporateDeal(deal)!.locations.length < deal.locations.length,
      ) ?? everyDeal.find(isCorporateDeal)!;
    const category = mixed.categorySlugs[0]!;
    const page = await dealPage(category, mixed.id);
    if (page.deal === null) throw new Error(page.message);
    expect(page.deal.locations).toEqual(corporateDeal(mixed)!.locations);
    expect(page.canonicalPath).toBe(`/coupons/deals/${category}/${mixed.id}`);
  });

  it("answer 404 for a deal of franchised territories only, even under its own category", async () => {
    const franchised = everyDeal.find((deal) => !isCorporateDeal(deal))!;
    const response = await thrown(
      loader(visitArgs("/x", { params: { details: franchised.categorySlugs[0]!, id: franchised.id } })),
    );
    expect(response.status).toBe(404);
  });

  it("say the deal cannot be shown right now (503), not that it is missing, when the directory fails", async () => {
    const deal = everyDeal.filter(isCorporateDeal).at(-1)!;
    await catalog.fault({ path: `/deals/directory/deals/${deal.id}`, status: 500, times: 1 });
    const answer = (await loader(
      visitArgs("/x", { params: { details: deal.categorySlugs[0]!, id: deal.id } }),
    )) as unknown as { init: { status: number } | null };
    expect(answer.init?.status).toBe(503);
    expect((bodyOf(answer) as DirectoryDealPageData).deal).toBeNull();
    await catalog.clearFaults();
  });

  it.each([
    ["an unknown category", "no-such-category", null],
    ["an unknown city", "nowhere-zz", null],
    ["a mis-cased segment", "Restaurants", null],
    ["another category than the deal's", "other", "wrong-category"],
    ["an unknown id", "restaurants", "99999999"],
    ["a non-numeric id", "restaurants", "abc"],
  ])("answer 404 for %s", async (_name, details, id) => {
    const corporate = everyDeal.find(isCorporateDeal)!;
    if (id === null) {
      expect((await thrown(listLoader(visitArgs("/x", { params: { details } })))).status).toBe(404);
      return;
    }
    const segment =
      id === "wrong-category"
        ? everyDeal.find((d) => d.categorySlugs[0] !== corporate.categorySlugs[0])!.categorySlugs[0]!
        : details;
    const dealId = id === "wrong-category" ? corporate.id : id;
    expect((await thrown(loader(visitArgs("/x", { params: { details: segment, id: dealId } })))).status).toBe(404);
  });
});

describe("a directory list's filter and order", () => {
  const listWith = async (details: string, query: string) =>
    bodyOf(await listLoader(visitArgs(`/coupons/deals/${details}?${query}`, { params: { details } }))) as DealListData;

  it("orders a category's deals cheapest first and offers no category filter there", async () => {
    const page = await listWith("restaurants", "sort=price");
    if (page.deals === null) throw new Error(page.message);
    expect(page.options).toEqual({ category: null, sort: "price" });
    expect(page.categories).toEqual([]);
    const prices = page.deals.map((deal) => deal.priceDropPrice ?? deal.offerPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("filters a city's deals by one of their categories, and ignores an unknown one", async () => {
    const all = await listWith("tampa-fl", "");
    if (all.deals === null) throw new Error(all.message);
    const category = all.categories[0]!;
    const filtered = await listWith("tampa-fl", `category=${category.slug}`);
    expect(filtered.deals?.length).toBe(category.count);
    expect(filtered.total).toBe(all.deals.length);
    expect(filtered.filtered).toBe(true);
    const unknown = await listWith("tampa-fl", "category=casinos&sort=nearest");
    expect(unknown.options).toEqual({ category: null, sort: "featured" });
    expect(unknown.deals).toEqual(all.deals);
  });
});
