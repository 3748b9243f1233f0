import { data } from "@remix-run/node";
import type { FeaturedCouponData } from "~/components/featured/FeaturedCouponView";
import { categoryTitleOf } from "~/models/local-page";
import { locationSlug } from "~/models/slug";
import { settle } from "~/pages/settle.server";
import { getServices } from "~/services/index.server";

export type { FeaturedCouponData };

/**
 * `/featured-coupon/{slug}`: the editors' pick with its business profile (the offer dialogs open from it). An
 * unknown slug, or a business the coupon feed no longer knows, is a 404; any other failure a 503 with its message.
 */
export async function loadFeaturedCoupon(slug: string) {
  const { contentRepository, business } = getServices();
  const found = await settle(contentRepository.getFeaturedCoupon(slug));
  if (!found.ok) {
    if (found.status === 404) throw new Response(null, { status: 404 });
    return data<FeaturedCouponData>({ coupon: null, message: found.message }, { status: 503 });
  }
  const coupon = found.data;
  const profile = await settle(
    business.getBusinessProfile(coupon.businessProfileId, { store: coupon.storeId ?? undefined }),
  );
  if (!profile.ok) {
    if (profile.status === 404) throw new Response(null, { status: 404 });
    return data<FeaturedCouponData>({ coupon, message: profile.message }, { status: 503 });
  }
  return data<FeaturedCouponData>({
    coupon,
    profile: profile.data,
    categoryTitle: categoryTitleOf(profile.data).title,
    slug: locationSlug(coupon.city, coupon.state),
    offerFound: profile.data.offers.some((offer) => offer.offerId === coupon.offerId),
    renderedAt: new Date().toISOString(),
    message: null,
  });
}
