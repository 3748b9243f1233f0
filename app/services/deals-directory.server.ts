import { z } from "zod";
import { dealDiscountLabel, dealUrgencyLabel } from "~/models/deal-discount";
import type { DealDirectoryCategory, DealDirectoryCity, DirectoryDeal } from "~/models/directory-deals";
import { decodeHtmlEntities } from "~/models/html-entities";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { CacheLong } from "./cache.server";
import type { ServiceContext } from "./context.server";
import { UpstreamError, getJson } from "./http.server";

const categorySchema: z.ZodType<DealDirectoryCategory> = z.object({
  slug: z.string(),
  name: z.string(),
  dealCount: z.number().int({ abort: true }),
});
const citySchema: z.ZodType<DealDirectoryCity> = z.object({
  slug: z.string(),
  city: z.string(),
  state: z.string(),
  dealCount: z.number().int({ abort: true }),
});

const dealSchema: z.ZodType<DirectoryDeal> = z
  .object({
    id: z.string(),
    slug: z.string(),
    valueDescription: z.string(),
    description: z.string(),
    fullValue: z.number(),
    offerPrice: z.number(),
    priceDropPrice: z.number().nullable(),
    urgencyCallToAction: z.string().nullable(),
    popularityCallToAction: z.string().nullable(),
    finePrint: z.string(),
    categoryNames: z.array(z.string()),
    categorySlugs: z.array(z.string()),
    soldOut: z.boolean(),
    validThrough: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    business: z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      logoUrl: z.string(),
      slug: z.string(),
    }),
    imageUrl: z.string().nullable(),
    locations: z.array(
      z.object({
        id: z.string(),
        address1: z.string(),
        address2: z.string(),
        city: z.string(),
        state: z.string(),
        zip: z.string(),
        phone: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        franchise: z.object({ franchiseId: z.number().int({ abort: true }), owner: z.string() }).nullable(),
      }),
    ),
  })
  .transform(({ urgencyCallToAction, popularityCallToAction, ...deal }) => ({
    ...deal,
    business: { ...deal.business, name: decodeHtmlEntities(deal.business.name) },
    discount: dealDiscountLabel(deal.fullValue, deal.offerPrice, deal.priceDropPrice),
    urgency: dealUrgencyLabel(deal.offerPrice, deal.priceDropPrice, urgencyCallToAction),
    popularity: popularityCallToAction,
  }));

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Built once, not per call (a zod schema costs more to build than to parse with).
const categoryListSchema = z.array(categorySchema);
const cityListSchema = z.array(citySchema);
const categoryDealsSchema = z.object({ category: categorySchema, deals: z.array(dealSchema) });
const cityDealsSchema = z.object({ city: citySchema, deals: z.array(dealSchema) });

/**
 * DEALS_DIRECTORY: the Clipp deals by category and by city, and one deal. Deals carry every location with its
 * franchise; the pages keep only corporate-territory ones (`corporateDeal` in ~/models/deals-directory).
 */
export function createDealsDirectoryService(ctx: ServiceContext) {
  const base = ctx.config.upstream.dealsDirectory;
  const message = UPSTREAM_MESSAGES.dealsDirectory;
  const unknown = () => new UpstreamError({ service: "dealsDirectory", status: 404, message, kind: "invalid-input" });
  const get = <T>(path: string, schema: z.ZodType<T>) =>
    ctx.cache.get(`deals-directory:${path}`, CacheLong, () =>
      getJson(ctx, { service: "dealsDirectory", message, url: `${base}${path}`, schema }),
    );

  return {
    getDealCategories: (): Promise<DealDirectoryCategory[]> => get("/categories", categoryListSchema),
    getDealCities: (): Promise<DealDirectoryCity[]> => get("/cities", cityListSchema),

    /** The available deals of one category; an unknown category fails with status 404. */
    async getDealsInCategory(slug: string): Promise<{ category: DealDirectoryCategory; deals: DirectoryDeal[] }> {
      if (!SEGMENT.test(slug) || slug.length > 64) throw unknown();
      return get(`/categories/${slug}`, categoryDealsSchema);
    },

    /** The available deals with a location in one city (`{city}-{state}` slug); an unknown city fails with status 404. */
    async getDealsInCity(slug: string): Promise<{ city: DealDirectoryCity; deals: DirectoryDeal[] }> {
      if (!SEGMENT.test(slug) || slug.length > 80) throw unknown();
      return get(`/cities/${slug}`, cityDealsSchema);
    },

    /** One deal (sold-out ones too, flagged); an unknown id fails with status 404. */
    async getDirectoryDeal(id: string): Promise<DirectoryDeal> {
      if (!/^\d{1,12}$/.test(id)) throw unknown();
      return get(`/deals/${id}`, dealSchema);
    },
  };
}

export type DealsDirectoryService = ReturnType<typeof createDealsDirectoryService>;
