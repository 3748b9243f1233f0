import fc from "fast-check";
import {
  applyDealListOptions,
  DEAL_CATEGORY_PARAM,
  DEAL_SORT_PARAM,
  ignoresDealListChoice,
  dealCategoriesOf,
  dealCategorySlug,
  dealCountText,
  dealListHref,
  DIRECTORY_DEAL_SORTS,
  NEARBY_DEAL_SORTS,
  readDealListOptions,
  type SortableDeal,
} from "./deal-list";

type Named = SortableDeal & { id: string };

const deal = (
  id: string,
  category: string,
  fullValue: number,
  offerPrice: number,
  priceDropPrice: number | null,
  distance: number | null,
): Named => ({
  id,
  categoryNames: [category],
  fullValue,
  offerPrice,
  priceDropPrice,
  distance,
});

const DEALS: Named[] = [
  deal("spa", "Beauty & Spas", 90, 45, null, 3.2), // $45, 50 %
  deal("grill", "Restaurants", 40, 22, null, 1.1), // $22, 45 %
  deal("cantina", "Restaurants", 60, 30, 24, 7.5), // $24 after a drop, 60 %
  deal("karts", "Things To Do", 45, 20, null, null), // $20, 56 %, no distance
];

const CATEGORIES = dealCategoriesOf(DEALS);
const ids = (deals: readonly Named[]) => deals.map((d) => d.id);
const params = (query: string) => new URLSearchParams(query);

describe("dealCategorySlug", () => {
  it.each([
    ["Beauty & Spas", "beauty-spas"],
    ["Things To Do", "things-to-do"],
    ["Restaurants", "restaurants"],
    ["  Health & Fitness ", "health-fitness"],
    ["&", ""],
  ])("%j → %j", (name, slug) => expect(dealCategorySlug(name)).toBe(slug));
});

describe("dealCategoriesOf", () => {
  it("lists each category once with its count, in order of first appearance", () => {
    expect(CATEGORIES).toEqual([
      { slug: "beauty-spas", name: "Beauty & Spas", count: 1 },
      { slug: "restaurants", name: "Restaurants", count: 2 },
      { slug: "things-to-do", name: "Things To Do", count: 1 },
    ]);
  });

  it("counts a deal once even when it names its category twice", () => {
    expect(dealCategoriesOf([{ ...DEALS[0]!, categoryNames: ["Retail", "Retail"] }])).toEqual([
      { slug: "retail", name: "Retail", count: 1 },
    ]);
  });
});

describe("readDealListOptions", () => {
  const nearby = { categories: CATEGORIES, sorts: NEARBY_DEAL_SORTS };
  it.each([
    ["nothing: all, nearest first", "", { category: null, sort: "distance" }],
    ["a known category and order", "category=restaurants&sort=price", { category: "restaurants", sort: "price" }],
    ["an unknown category", "category=casinos&sort=discount", { category: null, sort: "discount" }],
    ["an unknown order", "category=restaurants&sort=cheapest", { category: "restaurants", sort: "distance" }],
    ["an order this list does not offer", "sort=featured", { category: null, sort: "distance" }],
    ["a repeated category", "category=restaurants&category=beauty-spas", { category: null, sort: "distance" }],
    ["a repeated order, even the same twice", "sort=price&sort=price", { category: null, sort: "distance" }],
    ["empty values", "category=&sort=", { category: null, sort: "distance" }],
    ["markup", "category=%3Cscript%3Ealert(1)%3C%2Fscript%3E&sort=%22%3E", { category: null, sort: "distance" }],
    ["another case", "category=Restaurants&sort=PRICE", { category: null, sort: "distance" }],
    ["an overlong value", `category=${"a".repeat(5000)}`, { category: null, sort: "distance" }],
  ])("%s", (_name, query, expected) => {
    expect(readDealListOptions(params(query), nearby)).toEqual(expected);
  });

  it("defaults the directory's lists to the upstream's order, and they offer no distance", () => {
    const directory = { categories: CATEGORIES, sorts: DIRECTORY_DEAL_SORTS };
    expect(readDealListOptions(params(""), directory)).toEqual({ category: null, sort: "featured" });
    expect(readDealListOptions(params("sort=distance"), directory)).toEqual({ category: null, sort: "featured" });
  });
});

describe("applyDealListOptions", () => {
  it.each([
    ["featured keeps the upstream's order", null, "featured", ["spa", "grill", "cantina", "karts"]],
    ["nearest first, a deal without a distance last", null, "distance", ["grill", "spa", "cantina", "karts"]],
    ["lowest price first, a price drop counting", null, "price", ["karts", "grill", "cantina", "spa"]],
    ["biggest discount first", null, "discount", ["cantina", "karts", "spa", "grill"]],
    ["one category, cheapest first", "restaurants", "price", ["grill", "cantina"]],
    ["one category, nearest first", "restaurants", "distance", ["grill", "cantina"]],
    ["a category no deal has", "retail", "distance", []],
  ] as const)("%s", (_name, category, sort, expected) => {
    expect(ids(applyDealListOptions(DEALS, { category, sort }))).toEqual(expected);
  });

  it("keeps the upstream's order between equals and leaves the input untouched", () => {
    const twins = [
      deal("a", "Retail", 50, 25, null, 2),
      deal("b", "Retail", 50, 25, null, 2),
      deal("c", "Retail", 50, 25, null, 1),
    ];
    expect(ids(applyDealListOptions(twins, { category: null, sort: "price" }))).toEqual(["a", "b", "c"]);
    expect(ids(applyDealListOptions(twins, { category: null, sort: "distance" }))).toEqual(["c", "a", "b"]);
    expect(ids(twins)).toEqual(["a", "b", "c"]);
  });

  it("orders a deal whose figures give no saving last by discount", () => {
    const odd = [deal("none", "Retail", 0, 10, null, 1), deal("half", "Retail", 20, 10, null, 1)];
    expect(ids(applyDealListOptions(odd, { category: null, sort: "discount" }))).toEqual(["half", "none"]);
  });
});

describe("dealListHref", () => {
  it.each([
    [{ category: null, sort: "distance" }, "distance", "/deals"],
    [{ category: "restaurants", sort: "distance" }, "distance", "/deals?category=restaurants"],
    [{ category: "restaurants", sort: "price" }, "distance", "/deals?category=restaurants&sort=price"],
    [{ category: null, sort: "discount" }, "featured", "/deals?sort=discount"],
    [{ category: "beauty-spas", sort: "featured" }, "featured", "/deals?category=beauty-spas"],
  ] as const)("%j (default %s) → %s", (options, defaultSort, href) => {
    expect(dealListHref("/deals", options, defaultSort)).toBe(href);
  });
});

describe("dealCountText", () => {
  it.each([
    [0, "No deals"],
    [1, "1 deal"],
    [12, "12 deals"],
  ])("%d → %s", (count, text) => expect(dealCountText(count)).toBe(text));
});

describe("ignoresDealListChoice", () => {
  it("is true exactly when the query names a category or an order the list did not read (generated)", () => {
    const offered = { categories: [{ slug: "beauty-spas" }, { slug: "food" }], sorts: NEARBY_DEAL_SORTS };
    const value = fc.oneof(
      fc.constantFrom("beauty-spas", "food", "distance", "price", "discount", "featured", ""),
      fc.stringMatching(/^[a-zA-Z0-9-]{1,8}$/),
    );
    const query = fc.array(fc.tuple(fc.constantFrom(DEAL_CATEGORY_PARAM, DEAL_SORT_PARAM, "offer"), value), {
      maxLength: 4,
    });
    fc.assert(
      fc.property(query, (pairs) => {
        const params = new URLSearchParams(pairs);
        const options = readDealListOptions(params, offered);
        const read = (name: string, got: string | null) => {
          const values = params.getAll(name);
          return values.length === 0 || (values.length === 1 && values[0] === got);
        };
        const expected = !(read(DEAL_CATEGORY_PARAM, options.category) && read(DEAL_SORT_PARAM, options.sort));
        expect(ignoresDealListChoice(params, options), params.toString()).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
