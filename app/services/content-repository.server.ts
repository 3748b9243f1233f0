import { z } from "zod";
import {
  BLOG_PAGE_SIZE,
  MAX_BLOG_PAGE_SIZE,
  isBlogContentId,
  type BlogArticle,
  type BlogArticleSummary,
  type BlogPage,
} from "~/models/blog";
import { isCampaignSlug, type Campaign } from "~/models/campaign";
import { isFeaturedSlug, type FeaturedCoupon, type FeaturedPromotion } from "~/models/featured";
import { bodyParagraphs } from "~/models/newsroom-content";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { CacheLong, type CachePolicy } from "./cache.server";
import type { ServiceContext } from "./context.server";
import { UpstreamError, getJson, readAnswer, upstreamUrl, warnAnswerRefused } from "./http.server";
import { contentItemBase } from "./schemas.server";

/**
 * The editorial folders of the content repository (the NEWSROOM upstream, its basic credential and item/@children
 * shape): `campaigns`, `blog`, `featured-coupons`, `featured-promotions` (docs/upstream-contract.md).
 */

const ALL_PROPERTIES = { "X-Content-Properties": "*" };

const promotesSchema = z.object({
  localCategoryIds: z.array(z.number().int({ abort: true })),
  localKeywords: z.array(z.string()),
  couponCodeCategories: z.array(z.string()),
  merchantIds: z.array(z.number().int({ abort: true })),
  dealKeywords: z.array(z.string()),
});

const locationSchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  lat: z.number(),
  lng: z.number(),
});

const campaignItemSchema = z
  .object({
    ...contentItemBase,
    type: z.literal("campaign"),
    imageURL: z.string(),
    campaign: z.object({
      kind: z.enum(["attraction", "sweepstakes", "instantWin", "promotion"]),
      tagline: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      menuLabel: z.string().nullable(),
      promotes: promotesSchema,
      partner: z.object({ name: z.string(), logoUrl: z.string() }).nullable(),
      contest: z.object({ contestId: z.string(), prize: z.string(), officialRules: z.string() }).nullable(),
      locations: z.array(locationSchema),
    }),
  })
  .transform((item, zctx): Campaign => {
    const c = item.campaign;
    const base = {
      slug: item.slug,
      title: item.title,
      tagline: c.tagline,
      summary: item.summary,
      paragraphs: bodyParagraphs(item.body ?? null),
      heroImageUrl: item.imageURL,
      startDate: c.startDate,
      endDate: c.endDate,
      menuLabel: c.menuLabel,
      promotes: c.promotes,
      partner: c.partner,
      publishedAt: item.publishedAt,
    };
    if (c.kind === "attraction") return { ...base, kind: "attraction", locations: c.locations };
    if (c.kind === "promotion") return { ...base, kind: "promotion" };
    if (c.contest === null) {
      zctx.addIssue({ code: "custom", message: `campaign ${item.slug} of kind ${c.kind} has no contest` });
      return z.NEVER;
    }
    return {
      ...base,
      kind: c.kind,
      contest: {
        contestId: c.contest.contestId,
        prize: c.contest.prize,
        officialRules: bodyParagraphs(c.contest.officialRules),
      },
    };
  });

const articleSchema = z
  .object({
    ...contentItemBase,
    type: z.literal("blog-article"),
    article: z.object({
      modifiedAt: z.string(),
      author: z.object({ name: z.string() }),
      localCategoryIds: z.array(z.number().int({ abort: true })),
      couponCodeCategories: z.array(z.string()),
    }),
  })
  .transform((item): BlogArticle => ({
    contentId: item.id,
    title: item.title,
    summary: item.summary,
    publishedAt: item.publishedAt,
    modifiedAt: item.article.modifiedAt,
    author: item.article.author,
    imageUrl: item.imageURL,
    localCategoryIds: item.article.localCategoryIds,
    couponCodeCategories: item.article.couponCodeCategories,
    paragraphs: bodyParagraphs(item.body ?? null),
  }));

const featuredCouponSchema = z
  .object({
    ...contentItemBase,
    type: z.literal("featured-coupon"),
    imageURL: z.string(),
    featuredCoupon: z.object({
      businessProfileId: z.number().int(),
      storeId: z.number().int().nullable(),
      offerId: z.string(),
      businessName: z.string(),
      city: z.string(),
      state: z.string(),
    }),
  })
  .transform((item): FeaturedCoupon => ({
    slug: item.slug,
    title: item.title,
    summary: item.summary,
    imageUrl: item.imageURL,
    publishedAt: item.publishedAt,
    ...item.featuredCoupon,
  }));

const featuredPromotionSchema = z
  .object({
    ...contentItemBase,
    type: z.literal("featured-promotion"),
    imageURL: z.string(),
    featuredPromotion: z.object({
      // Links stay on this site: anything but a root-relative path is refused.
      links: z.array(z.object({ label: z.string(), href: z.string().regex(/^\/(?!\/)/, { abort: true }) })),
      localCategoryIds: z.array(z.number().int({ abort: true })),
      couponCodeCategories: z.array(z.string()),
    }),
  })
  .transform((item): FeaturedPromotion => ({
    slug: item.slug,
    title: item.title,
    summary: item.summary,
    paragraphs: bodyParagraphs(item.body ?? null),
    imageUrl: item.imageURL,
    publishedAt: item.publishedAt,
    ...item.featuredPromotion,
  }));

const children = <T>(schema: z.ZodType<T>) => z.object({ items: z.array(schema) });
const pagedChildren = <T>(schema: z.ZodType<T>) =>
  z.object({
    items: z.array(schema),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

// Built once: the shell asks for the campaigns on every page, and building a zod schema costs more than parsing with it.
const campaignFolderSchema = children(campaignItemSchema);
const featuredCouponFolderSchema = children(featuredCouponSchema);
const featuredPromotionFolderSchema = children(featuredPromotionSchema);
const blogPageSchema = pagedChildren(articleSchema);

/**
 * A page of articles is one of the site's own (shared: the blog's last good pages cover an outage however many page
 * numbers a crawl asks for); a page past the last lists nothing and is kept for whatever number a visitor typed.
 */
const BLOG_PAGE_CACHE: CachePolicy<z.infer<typeof blogPageSchema>> = {
  ...CacheLong,
  keys: (answer) => (answer.items.length > 0 ? "shared" : "visitor"),
};
// Every item names its kind: an answer without one is the newsroom's trouble, not a missing article.
const anyItemSchema = z.object({ type: z.string() }).passthrough();

export function createContentRepositoryService(ctx: ServiceContext) {
  const base = ctx.config.upstream.newsroom;

  function fetchContent<T>(
    message: string,
    path: string,
    schema: z.ZodType<T>,
    policy: CachePolicy<T> = CacheLong,
  ): Promise<T> {
    return ctx.cache.get(`content-repository:${path}`, policy, () =>
      getJson(ctx, {
        service: "newsroom",
        message,
        url: `${base}${path}`,
        credential: "basic",
        headers: ALL_PROPERTIES,
        timeoutMs: ctx.config.contentTimeoutMs,
        schema,
      }),
    );
  }

  const notFound = (message: string) =>
    new UpstreamError({ service: "newsroom", status: 404, message, kind: "invalid-input" });

  const campaigns = () =>
    fetchContent(UPSTREAM_MESSAGES.campaigns, "/campaigns/@children", campaignFolderSchema).then((a) => a.items);
  const featuredCoupons = () =>
    fetchContent(UPSTREAM_MESSAGES.featuredOffers, "/featured-coupons/@children", featuredCouponFolderSchema).then(
      (a) => a.items,
    );
  const featuredPromotions = () =>
    fetchContent(
      UPSTREAM_MESSAGES.featuredOffers,
      "/featured-promotions/@children",
      featuredPromotionFolderSchema,
    ).then((a) => a.items);

  return {
    /** Every campaign (active, ended and future): for the Special Offers menu, the home page block and the sitemap. */
    getCampaigns: (): Promise<Campaign[]> => campaigns(),

    /** One campaign by its route slug; an unknown slug fails with status 404 (the page answers 404). */
    async getCampaign(slug: string): Promise<Campaign> {
      if (!isCampaignSlug(slug)) throw notFound(UPSTREAM_MESSAGES.campaigns);
      const found = (await campaigns()).find((campaign) => campaign.slug === slug);
      if (!found) throw notFound(UPSTREAM_MESSAGES.campaigns);
      return found;
    },

    /** One page of blog articles, newest first (without their bodies' paragraphs). */
    async getBlogPage(page = 1, pageSize = BLOG_PAGE_SIZE): Promise<BlogPage> {
      const safePage = Number.isSafeInteger(page) && page >= 1 ? page : 1;
      const size = Number.isSafeInteger(pageSize)
        ? Math.min(MAX_BLOG_PAGE_SIZE, Math.max(1, pageSize))
        : BLOG_PAGE_SIZE;
      const answer = await fetchContent(
        UPSTREAM_MESSAGES.blog,
        upstreamUrl("", "/blog/@children", { page: safePage, pageSize: size }),
        blogPageSchema,
        // Any page number a visitor types is asked for (a page past the last is a 404 only once answered).
        BLOG_PAGE_CACHE,
      );
      const articles: BlogArticleSummary[] = answer.items.map(({ paragraphs: _paragraphs, ...summary }) => summary);
      return {
        articles,
        page: answer.page,
        pageSize: answer.pageSize,
        total: answer.total,
        pageCount: Math.max(1, Math.ceil(answer.total / answer.pageSize)),
      };
    },

    /** One article by content id; an unknown id fails with status 404. */
    async getBlogArticle(contentId: string): Promise<BlogArticle> {
      if (!isBlogContentId(contentId)) throw notFound(UPSTREAM_MESSAGES.blog);
      const item = await fetchContent(UPSTREAM_MESSAGES.blog, `/${encodeURIComponent(contentId)}`, anyItemSchema);
      // An id of another kind of item (a press release, a campaign) is not an article: the same 404.
      const parsed = readAnswer(articleSchema, item);
      if (!parsed.success) {
        if (item.type !== "blog-article") throw notFound(UPSTREAM_MESSAGES.blog);
        warnAnswerRefused({ service: "newsroom", url: `${base}/${encodeURIComponent(contentId)}` }, parsed.issue);
        throw new UpstreamError({ service: "newsroom", status: 502, message: UPSTREAM_MESSAGES.blog, kind: "schema" });
      }
      return parsed.data;
    },

    getFeaturedCoupons: (): Promise<FeaturedCoupon[]> => featuredCoupons(),

    /** One featured coupon by slug; unknown slugs fail with status 404. */
    async getFeaturedCoupon(slug: string): Promise<FeaturedCoupon> {
      const found = isFeaturedSlug(slug) ? (await featuredCoupons()).find((coupon) => coupon.slug === slug) : undefined;
      if (!found) throw notFound(UPSTREAM_MESSAGES.featuredOffers);
      return found;
    },

    getFeaturedPromotions: (): Promise<FeaturedPromotion[]> => featuredPromotions(),

    /** One featured promotion by slug; unknown slugs fail with status 404. */
    async getFeaturedPromotion(slug: string): Promise<FeaturedPromotion> {
      const found = isFeaturedSlug(slug)
        ? (await featuredPromotions()).find((promotion) => promotion.slug === slug)
        : undefined;
      if (!found) throw notFound(UPSTREAM_MESSAGES.featuredOffers);
      return found;
    },
  };
}

export type ContentRepositoryService = ReturnType<typeof createContentRepositoryService>;
