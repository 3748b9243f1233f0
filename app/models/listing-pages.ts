import type { PageCopy } from "../copy/page-copy";
import {
  CONTESTS_PATH,
  COUPON_CODES_PATH,
  DEALS_DIRECTORY_PATH,
  FEATURED_COUPONS_PATH,
  FEATURED_PROMOTIONS_PATH,
  GROCERY_COUPONS_PATH,
  SERVICES_PATH,
} from "./page-paths";

/**
 * The copy of every page that shows what the upstreams answer under a fixed title (home, the coupon-code home, the
 * lists of contests, featured coupons and promotions, services and Clipp deals), keyed by its path, which is also
 * its canonical URL: the title and description of its meta tags. Pages titled from their data name themselves.
 */
export const LISTING_PAGES = {
  "/": {
    title: "Valuvo — Local Coupons, Coupon Codes and Deals Near You",
    description:
      "Find printable local coupons near you, coupon codes for online shops and Clipp deals. Free, no sign-in.",
  },
  [COUPON_CODES_PATH]: {
    title: "Coupon Codes for Online Shops",
    description:
      "Today's top coupon codes and online deals from featured brands and stores, by category: apparel, electronics, travel, groceries and more.",
  },
  [GROCERY_COUPONS_PATH]: {
    title: "Grocery Coupons",
    description: "Grocery coupons and coupon codes from grocery, food and beverage stores.",
  },
  [CONTESTS_PATH]: {
    title: "Contests and Sweepstakes",
    description: "Enter Valuvo's current sweepstakes and instant-win games, and see the winners of past contests.",
  },
  [DEALS_DIRECTORY_PATH]: {
    title: "Clipp Deals by Category and City",
    description:
      "Every Clipp deal on Valuvo: discounted vouchers for restaurants, spas, fitness, home services and fun, by category and by city.",
  },
  [FEATURED_COUPONS_PATH]: {
    title: "Featured Local Coupons",
    description:
      "Local coupons our editors picked this month: restaurants, salons, fun and services from businesses near you.",
  },
  [FEATURED_PROMOTIONS_PATH]: {
    title: "Featured Promotions",
    description:
      "This season's Valuvo promotions: pizza nights, game days, home projects and more, with the coupons that go with them.",
  },
  [SERVICES_PATH]: {
    title: "Home and Auto Services Coupons",
    description:
      "Coupons from plumbers, HVAC technicians, cleaners, lawn care, pest control, roofers, movers and auto shops that serve your area.",
  },
} as const satisfies Record<string, PageCopy>;
