import { z } from "zod";
import { merchantIdFromComponentId } from "~/models/component-id";
import { COUPON_CODE_CATEGORIES } from "~/models/coupon-code-categories";
import { decodeHtmlEntities } from "~/models/html-entities";
import type { Merchant, MerchantOfferSelection, MerchantPlacement, SdcCoupon } from "~/models/sdc-coupon";
import { shuffled } from "~/models/shuffle";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { CacheLong } from "./cache.server";
import type { ServiceContext } from "./context.server";
import type { UpstreamService } from "./config.server";
import { UpstreamError, getJson, upstreamUrl } from "./http.server";
import { isExcludedMerchant, withoutExcludedMerchants } from "~/models/excluded-merchants";
import { merchantSchema, sdcCouponSchema } from "./schemas.server";
import { log, messageOf } from "./log.server";

const couponsSchema = z.array(sdcCouponSchema);
const merchantsSchema = z.array(merchantSchema);

function categorySlug(id: number): string {
  const category = COUPON_CODE_CATEGORIES.find((candidate) => candidate.id === id);
  if (category === undefined) throw new Error(`coupon-code category ${id} is missing from the category table`);
  return category.slug;
}

/** SPEC §7: the groceries page lists grocery (13) and food-and-beverage (12) merchants together. */
export const GROCERIES_CATEGORY = categorySlug(13);
export const FOOD_AND_BEVERAGE_CATEGORY = categorySlug(12);

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

function decodeNames<T extends { businessName: string }>(items: readonly T[]): T[] {
  return items.map((item) => ({ ...item, businessName: decodeHtmlEntities(item.businessName) }));
}

function mergeByMerchant(lists: readonly Merchant[][]): Merchant[] {
  const seen = new Set<number>();
  return lists.flat().filter((merchant) => {
    if (seen.has(merchant.merchantId)) return false;
    seen.add(merchant.merchantId);
    return true;
  });
}

export function createCouponCodesService(ctx: ServiceContext) {
  const { upstream } = ctx.config;

  const notFound = (service: UpstreamService, message: string, kind: "empty" | "invalid-input") =>
    new UpstreamError({ service, status: 404, message, kind });

  /**
   * One list call, cached. SPEC §5: an empty answer (after the excluded merchants are removed) is an error like a
   * non-array one, so a cached list is never empty.
   */
  function list<T extends { merchantId: number; businessName: string }>(
    key: string,
    service: UpstreamService,
    message: string,
    url: string,
    schema: z.ZodType<T[]>,
  ): Promise<T[]> {
    return ctx.cache.get(key, CacheLong, async () => {
      const items = withoutExcludedMerchants(await getJson(ctx, { service, message, url, schema }));
      if (items.length === 0) throw notFound(service, message, "empty");
      return decodeNames(items);
    });
  }

  function merchantOffers(merchantId: number): Promise<SdcCoupon[]> {
    const message = UPSTREAM_MESSAGES.merchantOffers;
    if (!Number.isSafeInteger(merchantId) || merchantId <= 0 || isExcludedMerchant(merchantId)) {
      return Promise.reject(notFound("sdcMerchantsOffers", message, "invalid-input"));
    }
    return list(
      `sdc:merchant-offers:${merchantId}`,
      "sdcMerchantsOffers",
      message,
      upstreamUrl(upstream.sdcMerchantsOffers, `/${merchantId}/listings`),
      couponsSchema,
    );
  }

  function merchantsByCategory(slug: string): Promise<Merchant[]> {
    return list(
      `sdc:merchants-by-category:${slug}`,
      "merchantListByCategory",
      UPSTREAM_MESSAGES.categoryMerchants,
      upstreamUrl(upstream.merchantListByCategory, `/${encodeURIComponent(slug)}`),
      merchantsSchema,
    );
  }

  return {
    /** The coupon-code home page's top offers. */
    getTopOffers(): Promise<SdcCoupon[]> {
      return list("sdc:top-offers", "sdcTopOffers", UPSTREAM_MESSAGES.topOffers, upstream.sdcTopOffers, couponsSchema);
    },

    /** Every offer of one merchant. */
    getMerchantOffers: merchantOffers,

    /**
     * The offer a `?cpncode=` names (its component id) and the merchant's other offers (SPEC §4). The merchant is
     * read from the component id; a malformed id or an offer the merchant no longer has is a 404 with
     * 'We couldn't find the offer for this merchant'.
     */
    async getMerchantOfferSelection(componentId: string): Promise<MerchantOfferSelection> {
      const message = UPSTREAM_MESSAGES.merchantOffers;
      const merchantId = merchantIdFromComponentId(componentId);
      if (merchantId === null) throw notFound("sdcMerchantsOffers", message, "invalid-input");
      const offers = await merchantOffers(merchantId);
      const offer = offers.find((candidate) => candidate.componentUID === componentId);
      if (offer === undefined) throw notFound("sdcMerchantsOffers", message, "empty");
      return { merchantId, offer, otherOffers: offers.filter((candidate) => candidate !== offer) };
    },

    /** Offers of one coupon-code category (by slug). */
    getCategoryOffers(categorySlug: string): Promise<SdcCoupon[]> {
      const message = UPSTREAM_MESSAGES.categoryOffers;
      if (!SLUG.test(categorySlug)) return Promise.reject(notFound("sdcCategoryOffers", message, "invalid-input"));
      return list(
        `sdc:category-offers:${categorySlug}`,
        "sdcCategoryOffers",
        message,
        upstreamUrl(upstream.sdcCategoryOffers, `/${encodeURIComponent(categorySlug)}`),
        couponsSchema,
      );
    },

    /**
     * Merchants placed on a page area; leftNavArea in a fresh random order per call. SPEC §8: a placement failure
     * is only logged, so this never throws and answers an empty list instead.
     */
    async getMerchantPlacement(placement: MerchantPlacement): Promise<Merchant[]> {
      try {
        const merchants = await list(
          `sdc:placement:${placement}`,
          "sdcMerchantPlacement",
          UPSTREAM_MESSAGES.merchantPlacement,
          upstreamUrl(upstream.sdcMerchantPlacement, `/${encodeURIComponent(placement)}`),
          merchantsSchema,
        );
        return placement === "leftNavArea" ? shuffled(merchants, ctx.random) : merchants;
      } catch (error) {
        log.warn({ placement, error: messageOf(error) }, "merchant placement failed");
        return [];
      }
    },

    /** Featured brands, in a fresh random order per call. */
    async getFeaturedMerchants(): Promise<Merchant[]> {
      const merchants = await list(
        "sdc:featured-merchants",
        "sdcFeaturedMerchants",
        UPSTREAM_MESSAGES.featuredMerchants,
        upstream.sdcFeaturedMerchants,
        merchantsSchema,
      );
      return shuffled(merchants, ctx.random);
    },

    /** Merchants of one category; groceries also lists the food-and-beverage merchants (SPEC §7). */
    async getMerchantsByCategory(categorySlug: string): Promise<Merchant[]> {
      const message = UPSTREAM_MESSAGES.categoryMerchants;
      if (!SLUG.test(categorySlug)) throw notFound("merchantListByCategory", message, "invalid-input");
      if (categorySlug !== GROCERIES_CATEGORY) return merchantsByCategory(categorySlug);
      // SPEC §4: any failure of the category's merchants is critical, either half's; a half with no merchants is no
      // failure while the other has some (the category's list is the two together).
      const halves = await Promise.allSettled([
        merchantsByCategory(GROCERIES_CATEGORY),
        merchantsByCategory(FOOD_AND_BEVERAGE_CATEGORY),
      ]);
      const failed = halves.find(
        (half) => half.status === "rejected" && !(half.reason instanceof UpstreamError && half.reason.kind === "empty"),
      );
      if (failed?.status === "rejected") throw failed.reason as unknown;
      const lists = halves.flatMap((half) => (half.status === "fulfilled" ? [half.value] : []));
      if (lists.length === 0) throw notFound("merchantListByCategory", message, "empty");
      return mergeByMerchant(lists);
    },
  };
}

export type CouponCodesService = ReturnType<typeof createCouponCodesService>;
