import { data } from "@remix-run/node";
import type { CouponCodeCategory } from "~/models/coupon-code-categories";
import type { LocalCategory } from "~/models/local-categories";
import { relatedCouponCodeCategories, relatedLocalCategories } from "~/models/related-categories";
import { failed, ok, type Result } from "~/models/result";
import type { SdcCoupon } from "~/models/sdc-coupon";
import { getServices } from "~/services/index.server";
import { settle } from "~/pages/settle.server";
import { visitorOf } from "./visitor.server";

export type RelatedCouponCodes = {
  categories: CouponCodeCategory[];
  /** Null when the item names no coupon-code category. */
  offers: Result<SdcCoupon[]> | null;
};

// An editorial page shows a handful of codes, not a category page: the first few of each named category.
const MAX_CATEGORIES = 3;
export const MAX_RELATED_OFFERS = 6;

/**
 * The coupon codes an editorial item (a blog article, a featured promotion) is about: its known categories and a
 * few of their offers, taken in turn from each category so one category does not fill the row. One category's
 * failure leaves the others; only when all fail does the area show its message.
 */
export async function relatedCouponCodes(slugs: readonly string[]): Promise<RelatedCouponCodes> {
  const categories = relatedCouponCodeCategories(slugs);
  if (categories.length === 0) return { categories, offers: null };
  const { couponCodes } = getServices();
  const lists = await Promise.all(
    categories.slice(0, MAX_CATEGORIES).map((category) => settle(couponCodes.getCategoryOffers(category.slug))),
  );
  const answered = lists.flatMap((list) => (list.ok ? [list.data] : []));
  if (answered.length === 0) {
    const failure = lists.find((list) => !list.ok);
    return { categories, offers: failure && !failure.ok ? failed(failure.message, failure.status) : ok([]) };
  }
  const seen = new Set<string>();
  const offers: SdcCoupon[] = [];
  for (let i = 0; offers.length < MAX_RELATED_OFFERS && answered.some((list) => i < list.length); i++) {
    for (const list of answered) {
      const offer = list[i];
      if (offer && !seen.has(offer.componentUID) && offers.length < MAX_RELATED_OFFERS) {
        seen.add(offer.componentUID);
        offers.push(offer);
      }
    }
  }
  return { categories, offers: ok(offers) };
}

/** What an editorial item is about: its local categories (linked for the visitor's place) and coupon codes. */
export type EditorialRelations = {
  place: { slug: string; label: string } | null;
  localCategories: LocalCategory[];
  couponCodes: RelatedCouponCodes;
};

/** The data of an editorial item's page: the item under its name with what it is about, or the failure's message. */
export type EditorialPageData<K extends string, T> =
  ({ [P in K]: T } & EditorialRelations & { message: null }) | ({ [P in K]: null } & { message: string });

/**
 * The page of an editorial item (`/blog/{contentId}`, `/featured-promotion/{slug}`): the item, the local categories
 * it is about (for the visitor's place) and a few coupon codes of its coupon-code categories. An unknown item is a
 * 404; a repository failure says so with a 503, since the item may well exist.
 */
export async function loadEditorialPage<
  K extends string,
  T extends { localCategoryIds: readonly number[]; couponCodeCategories: readonly string[] },
>(name: K, lookup: Promise<T>, request: Request, context: unknown) {
  const [found, visitor] = await Promise.all([settle(lookup), visitorOf(request, context)]);
  if (!found.ok) {
    if (found.status === 404) throw new Response(null, { status: 404 });
    return data({ [name]: null, message: found.message } as EditorialPageData<K, T>, { status: 503 });
  }
  const item = found.data;
  return data({
    [name]: item,
    place: visitor.place && { slug: visitor.place.slug, label: visitor.place.label },
    localCategories: relatedLocalCategories(item.localCategoryIds),
    couponCodes: await relatedCouponCodes(item.couponCodeCategories),
    message: null,
  } as EditorialPageData<K, T>);
}
