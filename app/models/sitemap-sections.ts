import type { Campaign } from "./campaign";
import { isCampaignActive } from "./campaign";
import type { BlogArticleSummary } from "./blog";
import type { ContentItem } from "./content";
import { FOOTER_PAGE_PATHS } from "../copy/content-pages";
import type { Contest } from "./contest";
import { categoryPath, BROWSE_PATH, merchantPath } from "./coupon-code-pages";
import { CITY_DIRECTORY_PATH, COUPON_CODES_PATH, GROCERY_COUPONS_PATH } from "~/models/page-paths";
import { COUPON_CODE_CATEGORIES } from "./coupon-code-categories";
import type { BusinessStore, CoveredCity, ServiceCategory } from "./coverage";
import {
  corporateDeal,
  type DealDirectoryCategory,
  type DealDirectoryCity,
  type DirectoryDeal,
} from "./directory-deals";
import type { FeaturedCoupon, FeaturedPromotion } from "./featured";
import { LOCAL_CATEGORIES } from "./local-categories";
import { businessPathOf, categoryPagePath, localPagePath } from "./local-page";
import { pressReleasePath } from "./newsroom-content";
import type { Merchant } from "./sdc-coupon";
import { latestDate, type SitemapEntry } from "./sitemap";
import { locationSlug } from "./slug";
import { DEALS_DIRECTORY_PATH } from "./page-paths";

/**
 * What each child sitemap lists, from the upstreams' own lists (decision 009). Each builder is pure: the page data
 * in app/pages/sitemaps.server.ts fetches, these decide which URLs are pages and how old they are. `lastmod` comes
 * from the upstream's dates; where an upstream dates nothing (merchants, deals, service categories) it is left out
 * rather than made up, since crawlers stop trusting a site's lastmod once one is wrong.
 */

export { CITY_DIRECTORY_PATH };

/**
 * Pages whose text ships with the code (home, the footer's content pages, the franchise page): dated by the build
 * that serves them. Prompt-only pages (`/local`, `/deals`, `/search`) are noindex and not listed.
 */
export const CODE_PAGES: readonly string[] = ["/", ...FOOTER_PAGE_PATHS];

export function pagesSection(
  buildDate: string,
  cities: readonly CoveredCity[],
  stores: readonly BusinessStore[],
): SitemapEntry[] {
  return [
    ...CODE_PAGES.map((path) => ({ path, lastmod: buildDate })),
    ...(cities.length > 0
      ? [{ path: CITY_DIRECTORY_PATH, lastmod: latestDate([buildDate, ...stores.map((s) => s.lastmod)]) }]
      : []),
  ];
}

const citySlugOf = (place: { city: string; state: string }) => locationSlug(place.city, place.state);

/**
 * The local page and its nine category pages of each covered city. A city's pages change with its businesses:
 * dated by the latest change of a store in that city, else of any store in its state.
 */
export function localSection(cities: readonly CoveredCity[], stores: readonly BusinessStore[]): SitemapEntry[] {
  const latestByCity = new Map<string, string | null>();
  for (const store of stores) {
    const slug = citySlugOf(store);
    latestByCity.set(slug, latestDate([latestByCity.get(slug), store.lastmod]));
  }
  // Computed once per state, not per city: a state of the national catalog has thousands of towns.
  const latestByState = new Map<string, string | null>();
  const stateLatest = (state: string) => {
    if (!latestByState.has(state))
      latestByState.set(state, latestDate(stores.filter((s) => s.state === state).map((s) => s.lastmod)));
    return latestByState.get(state)!;
  };
  return cities.flatMap((city) => {
    const lastmod = latestByCity.get(city.slug) ?? stateLatest(city.state);
    return LOCAL_CATEGORIES.map((category) => ({
      path: category.slug === "" ? localPagePath(city.slug) : categoryPagePath(city.slug, category),
      lastmod,
    }));
  });
}

/**
 * One business page per store, at the URL the page answers 200 with as its own canonical: the store's city,
 * `{name-slug}-{id}`, and `?store=` for a storefront (a service business has no store).
 */
export function businessStorePath(store: BusinessStore): string {
  const path = businessPathOf(citySlugOf(store), store);
  return store.storeId === null ? path : `${path}?store=${store.storeId}`;
}

export function businessSection(stores: readonly BusinessStore[]): SitemapEntry[] {
  return stores.map((store) => ({ path: businessStorePath(store), lastmod: store.lastmod }));
}

/** The coupon-code home, browse, the 20 categories, groceries, and every merchant the category lists hold. */
export function couponCodeSection(merchants: readonly Merchant[]): SitemapEntry[] {
  const fixed = [
    COUPON_CODES_PATH,
    BROWSE_PATH,
    GROCERY_COUPONS_PATH,
    ...COUPON_CODE_CATEGORIES.map((c) => categoryPath(c.slug)),
  ];
  return [
    ...fixed.map((path) => ({ path, lastmod: null })),
    ...merchants.map((merchant) => ({ path: merchantPath(merchant.slug), lastmod: null })),
  ];
}

export { DEALS_DIRECTORY_PATH };

/**
 * The Clipp deals directory (issue 9's pages): the index, the categories and cities holding a deal that may be
 * listed (SPEC §4 territory rule: a corporate-territory location), and each such deal under its first category,
 * else the city of its first such location — the one URL the deal's page answers at.
 */
export function dealsSection(
  categories: readonly DealDirectoryCategory[],
  cities: readonly DealDirectoryCity[],
  deals: readonly DirectoryDeal[],
): SitemapEntry[] {
  const listed = deals.flatMap((deal) => {
    const kept = corporateDeal(deal);
    return kept ? [kept] : [];
  });
  const dealCities = new Set(listed.flatMap((deal) => deal.locations.map(citySlugOf)));
  const dealCategories = new Set(listed.flatMap((deal) => deal.categorySlugs));
  const entry = (path: string) => ({ path, lastmod: null });
  return [
    entry(DEALS_DIRECTORY_PATH),
    ...categories.filter((c) => dealCategories.has(c.slug)).map((c) => entry(`${DEALS_DIRECTORY_PATH}/${c.slug}`)),
    ...cities.filter((c) => dealCities.has(c.slug)).map((c) => entry(`${DEALS_DIRECTORY_PATH}/${c.slug}`)),
    ...listed.flatMap((deal) => {
      const segment = deal.categorySlugs[0] ?? (deal.locations[0] ? citySlugOf(deal.locations[0]) : null);
      return segment === null ? [] : [entry(`${DEALS_DIRECTORY_PATH}/${segment}/${encodeURIComponent(deal.id)}`)];
    }),
  ];
}

export type EditorialContent = {
  campaigns: readonly Campaign[];
  articles: readonly BlogArticleSummary[];
  featuredCoupons: readonly FeaturedCoupon[];
  featuredPromotions: readonly FeaturedPromotion[];
  contests: readonly Contest[];
  serviceCategories: readonly ServiceCategory[];
};

/** A contest's page changes when it opens and when its winners are published at its end: the latest that is past. */
function contestDate(contest: Contest, now: Date): string | null {
  const today = now.toISOString().slice(0, 10);
  return latestDate([contest.startDate, contest.endDate].filter((date) => (latestDate([date]) ?? "9999") <= today));
}

/**
 * Content-repository pages: campaigns while they run (an ended or future one is noindex), blog articles,
 * featured coupons and promotions, contests, and the services directory's categories that have businesses.
 */
export function contentSection(content: EditorialContent, now: Date): SitemapEntry[] {
  const campaigns = content.campaigns.filter((campaign) => isCampaignActive(campaign, now));
  const articles = content.articles.map((a) => ({
    path: `/blog/${a.contentId}`,
    lastmod: latestDate([a.modifiedAt, a.publishedAt]),
  }));
  const featuredCoupons = content.featuredCoupons.map((f) => ({
    path: `/featured-coupon/${f.slug}`,
    lastmod: latestDate([f.publishedAt]),
  }));
  const featuredPromotions = content.featuredPromotions.map((f) => ({
    path: `/featured-promotion/${f.slug}`,
    lastmod: latestDate([f.publishedAt]),
  }));
  const contests = content.contests.map((c) => ({
    path: `/coupons/showcontest/${c.id}`,
    lastmod: contestDate(c, now),
  }));
  const services = content.serviceCategories.filter((c) => c.businessCount > 0);
  const index = (path: string, items: readonly SitemapEntry[]) =>
    items.length === 0 ? [] : [{ path, lastmod: latestDate(items.map((item) => item.lastmod)) }];
  return [
    ...campaigns.map((c) => ({ path: `/${c.slug}`, lastmod: latestDate([c.publishedAt]) })),
    ...index("/blog", articles),
    ...articles,
    ...index("/featured-coupon", featuredCoupons),
    ...featuredCoupons,
    ...index("/featured-promotion", featuredPromotions),
    ...featuredPromotions,
    ...index("/coupons/showcontest", contests),
    ...contests,
    ...(services.length === 0 ? [] : [{ path: "/services", lastmod: null }]),
    ...services.map((c) => ({ path: `/services/${c.slug}`, lastmod: null })),
  ];
}

/** The newsroom's pages and articles, and the careers pages (openings live on the search page, not pages of their own). */
export function newsroomSection(
  newsroom: readonly ContentItem[],
  careers: readonly ContentItem[],
  buildDate: string,
): SitemapEntry[] {
  const ofType = (type: ContentItem["type"]) => newsroom.filter((item) => item.type === type);
  const latestOf = (items: readonly ContentItem[]) => latestDate(items.map((item) => item.publishedAt));
  const press = ofType("press-release");
  const openings = careers.filter((item) => item.type === "career-opening");
  return [
    { path: "/newsroom", lastmod: latestOf(newsroom) },
    { path: "/newsroom/press-releases", lastmod: latestOf(press) },
    ...press.map((item) => ({ path: pressReleasePath(item.slug), lastmod: latestDate([item.publishedAt]) })),
    { path: "/newsroom/media-coverage", lastmod: latestOf(ofType("media-coverage")) },
    { path: "/newsroom/leadership", lastmod: latestOf(ofType("leader")) },
    { path: "/newsroom/valuvo-logos", lastmod: latestOf(ofType("logo")) },
    { path: "/advertise/careers", lastmod: latestDate([buildDate, latestOf(openings)]) },
    { path: "/careers/search", lastmod: latestDate([buildDate, latestOf(openings)]) },
    { path: "/careers/why-valuvo", lastmod: buildDate },
    { path: "/careers/our-teams", lastmod: buildDate },
  ];
}
