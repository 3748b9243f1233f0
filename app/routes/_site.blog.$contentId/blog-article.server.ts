import { data } from "@remix-run/node";
import type { BlogArticleData } from "~/components/blog/BlogArticleView";
import { relatedLocalCategories } from "~/models/related-categories";
import { relatedCouponCodes } from "~/pages/related-offers.server";
import { settle } from "~/pages/settle.server";
import { visitorOf } from "~/pages/visitor.server";
import { getServices } from "~/services/index.server";

export type { BlogArticleData };

/**
 * `/blog/{contentId}`: the article, the local categories it is about (for the visitor's place) and a few coupon
 * codes of its coupon-code categories. An unknown id is a 404; a repository failure says so with a 503, since the
 * article may well exist.
 */
export async function loadBlogArticle(request: Request, context: unknown, contentId: string) {
  const [found, visitor] = await Promise.all([settle(getServices().contentRepository.getBlogArticle(contentId)), visitorOf(request, context)]);
  if (!found.ok) {
    if (found.status === 404) throw new Response(null, { status: 404 });
    return data<BlogArticleData>({ article: null, message: found.message }, { status: 503 });
  }
  const article = found.data;
  const place = visitor.place && { slug: visitor.place.slug, label: visitor.place.label };
  return data<BlogArticleData>({
    article,
    place,
    localCategories: relatedLocalCategories(article.localCategoryIds),
    couponCodes: await relatedCouponCodes(article.couponCodeCategories),
    message: null,
  });
}
