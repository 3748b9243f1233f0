import { z } from "zod";
import type { MerchantSlugMetadata } from "~/models/merchant-metadata";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { CacheLong, type CachePolicy } from "./cache.server";
import type { ServiceContext } from "./context.server";
import { getJson, upstreamUrl } from "./http.server";
import { merchantSchema } from "./schemas.server";

const answerSchema = z.object({
  results: z.array(z.object({ merchant: merchantSchema, metaTitle: z.string(), metaDescription: z.string() })),
});

/** The search's answer with the slug it was asked for. */
type SlugAnswer = z.infer<typeof answerSchema> & { slug: string };

const found = (answer: SlugAnswer) => answer.results.find((result) => result.merchant.slug === answer.slug) ?? null;

/**
 * A found merchant is one of the site's own (shared); a miss is kept for whatever slug a visitor typed, so it is kept
 * with the per-visitor answers, where no number of them evicts the shared ones.
 */
const SLUG_CACHE: CachePolicy<SlugAnswer> = {
  ...CacheLong,
  keys: (answer) => (found(answer) === null ? "visitor" : "shared"),
};

const MERCHANT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** MERCHANT_SLUG_SEARCH (SPEC §7): resolves `/coupon-codes/{merchantSlug}` to a merchant and its meta tags. */
export function createMerchantSlugSearchService(ctx: ServiceContext) {
  return {
    /** The merchant whose slug this is, with its page's meta title and description; null when none has it. */
    async findMerchantBySlug(slug: string): Promise<MerchantSlugMetadata | null> {
      if (slug.length > 120 || !MERCHANT_SLUG.test(slug)) return null;
      const answer = await ctx.cache.get(`merchant-slug-search:${slug}`, SLUG_CACHE, async () => ({
        ...(await getJson(ctx, {
          service: "merchantSlugSearch",
          message: UPSTREAM_MESSAGES.merchantLookup,
          url: upstreamUrl(ctx.config.upstream.merchantSlugSearch, "", { slug }),
          schema: answerSchema,
        })),
        slug,
      }));
      return found(answer);
    },
  };
}

export type MerchantSlugSearchService = ReturnType<typeof createMerchantSlugSearchService>;
