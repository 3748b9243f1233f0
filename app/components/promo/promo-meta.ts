import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/components/layout/meta";
import type { Promotion } from "~/models/promotions";

/** The `meta` of a promotion page, from its entry in the promotions table. */
export function promotionMeta(promotion: Promotion): MetaFunction {
  return (args) => pageMeta(args, { title: promotion.title, description: promotion.description });
}
