import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { COUPON_CODE_CATEGORIES } from "~/models/coupon-code-categories";
import {
  citiesByState,
  MAX_STORE_PAGE_SIZE,
  type BusinessStore,
  type BusinessStorePage,
  type CoveredCity,
} from "~/models/coverage";
import type { DirectoryDeal } from "~/models/directory-deals";
import type { BlogArticleSummary } from "~/models/blog";
import { MAX_BLOG_PAGE_SIZE } from "~/models/blog";
import {
  latestDate,
  SITEMAP_MAX_URLS,
  sitemapChildPath,
  sitemapIndexXml,
  urlsetXml,
  type SitemapChild,
  type SitemapEntry,
} from "~/models/sitemap";
import {
  businessSection,
  contentSection,
  couponCodeSection,
  dealsSection,
  localSection,
  newsroomSection,
  pagesSection,
} from "~/models/sitemap-sections";
import { requestOrigin } from "~/http/request-origin.server";
import { isUpstreamError } from "~/services/http.server";
import { getServices } from "~/services/index.server";

/**
 * The sitemaps' data (decision 009): every list comes from its upstream client, which caches it (CacheLong), so a
 * crawler reading the index and all its children costs the upstreams one call per list. Business stores come in
 * pages of SITEMAP_MAX_URLS, one child each. A failing upstream makes the sitemap a 503 (crawlers retry later)
 * rather than a short list that would tell them pages were removed.
 */

// Pages whose text ships with the code changed when this build was made: the server bundle's own modification time.
let buildDate: string | undefined;
function codeDate(): string {
  buildDate ??= statSync(fileURLToPath(import.meta.url))
    .mtime.toISOString()
    .slice(0, 10);
  return buildDate;
}

const STORE_PAGE_SIZE = Math.min(MAX_STORE_PAGE_SIZE, SITEMAP_MAX_URLS);

/** Every business page's store, from the coverage upstream's pages (its client caches each): sitemaps, directory. */
export async function allStores(): Promise<{ stores: BusinessStore[]; pages: number }> {
  const coverage = getServices().coverage;
  const first = await coverage.getBusinessStores(1, STORE_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(first.total / STORE_PAGE_SIZE));
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) => coverage.getBusinessStores(i + 2, STORE_PAGE_SIZE)),
  );
  const answers = [first, ...rest];
  // The same cached pages give the same list (one object), so what is derived from it can be kept with it.
  if (joined && joined.answers.length === answers.length && joined.answers.every((page, i) => page === answers[i]))
    return { stores: joined.stores, pages };
  joined = { answers, stores: answers.flatMap((page) => page.stores) };
  return { stores: joined.stores, pages };
}
let joined: { answers: BusinessStorePage[]; stores: BusinessStore[] } | undefined;

type CoverageByState = { cities: Map<string, CoveredCity[]>; stores: Map<string, BusinessStore[]> };
// Grouped once per pair of upstream lists (each the cached answer, the same object until it expires): at the national
// catalog's ~28,000 cities and ~86,000 stores, grouping them again for each state's child took seconds per index.
const grouped = new WeakMap<readonly CoveredCity[], WeakMap<readonly BusinessStore[], CoverageByState>>();

function coverageByState(cities: readonly CoveredCity[], stores: readonly BusinessStore[]): CoverageByState {
  let byStores = grouped.get(cities);
  if (!byStores) grouped.set(cities, (byStores = new WeakMap()));
  let found = byStores.get(stores);
  if (!found) {
    found = { cities: new Map(citiesByState(cities).map((group) => [group.state, group.cities])), stores: new Map() };
    for (const store of stores) {
      const list = found.stores.get(store.state);
      if (list) list.push(store);
      else found.stores.set(store.state, [store]);
    }
    byStores.set(stores, found);
  }
  return found;
}

async function allMerchants() {
  const couponCodes = getServices().couponCodes;
  const lists = await Promise.all(
    COUPON_CODE_CATEGORIES.map((category) => couponCodes.getMerchantsByCategory(category.slug)),
  );
  return lists.flat();
}

async function allDeals(): Promise<{ entries: SitemapEntry[] }> {
  const directory = getServices().dealsDirectory;
  const [categories, cities] = await Promise.all([directory.getDealCategories(), directory.getDealCities()]);
  // Every listed deal is in at least one category, so the category lists hold them all.
  const perCategory = await Promise.all(categories.map((category) => directory.getDealsInCategory(category.slug)));
  const deals: DirectoryDeal[] = perCategory.flatMap((list) => list.deals);
  return { entries: dealsSection(categories, cities, deals) };
}

async function allArticles(): Promise<BlogArticleSummary[]> {
  const content = getServices().contentRepository;
  const first = await content.getBlogPage(1, MAX_BLOG_PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, i) => content.getBlogPage(i + 2, MAX_BLOG_PAGE_SIZE)),
  );
  return [first, ...rest].flatMap((page) => page.articles);
}

async function editorial(): Promise<SitemapEntry[]> {
  const services = getServices();
  const content = services.contentRepository;
  const [campaigns, articles, featuredCoupons, featuredPromotions, contests, serviceCategories] = await Promise.all([
    content.getCampaigns(),
    allArticles(),
    content.getFeaturedCoupons(),
    content.getFeaturedPromotions(),
    services.contests.getContests(),
    services.coverage.getServiceCategories(),
  ]);
  return contentSection(
    { campaigns, articles, featuredCoupons, featuredPromotions, contests, serviceCategories },
    new Date(),
  );
}

async function newsroom(): Promise<SitemapEntry[]> {
  const folders = getServices().newsroom;
  const [press, coverage, leadership, logos, careers] = await Promise.all(
    ["press-releases", "media-coverage", "leadership", "logos", "careers"].map((folder) =>
      folders.getNewsroomFolder(folder),
    ),
  );
  return newsroomSection([...press!, ...coverage!, ...leadership!, ...logos!], careers!, codeDate());
}

/**
 * What a child lists (made only when asked: a kept file of the same sources needs none), and the upstream answers it
 * is made from (the cached objects; none for small sections, which are made for each request).
 */
type ChildList = { entries: () => SitemapEntry[] | null; sources: readonly unknown[] };

/** The pages of one child, or null when the index names no such child (an unknown state, a page past the last). */
async function childEntries(child: SitemapChild): Promise<ChildList> {
  const coverage = getServices().coverage;
  const small = (entries: SitemapEntry[] | null): ChildList => ({ entries: () => entries, sources: [] });
  switch (child.kind) {
    case "pages": {
      const [cities, { stores }] = await Promise.all([coverage.getCoveredCities(), allStores()]);
      return { entries: () => pagesSection(codeDate(), cities, stores), sources: [cities, stores] };
    }
    case "local": {
      const [cities, { stores }] = await Promise.all([coverage.getCoveredCities(), allStores()]);
      const byState = coverageByState(cities, stores);
      const inState = byState.cities.get(child.state);
      return {
        entries: () => (inState ? localSection(inState, byState.stores.get(child.state) ?? []) : null),
        sources: [cities, stores],
      };
    }
    case "businesses": {
      // Only pages the index names: a page number past the last one is not asked of the upstream.
      const first = await coverage.getBusinessStores(1, STORE_PAGE_SIZE);
      if (child.page > Math.max(1, Math.ceil(first.total / STORE_PAGE_SIZE))) return small(null);
      const page = child.page === 1 ? first : await coverage.getBusinessStores(child.page, STORE_PAGE_SIZE);
      return { entries: () => (page.stores.length === 0 ? null : businessSection(page.stores)), sources: [page] };
    }
    case "coupon-codes":
      return small(couponCodeSection(await allMerchants()));
    case "deals":
      return small((await allDeals()).entries);
    case "content":
      return small(await editorial());
    case "newsroom":
      return small(await newsroom());
  }
}

/**
 * What is kept of each large child while the upstream answers it was made from are the same cached objects: its date
 * (the index dates every child) and, once the child itself was asked for, its file. At the national catalog's size a
 * business child of 50,000 URLs takes most of a second to write: the index only dates the children, and writes none.
 * Small sections are made for each request.
 */
type Kept = {
  sources: readonly unknown[];
  exists: boolean;
  lastmod: string | null;
  file?: { origin: string; xml: string };
};
const kept = new Map<string, Kept>();

/** The kept record of a child, made again when its sources changed; `entries` is what the caller has in hand. */
function keptFor(key: string, list: ChildList): { record: Kept; entries: SitemapEntry[] | null | undefined } {
  const found = kept.get(key);
  if (
    found &&
    list.sources.length > 0 &&
    found.sources.length === list.sources.length &&
    found.sources.every((source, i) => source === list.sources[i])
  )
    return { record: found, entries: undefined };
  const entries = list.entries();
  const record: Kept = {
    sources: list.sources,
    exists: entries !== null,
    lastmod: entries === null ? null : latestDate(entries.map((e) => e.lastmod)),
  };
  if (list.sources.length > 0) kept.set(key, record);
  return { record, entries };
}

/** A child's date (the latest of its pages), or undefined when the index names no such child. */
function dateOf(child: SitemapChild, list: ChildList): string | null | undefined {
  const { record } = keptFor(sitemapChildPath(child), list);
  return record.exists ? record.lastmod : undefined;
}

/** A child's file, or null when there is no such child. */
async function childFile(child: SitemapChild): Promise<string | null> {
  const origin = requestOrigin();
  const list = await childEntries(child);
  const { record, entries } = keptFor(sitemapChildPath(child), list);
  if (!record.exists) return null;
  if (record.file?.origin === origin) return record.file.xml;
  const xml = urlsetXml(origin, (entries ?? list.entries())!);
  record.file = { origin, xml };
  return xml;
}

/** Hands the event loop to whatever else waits (other requests, health checks) between two children's work. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

function unavailable(error: unknown): never {
  if (isUpstreamError(error))
    throw new Response("Sitemap temporarily unavailable\n", { status: 503, headers: { "Retry-After": "300" } });
  throw error;
}

/** The XML of one child sitemap; a 404 Response for a child the index does not name, a 503 when an upstream fails. */
export async function childSitemapXml(child: SitemapChild): Promise<string> {
  const xml = await childFile(child).catch(unavailable);
  if (xml === null) throw new Response("Not Found\n", { status: 404 });
  return xml;
}

/** The sitemap index: the fixed sections, one child per state with covered cities, one per page of business stores. */
export async function sitemapIndexXmlOf(): Promise<string> {
  const children = await (async () => {
    const [cities, { pages }] = await Promise.all([getServices().coverage.getCoveredCities(), allStores()]);
    const list: SitemapChild[] = [
      { kind: "pages" },
      ...citiesByState(cities).map(({ state }) => ({ kind: "local" as const, state })),
      ...Array.from({ length: pages }, (_, i) => ({ kind: "businesses" as const, page: i + 1 })),
      { kind: "coupon-codes" },
      { kind: "deals" },
      { kind: "content" },
      { kind: "newsroom" },
    ];
    // Each child's date is the latest of its pages; every list is cached, and every large child's date is kept.
    // A section whose upstream is down is still named (undated): its own file answers 503 until it is back. The
    // upstreams are asked for every child at once; the dating, which is the CPU, takes one child at a time with the
    // event loop handed on between them: dating them all at once held an instance for seconds.
    const lists = await Promise.all(
      list.map((child) =>
        childEntries(child).catch((error: unknown) => (isUpstreamError(error) ? null : Promise.reject(error))),
      ),
    );
    const dated: Array<{ child: SitemapChild; lastmod: string | null }> = [];
    for (const [i, child] of list.entries()) {
      const childList = lists[i];
      dated.push({ child, lastmod: (childList && dateOf(child, childList)) ?? null });
      await yieldToOthers();
    }
    return dated;
  })().catch(unavailable);
  return sitemapIndexXml(requestOrigin(), children);
}
