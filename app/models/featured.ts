import { FEATURED_COUPONS_PATH, FEATURED_PROMOTIONS_PATH } from "./page-paths";
/** Featured coupons and featured promotions: editorial picks of the content repository (SPEC §2 routes). */

/** `/featured-coupon/{slug}`: one local business's offer, chosen by the editors. */
export interface FeaturedCoupon {
  slug: string;
  title: string;
  summary: string;
  businessProfileId: number;
  /** The store (location id) to show; null for a service business, which has none. */
  storeId: number | null;
  offerId: string;
  businessName: string;
  city: string;
  state: string;
  imageUrl: string;
  publishedAt: string;
}

export interface FeaturedLink {
  label: string;
  /** A site path (`/pizza`, `/coupon-codes/browse/food-beverage`, `/local`) — never another origin. */
  href: string;
}

/** `/featured-promotion/{slug}`: the landing page of a billboard or specialty link. */
export interface FeaturedPromotion {
  slug: string;
  title: string;
  summary: string;
  paragraphs: string[];
  imageUrl: string;
  links: FeaturedLink[];
  localCategoryIds: number[];
  couponCodeCategories: string[];
  publishedAt: string;
}

export const FEATURED_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isFeaturedSlug(value: string): boolean {
  return value.length <= 128 && FEATURED_SLUG.test(value);
}

export { FEATURED_COUPONS_PATH, FEATURED_PROMOTIONS_PATH };

export function featuredCouponPath(slug: string): string {
  return `${FEATURED_COUPONS_PATH}/${encodeURIComponent(slug)}`;
}

export function featuredPromotionPath(slug: string): string {
  return `${FEATURED_PROMOTIONS_PATH}/${encodeURIComponent(slug)}`;
}
