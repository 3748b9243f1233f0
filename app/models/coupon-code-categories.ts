/**
 * SPEC §3 "Coupon-code categories". Slugs are the titles lower-cased with "and" dropped and the words hyphenated,
 * which is what the spec's one example (1 Apparel and Accessories → apparel-accessories) shows.
 */
export interface CouponCodeCategory {
  id: number;
  title: string;
  slug: string;
  icon: string;
}

export const COUPON_CODE_CATEGORIES: readonly CouponCodeCategory[] = [
  { id: 1, title: "Apparel and Accessories", slug: "apparel-accessories", icon: "shirt" },
  { id: 2, title: "Arts and Entertainment", slug: "arts-entertainment", icon: "palette" },
  { id: 3, title: "Automotive", slug: "automotive", icon: "car" },
  { id: 4, title: "Beauty and Personal Care", slug: "beauty-personal-care", icon: "sparkles" },
  { id: 5, title: "Books Music and Video", slug: "books-music-video", icon: "book" },
  { id: 6, title: "Business", slug: "business", icon: "briefcase" },
  { id: 7, title: "Cellular Phone Services", slug: "cellular-phone-services", icon: "phone" },
  { id: 8, title: "Computers and Software", slug: "computers-software", icon: "laptop" },
  { id: 9, title: "Education and Training", slug: "education-training", icon: "graduation-cap" },
  { id: 10, title: "Electronics", slug: "electronics", icon: "tv" },
  { id: 11, title: "Flowers and Gifts", slug: "flowers-gifts", icon: "gift" },
  { id: 12, title: "Food and Beverage", slug: "food-beverage", icon: "utensils" },
  { id: 13, title: "Groceries", slug: "groceries", icon: "shopping-cart" },
  { id: 14, title: "Health and Medicine", slug: "health-medicine", icon: "heart-pulse" },
  { id: 15, title: "Home and Garden", slug: "home-garden", icon: "house" },
  { id: 16, title: "Kids and Baby", slug: "kids-baby", icon: "baby" },
  { id: 17, title: "Seasonal", slug: "seasonal", icon: "snowflake" },
  { id: 18, title: "Sports and Recreation", slug: "sports-recreation", icon: "football" },
  { id: 19, title: "Toys and Games", slug: "toys-games", icon: "puzzle-piece" },
  { id: 20, title: "Travel", slug: "travel", icon: "plane" },
];

export function couponCodeCategoryBySlug(slug: string): CouponCodeCategory | undefined {
  return COUPON_CODE_CATEGORIES.find((category) => category.slug === slug);
}
