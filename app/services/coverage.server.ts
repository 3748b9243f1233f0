import { z } from "zod";
import { formatCoords, hasCoordinates, roundCoords } from "~/models/coordinates";
import {
  MAX_STORE_PAGE_SIZE,
  SERVICE_CATEGORY_SLUG,
  type BusinessStorePage,
  type CoveredCity,
  type ServiceCategory,
} from "~/models/coverage";
import { decodeHtmlEntities } from "~/models/html-entities";
import type { ListingsResult } from "~/models/local-listing";
import type { Coords } from "~/models/location";
import { measuredFrom, presentListings } from "~/models/listing-presentation";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { CacheLong, CacheShort, type CachePolicy } from "./cache.server";
import type { ServiceContext } from "./context.server";
import { UpstreamError, getJson, upstreamUrl } from "./http.server";
import { localListingSchema } from "./schemas.server";

const citySchema: z.ZodType<CoveredCity> = z.object({
  city: z.string(),
  state: z.string().length(2, { abort: true }),
  zip: z.string(),
  lat: z.number(),
  lng: z.number(),
  slug: z.string(),
});

const storePageSchema: z.ZodType<BusinessStorePage> = z
  .object({
    items: z.array(
      z.object({
        businessProfileId: z.number().int({ abort: true }),
        businessName: z.string(),
        storeId: z.number().int({ abort: true }).nullable(),
        city: z.string(),
        state: z.string(),
        lastmod: z.string(),
      }),
    ),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
  })
  .transform(({ items, ...page }) => ({
    ...page,
    stores: items.map((store) => ({ ...store, businessName: decodeHtmlEntities(store.businessName) })),
  }));

const serviceCategorySchema: z.ZodType<ServiceCategory> = z.object({
  slug: z.string(),
  title: z.string(),
  businessCount: z.number().int({ abort: true }),
});

// Built once, not per call (a zod schema costs more to build than to parse with).
const cityListSchema = z.array(citySchema);
const serviceCategoryListSchema = z.array(serviceCategorySchema);
const localListingListSchema = z.array(localListingSchema);

/** Coverage changes rarely, but the feed always covers places and has categories: an empty list is asked again soon. */
const COVERAGE_CACHE: CachePolicy = { ...CacheLong, emptyMs: CacheShort.emptyMs };

/**
 * The coverage feed's lists are the largest answers the site reads: a page of 50,000 stores is 7.0 MB in the embedded
 * catalog, every covered city 2.8 MB. 20 MiB is three times the page; a page of stores that size is read, parsed and
 * checked within a 100 MB heap (an instance has 320 MB).
 */
const COVERAGE_ANSWER_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The coupon feed's coverage (auth header): covered cities and every business store (sitemap, city directory),
 * and the service categories with their businesses near a point (/services).
 */
export function createCoverageService(ctx: ServiceContext) {
  const base = ctx.config.upstream.couponFeed;
  const get = <T>(key: string, path: string, message: string, schema: z.ZodType<T>) =>
    ctx.cache.get(`coverage:${key}`, COVERAGE_CACHE, () =>
      getJson(ctx, {
        service: "couponFeed",
        message,
        url: `${base}${path}`,
        credential: "auth",
        schema,
        maxBytes: COVERAGE_ANSWER_MAX_BYTES,
      }),
    );

  return {
    /** Every city the coupon feed covers, by state then city (group with `citiesByState`). */
    getCoveredCities: (): Promise<CoveredCity[]> =>
      get("cities", "/coverage/cities", UPSTREAM_MESSAGES.coverage, cityListSchema),

    /** One page (1-based) of every business store; `pageSize` at most 50,000, the sitemap protocol's limit. */
    getBusinessStores(page = 1, pageSize = MAX_STORE_PAGE_SIZE): Promise<BusinessStorePage> {
      const safePage = Number.isSafeInteger(page) && page >= 1 ? page : 1;
      const size = Number.isSafeInteger(pageSize)
        ? Math.min(MAX_STORE_PAGE_SIZE, Math.max(1, pageSize))
        : MAX_STORE_PAGE_SIZE;
      const path = upstreamUrl("", "/coverage/stores", { page: safePage, pageSize: size });
      return get(`stores:${safePage}:${size}`, path, UPSTREAM_MESSAGES.coverage, storePageSchema);
    },

    getServiceCategories: (): Promise<ServiceCategory[]> =>
      get("service-categories", "/service-categories", UPSTREAM_MESSAGES.serviceCategories, serviceCategoryListSchema),

    /**
     * Service businesses of one category whose area covers the point; skipped without coordinates (the page opens the
     * location dialog). An unknown category fails with status 404.
     */
    async getServiceBusinesses(
      categorySlug: string,
      coords: Partial<Coords> | null | undefined,
    ): Promise<ListingsResult> {
      if (!SERVICE_CATEGORY_SLUG.test(categorySlug) || categorySlug.length > 64) {
        throw new UpstreamError({
          service: "couponFeed",
          status: 404,
          message: UPSTREAM_MESSAGES.serviceCategories,
          kind: "invalid-input",
        });
      }
      if (!hasCoordinates(coords)) return { skipped: true, listings: [] };
      const point = formatCoords(roundCoords(coords));
      const listings = await ctx.cache.get(`coverage:services:${categorySlug}:${point}`, CacheShort, () =>
        getJson(ctx, {
          service: "couponFeed",
          message: UPSTREAM_MESSAGES.localServices,
          url: upstreamUrl(base, `/${point}/listings/service-based`, { serviceCategory: categorySlug }),
          credential: "auth",
          schema: localListingListSchema,
        }),
      );
      // Distances from the visitor's exact place, not the rounded point the answer was fetched for (SPEC §5).
      return { skipped: false, listings: measuredFrom(presentListings(listings), coords) };
    },
  };
}

export type CoverageService = ReturnType<typeof createCoverageService>;
