import { couponCodeCategoryBySlug, type CouponCodeCategory } from "./coupon-code-categories";
import { localCategoryById, type LocalCategory } from "./local-categories";

/**
 * The categories an editorial item (a blog article, a featured promotion) names, as the site knows them: ids and
 * slugs the site has no page for are dropped, so an editor's typo never becomes a link to a 404. 'All' (100) is
 * not a topic. Order is the editor's, without repeats.
 */
export function relatedLocalCategories(ids: readonly number[]): LocalCategory[] {
  const seen = new Set<number>();
  return ids.flatMap((id) => {
    const category = localCategoryById(id);
    if (!category || category.slug === "" || seen.has(id)) return [];
    seen.add(id);
    return [category];
  });
}

export function relatedCouponCodeCategories(slugs: readonly string[]): CouponCodeCategory[] {
  const seen = new Set<string>();
  return slugs.flatMap((slug) => {
    const category = couponCodeCategoryBySlug(slug);
    if (!category || seen.has(slug)) return [];
    seen.add(slug);
    return [category];
  });
}
