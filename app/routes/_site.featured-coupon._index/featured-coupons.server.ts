import { data } from "@remix-run/node";
import type { FeaturedCoupon } from "~/models/featured";
import { newestFirst } from "~/models/newsroom";
import { settle } from "~/pages/settle.server";
import { getServices } from "~/services/index.server";

export type FeaturedCouponsData = { coupons: FeaturedCoupon[]; message: null } | { coupons: null; message: string };

/** `/featured-coupon`: the editors' picks of local coupons, newest first; a repository failure is a 503 with its message. */
export async function loadFeaturedCoupons() {
  const result = await settle(getServices().contentRepository.getFeaturedCoupons());
  return result.ok
    ? data<FeaturedCouponsData>({ coupons: newestFirst(result.data), message: null })
    : data<FeaturedCouponsData>({ coupons: null, message: result.message }, { status: 503 });
}
