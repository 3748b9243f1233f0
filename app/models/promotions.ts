import type { LocalListing } from "./local-listing";

/**
 * Marketing promotions (SPEC §2 "Special Offers") that gather local coupons by theme. Each names the local
 * categories it draws from and the words that make a listing a best match (shown first).
 */
export interface Promotion {
  slug: string;
  path: string;
  /** The label of its link in the header's Special Offers menu; absent when the menu does not show it. */
  menuLabel?: string;
  title: string;
  tagline: string;
  description: string;
  categoryIds: readonly number[];
  keywords: readonly string[];
}

export const PROMOTIONS = {
  "home-improvement": {
    slug: "home-improvement",
    path: "/home-improvement",
    menuLabel: "Home Improvement",
    title: "Home Improvement Coupons",
    tagline: "Save on repairs, remodels and everything around the house.",
    description: "Coupons from local contractors, plumbers, roofers, cleaners and home stores near you.",
    categoryIds: [104, 109],
    keywords: ["home", "plumb", "roof", "hvac", "floor", "paint", "remodel", "window", "garage", "handyman", "lawn"],
  },
  pizza: {
    slug: "pizza",
    path: "/pizza",
    menuLabel: "Pizza",
    title: "Pizza Coupons",
    tagline: "Slices, pies and family deals from pizzerias near you.",
    description: "Printable pizza coupons and restaurant deals from local pizzerias. Free, no sign-in.",
    categoryIds: [108],
    keywords: ["pizza", "pizzeria", "slice", "pie"],
  },
  tacos: {
    slug: "tacos",
    path: "/tacos",
    menuLabel: "Tacos",
    title: "Taco Coupons",
    tagline: "Taco Tuesday any day: tacos, burritos and more for less.",
    description: "Printable taco and Mexican restaurant coupons from local restaurants near you.",
    categoryIds: [108],
    keywords: ["taco", "tacos", "burrito", "mexican", "cantina", "taqueria"],
  },
  football: {
    slug: "football",
    path: "/football",
    menuLabel: "Football",
    title: "Game Day Deals",
    tagline: "Wings, pizza and everything for the big game, from local favourites.",
    description: "Game day coupons for wings, pizza, subs and party food from restaurants near you.",
    categoryIds: [108],
    keywords: ["wing", "pizza", "sub", "bbq", "grill", "sports", "pub", "tap"],
  },
  "black-friday": {
    slug: "black-friday",
    path: "/black-friday",
    title: "Black Friday Deals",
    tagline: "Doorbusters from the shops and services around the corner.",
    description: "Black Friday coupons from local shops, electronics, home stores and services near you.",
    categoryIds: [107, 104, 101],
    keywords: ["black friday", "sale", "% off", "tire", "furniture", "electronic"],
  },
  holiday: {
    slug: "holiday",
    path: "/holiday",
    title: "Holiday Savings",
    tagline: "Gifts, dinners out and holiday help for less.",
    description: "Holiday coupons for gifts, restaurants, family outings and home services near you.",
    categoryIds: [107, 108, 110],
    keywords: ["gift", "holiday", "family", "dinner", "party", "cater"],
  },
  flowers: {
    slug: "flowers",
    path: "/flowers",
    title: "Flowers & Gifts",
    tagline: "Bouquets, plants and thoughtful gifts from local florists and shops.",
    description: "Coupons from florists, gift shops and garden centers near you.",
    categoryIds: [107],
    keywords: ["flower", "florist", "bouquet", "gift", "garden", "plant"],
  },
} as const satisfies Record<string, Promotion>;

export type PromotionSlug = keyof typeof PROMOTIONS;

/** The promotion a `/{slug}` names; case-sensitive (SPEC §2), so `/Pizza` is no promotion. */
export function promotionBySlug(slug: string): Promotion | null {
  return Object.hasOwn(PROMOTIONS, slug) ? PROMOTIONS[slug as PromotionSlug] : null;
}

/** Every promotion, in the table's order. */
export const ALL_PROMOTIONS: readonly Promotion[] = Object.values(PROMOTIONS);

/** What a promotion reads of a listing. */
type Matchable = Pick<LocalListing, "categoryId" | "businessName" | "naicDescription"> & {
  offers: readonly { title: string }[];
};

function matches(listing: Matchable, words: readonly string[]) {
  const text = [listing.businessName, listing.naicDescription, ...listing.offers.map((o) => o.title)]
    .join(" ")
    .toLowerCase();
  return words.some((w) => text.includes(w));
}

/** The listings of a promotion: in its categories, best matches first, then nearest; at most `limit`. */
export function promotionListings<T extends Matchable>(
  promotion: Promotion,
  listings: readonly T[],
  limit = 24,
): T[] {
  const inCategories = listings.filter((l) => promotion.categoryIds.includes(l.categoryId));
  const best = inCategories.filter((l) => matches(l, promotion.keywords));
  const rest = inCategories.filter((l) => !matches(l, promotion.keywords));
  return [...best, ...rest].slice(0, limit);
}
