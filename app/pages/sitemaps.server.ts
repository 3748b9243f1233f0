import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { COUPON_CODE_CATEGORIES } from "~/models/coupon-code-categories";
import { citiesByState, MAX_STORE_PAGE_SIZE, type BusinessStore } from "~/models/coverage";
import type { DirectoryDeal } from "~/models/directory-deals";
import type { BlogArticleSummary } from "~/models/blog";
import { MAX_BLOG_PAGE_SIZE } from "~/models/blog";
import {
  latestDate,
  SITEMAP_MAX_URLS,
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
  return { stores: [first, ...rest].flatMap((page) => page.stores), pages };
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

/** The pages of one child, or null when the index names no such child (an unknown state, a page past the last). */
async function childEntries(child: SitemapChild): Promise<SitemapEntry[] | null> {
  const coverage = getServices().coverage;
  switch (child.kind) {
    case "pages": {
      const [cities, { stores }] = await Promise.all([coverage.getCoveredCities(), allStores()]);
      return pagesSection(codeDate(), cities, stores);
    }
    case "local": {
      const [cities, { stores }] = await Promise.all([coverage.getCoveredCities(), allStores()]);
      const state = citiesByState(cities).find((group) => group.state === child.state);
      return state
        ? localSection(
            state.cities,
            stores.filter((store) => store.state === child.state),
          )
        : null;
    }
    case "businesses": {
      // Only pages the index names: a page number past the last one is not asked of the upstream.
      const first = await coverage.getBusinessStores(1, STORE_PAGE_SIZE);
      if (child.page > Math.max(1, Math.ceil(first.total / STORE_PAGE_SIZE))) return null;
      const page = child.page === 1 ? first : await coverage.getBusinessStores(child.page, STORE_PAGE_SIZE);
      return page.stores.length === 0 ? null : businessSection(page.stores);
    }
    case "coupon-codes":
      return couponCodeSection(await allMerchants());
    case "deals":
      return (await allDeals()).entries;
    case "content":
      return editorial();
    case "newsroom":
      return newsroom();
  }
}

function unavailable(error: unknown): never {
  if (isUpstreamError(error))
    throw new Response("Sitemap temporarily unavailable\n", { status: 503, headers: { "Retry-After": "300" } });
  throw error;
}

/** The XML of one child sitemap; a 404 Response for a child the index does not name, a 503 when an upstream fails. */
export async function childSitemapXml(child: SitemapChild): Promise<string> {
  const entries = await childEntries(child).catch(unavailable);
  if (entries === null) throw new Response("Not Found\n", { status: 404 });
  return urlsetXml(requestOrigin(), entries);
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
    // Each child's date is the latest of its pages; every list is cached, so this re-reads memory, not upstreams.
    // A section whose upstream is down is still named (undated): its own file answers 503 until it is back.
    return Promise.all(
      list.map(async (child) => {
        const entries = await childEntries(child).catch((error: unknown) =>
          isUpstreamError(error) ? null : Promise.reject(error),
        );
        return { child, lastmod: latestDate((entries ?? []).map((e) => e.lastmod)) };
      }),
    );
  })().catch(unavailable);
  return sitemapIndexXml(requestOrigin(), children);
}
