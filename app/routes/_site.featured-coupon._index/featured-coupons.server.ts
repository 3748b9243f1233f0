import type { FeaturedCoupon } from "~/models/featured";
import { newestFirst } from "~/models/newsroom-content";
import { answerOr503, type AnswerOr503 } from "~/pages/settle.server";
import { getServices } from "~/services/index.server";

export type FeaturedCouponsData = AnswerOr503<"coupons", FeaturedCoupon[]>;

/** `/featured-coupon`: the editors' picks of local coupons, newest first; a repository failure is a 503 with its message. */
export const loadFeaturedCoupons = () =>
  answerOr503("coupons", getServices().contentRepository.getFeaturedCoupons().then(newestFirst));
