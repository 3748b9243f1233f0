import { z } from "zod";
import type { MerchantSlugMetadata } from "~/models/merchant-metadata";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { CacheLong } from "./cache.server";
import type { ServiceContext } from "./context.server";
import { getJson, upstreamUrl } from "./http.server";
import { merchantSchema } from "./schemas.server";

const answerSchema = z.object({
  results: z.array(z.object({ merchant: merchantSchema, metaTitle: z.string(), metaDescription: z.string() })),
});

const MERCHANT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** MERCHANT_SLUG_SEARCH (SPEC §7): resolves `/coupon-codes/{merchantSlug}` to a merchant and its meta tags. */
export function createMerchantSlugSearchService(ctx: ServiceContext) {
  return {
    /** The merchant whose slug this is, with its page's meta title and description; null when none has it. */
    async findMerchantBySlug(slug: string): Promise<MerchantSlugMetadata | null> {
      if (slug.length > 120 || !MERCHANT_SLUG.test(slug)) return null;
      const answer = await ctx.cache.get(`merchant-slug-search:${slug}`, CacheLong, () =>
        getJson(ctx, {
          service: "merchantSlugSearch",
          message: UPSTREAM_MESSAGES.merchantLookup,
          url: upstreamUrl(ctx.config.upstream.merchantSlugSearch, "", { slug }),
          schema: answerSchema,
        }),
      );
      return answer.results.find((result) => result.merchant.slug === slug) ?? null;
    },
  };
}

export type MerchantSlugSearchService = ReturnType<typeof createMerchantSlugSearchService>;
