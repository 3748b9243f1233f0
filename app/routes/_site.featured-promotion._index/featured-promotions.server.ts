import type { FeaturedPromotion } from "~/models/featured";
import { newestFirst } from "~/models/newsroom-content";
import { answerOr503, type AnswerOr503 } from "~/pages/settle.server";
import { getServices } from "~/services/index.server";

export type FeaturedPromotionsData = AnswerOr503<"promotions", FeaturedPromotion[]>;

/** `/featured-promotion`: the landing pages of the billboards and specialty links, newest first. */
export const loadFeaturedPromotions = () =>
  answerOr503("promotions", getServices().contentRepository.getFeaturedPromotions().then(newestFirst));
