import { isExcludedMerchant } from "~/models/excluded-merchants";
import { couponCodeCategoryBySlug } from "~/models/coupon-code-categories";
import { isMerchantSlug } from "~/models/coupon-code-pages";
import type { MerchantSlugMetadata } from "~/models/merchant-metadata";
import { AD_PLACEMENT, fillAdSlot } from "~/models/ad-placement";
import type { Merchant } from "~/models/sdc-coupon";
import { getServices } from "~/services/index.server";
import { maintenanceResponse, throwIfCritical, unavailableResponse } from "~/http/maintenance.server";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { settle } from "~/pages/settle.server";

// The data of the coupon-code pages (SPEC §2), each area a Result; SPEC §4's critical areas end in the maintenance
// page. Every call here is cached by the coupon-codes service, so these loaders mostly read memory.

const notFound = () => new Response(null, { status: 404 });

/**
 * One fill of the coupon-code ad slot from the featuredMerchant placement (SPEC §2, §3). A failing placement is
 * only logged by the service (SPEC §8) and answers no merchants: the slot stays empty.
 */
export async function loadAdSlot(random: () => number = Math.random): Promise<Merchant[]> {
  return fillAdSlot(await getServices().couponCodes.getMerchantPlacement(AD_PLACEMENT), random);
}

/** `/coupon-codes`: top offers (critical), featured brands (their message on failure), welcome-page merchants. */
export async function loadCouponCodesHome() {
  const couponCodes = getServices().couponCodes;
  const [topOffers, featured, welcome, adSlot] = await Promise.all([
    settle(couponCodes.getTopOffers()),
    settle(couponCodes.getFeaturedMerchants()),
    couponCodes.getMerchantPlacement("welcomePage"),
    loadAdSlot(),
  ]);
  throwIfCritical({ topOffers });
  return { topOffers: topOffers.ok ? topOffers.data : [], featured, welcome, adSlot };
}

/**
 * One category's page (`/coupon-codes/browse/{slug}` and `/grocery-coupons`): its offers and merchants (both
 * critical) and the left-navigation merchants beside them. A slug outside the 20 categories is a 404.
 */
export async function loadCouponCodeCategory(slug: string) {
  const category = couponCodeCategoryBySlug(slug);
  if (!category) throw notFound();
  const couponCodes = getServices().couponCodes;
  const [categoryOffers, categoryMerchants, leftNav, adSlot] = await Promise.all([
    settle(couponCodes.getCategoryOffers(category.slug)),
    settle(couponCodes.getMerchantsByCategory(category.slug)),
    couponCodes.getMerchantPlacement("leftNavArea"),
    loadAdSlot(),
  ]);
  throwIfCritical({ categoryOffers, categoryMerchants });
  return {
    category,
    offers: categoryOffers.ok ? categoryOffers.data : [],
    merchants: categoryMerchants.ok ? categoryMerchants.data : [],
    leftNav,
    adSlot,
  };
}

/**
 * The merchant a slug names and its page's meta tags, from the merchant slug metadata search (SPEC §7). Only the
 * search's answer that no merchant has the slug is a 404. A failing search leaves the page without its merchant,
 * hence without the merchant's offers: SPEC §4 makes "merchant offers" failing critical, so it is the maintenance
 * page (docs/decisions/010). A search that timed out says nothing about the merchant either, and is no outage (SPEC
 * §8 "Timeouts only logged", decision 030): the page says in the shell that the merchant's offers cannot be shown
 * (503, so no cache keeps it and crawlers come back), never "Page Not Found".
 */
async function merchantBySlug(slug: string): Promise<MerchantSlugMetadata> {
  if (!isMerchantSlug(slug)) throw notFound();
  const found = await settle(getServices().merchantSlugSearch.findMerchantBySlug(slug));
  if (!found.ok) throw found.timedOut ? unavailableResponse(UPSTREAM_MESSAGES.merchantOffers) : maintenanceResponse();
  // SPEC §5: the 14 excluded merchants are never shown, so their pages do not exist either.
  if (!found.data || isExcludedMerchant(found.data.merchant.merchantId)) throw notFound();
  return found.data;
}

/** `/coupon-codes/{merchantSlug}`: the merchant, its offers (critical), the left-navigation merchants. */
export async function loadMerchantPage(slug: string) {
  const { merchant, metaTitle, metaDescription } = await merchantBySlug(slug);
  const couponCodes = getServices().couponCodes;
  const [merchantOffers, leftNav, adSlot] = await Promise.all([
    settle(couponCodes.getMerchantOffers(merchant.merchantId)),
    couponCodes.getMerchantPlacement("leftNavArea"),
    loadAdSlot(),
  ]);
  throwIfCritical({ merchantOffers });
  return {
    merchant,
    metaTitle,
    metaDescription,
    category: couponCodeCategoryBySlug(merchant.category) ?? null,
    offers: merchantOffers.ok ? merchantOffers.data : [],
    leftNav: leftNav.filter((other) => other.merchantId !== merchant.merchantId),
    adSlot,
  };
}
