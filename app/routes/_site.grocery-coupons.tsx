import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { GROCERY_COUPONS_PATH, revalidateUnlessOnlyOverlayChanged, usePageRequestData } from "~/shared";
import { CategoryPage } from "~/components/coupon-codes/CategoryPage";
import { listingRoute } from "~/route-exports/listing-page";
import { loadCouponCodeCategory } from "~/pages/coupon-codes.server";

/** SPEC §3 category 13. */
const GROCERIES = "groceries";

export const { headers, meta } = listingRoute(GROCERY_COUPONS_PATH);

// SPEC §7: the groceries category lists the food-and-beverage merchants too (the service merges them).
export const loader = () => loadCouponCodeCategory(GROCERIES);

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function GroceryCoupons() {
  const { category, offers, merchants, leftNav, adSlot } = useLoaderData<typeof loader>();
  usePageRequestData({ page: "groceryCoupons" });
  return (
    <CategoryPage
      title="Grocery Coupons"
      lead="Save on groceries, food and drinks with coupon codes from these stores."
      category={category}
      offers={offers}
      merchants={merchants}
      leftNav={leftNav}
      adSlot={adSlot}
      storesTitle="Grocery, Food and Beverage Stores"
    />
  );
}
