import { currentDealPrice } from "./deal-discount";

/**
 * Filtering and sorting a list of Clipp deals (`/deals` and the deals directory's lists) from the page's query
 * string, so a choice is a link that works without JavaScript and can be shared. Anything the page does not offer
 * (an unknown category or order, a parameter given twice, an empty or overlong value) is ignored: the list is then
 * shown as if the parameter were absent.
 */

export const DEAL_CATEGORY_PARAM = "category";
export const DEAL_SORT_PARAM = "sort";

/** `featured`: the upstream's own order (the directory's lists); `distance`: nearest first (SPEC §9 default). */
export const DEAL_SORTS = ["featured", "distance", "price", "discount"] as const;
export type DealSort = (typeof DEAL_SORTS)[number];

export const DEAL_SORT_LABELS: Readonly<Record<DealSort, string>> = {
  featured: "Featured",
  distance: "Nearest",
  price: "Lowest price",
  discount: "Biggest discount",
};

/** The orders `/deals` offers (it knows the visitor's place) and those of the directory's lists (it does not). */
export const NEARBY_DEAL_SORTS: readonly DealSort[] = ["distance", "price", "discount"];
export const DIRECTORY_DEAL_SORTS: readonly DealSort[] = ["featured", "price", "discount"];

export interface DealCategoryChoice {
  slug: string;
  name: string;
  count: number;
}

export interface DealListOptions {
  /** A category slug among the list's own categories, or null for all. */
  category: string | null;
  sort: DealSort;
}

/** What sorting and filtering read of a deal. */
export interface SortableDeal {
  fullValue: number;
  offerPrice: number;
  priceDropPrice: number | null;
  categoryNames: readonly string[];
  distance?: number | null;
}

/** 'Beauty & Spas' → 'beauty-spas': the slug the deals upstream gives the same category. */
export function dealCategorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The one value of a parameter given exactly once, else null (absent, repeated, empty or longer than a slug). */
function singleValue(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  if (values.length !== 1) return null;
  const value = values[0] as string;
  return value !== "" && value.length <= 80 ? value : null;
}

/** The categories of a list's deals, with how many deals each holds, in order of first appearance. */
export function dealCategoriesOf(deals: readonly SortableDeal[]): DealCategoryChoice[] {
  const bySlug = new Map<string, DealCategoryChoice>();
  for (const deal of deals) {
    for (const name of new Set(deal.categoryNames)) {
      const slug = dealCategorySlug(name);
      if (slug === "") continue;
      const seen = bySlug.get(slug);
      if (seen) seen.count += 1;
      else bySlug.set(slug, { slug, name, count: 1 });
    }
  }
  return [...bySlug.values()];
}

/** The options the query string asks for, among the categories and orders this list offers (the first is the default). */
export function readDealListOptions(
  params: URLSearchParams,
  offered: { categories: readonly Pick<DealCategoryChoice, "slug">[]; sorts: readonly DealSort[] },
): DealListOptions {
  const category = singleValue(params, DEAL_CATEGORY_PARAM);
  const sort = singleValue(params, DEAL_SORT_PARAM);
  const defaultSort = offered.sorts[0] ?? "featured";
  return {
    category: category !== null && offered.categories.some((choice) => choice.slug === category) ? category : null,
    sort: offered.sorts.find((known) => known === sort) ?? defaultSort,
  };
}

/**
 * Whether the query string names a category or an order the list ignored (unknown, repeated, empty): the page is then
 * the same as without it, and no shared cache should keep a copy of it for that spelling alone.
 */
export function ignoresDealListChoice(params: URLSearchParams, options: DealListOptions): boolean {
  const readAs = (name: string, read: string | null) => {
    const values = params.getAll(name);
    return values.length === 0 || (values.length === 1 && values[0] === read);
  };
  return !(readAs(DEAL_CATEGORY_PARAM, options.category) && readAs(DEAL_SORT_PARAM, options.sort));
}

/** Whole-number percent saved, for ordering (0 when the figures give no saving). */
export function dealSavingPercent(deal: Pick<SortableDeal, "fullValue" | "offerPrice" | "priceDropPrice">): number {
  const price = currentDealPrice(deal.offerPrice, deal.priceDropPrice);
  if (!Number.isFinite(deal.fullValue) || !Number.isFinite(price) || deal.fullValue <= 0) return 0;
  return Math.max(0, ((deal.fullValue - price) / deal.fullValue) * 100);
}

const byNumber =
  (value: (deal: SortableDeal) => number | null | undefined, direction: 1 | -1) =>
  (a: SortableDeal, b: SortableDeal) => {
    const x = value(a);
    const y = value(b);
    const missingX = x === null || x === undefined || !Number.isFinite(x);
    const missingY = y === null || y === undefined || !Number.isFinite(y);
    // Deals without the figure keep their order after those with it.
    if (missingX || missingY) return missingX === missingY ? 0 : missingX ? 1 : -1;
    return (x - y) * direction;
  };

const COMPARE: Readonly<Record<Exclude<DealSort, "featured">, (a: SortableDeal, b: SortableDeal) => number>> = {
  distance: byNumber((deal) => deal.distance, 1),
  price: byNumber((deal) => currentDealPrice(deal.offerPrice, deal.priceDropPrice), 1),
  discount: byNumber(dealSavingPercent, -1),
};

/** The deals of the chosen category in the chosen order; ties keep the upstream's order. */
export function applyDealListOptions<T extends SortableDeal>(deals: readonly T[], options: DealListOptions): T[] {
  const kept =
    options.category === null
      ? [...deals]
      : deals.filter((deal) => deal.categoryNames.some((name) => dealCategorySlug(name) === options.category));
  return options.sort === "featured" ? kept : kept.sort(COMPARE[options.sort]);
}

/**
 * The URL of a list with other options: the page's path and only the parameters that differ from the default, so
 * the unfiltered list has one URL. Any other parameter of the page (an open dialog) is left behind.
 */
export function dealListHref(pathname: string, options: DealListOptions, defaultSort: DealSort): string {
  const params = new URLSearchParams();
  if (options.category !== null) params.set(DEAL_CATEGORY_PARAM, options.category);
  if (options.sort !== defaultSort) params.set(DEAL_SORT_PARAM, options.sort);
  const query = params.toString();
  return query === "" ? pathname : `${pathname}?${query}`;
}

/** 'No deals', '1 deal', '12 deals'. */
export function dealCountText(count: number): string {
  return count === 0 ? "No deals" : count === 1 ? "1 deal" : `${count} deals`;
}
