import type { MetaFunction } from "@remix-run/node";
import { BROWSE_PATH, COUPON_CODES_PATH, pageMeta, type RouteHandle, usePageRequestData } from "~/shared";
import { CategoryLinks } from "~/components/coupon-codes/CategoryLinks";
import { PageIntro } from "~/components/coupon-codes/CouponCodesPage";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Browse Coupon Codes by Category",
    description: "All 20 coupon-code categories, from apparel and electronics to groceries and travel.",
    canonicalPath: BROWSE_PATH,
  });

export const handle: RouteHandle = {
  breadcrumbs: () => [
    { label: "Coupon Codes", to: COUPON_CODES_PATH },
    { label: "Browse", to: BROWSE_PATH },
  ],
};

// The 20 categories are a fixed table (SPEC §3): this page needs no data of its own.
export default function BrowseCategories() {
  usePageRequestData({ page: "couponCodeCategories" });
  return (
    <>
      <PageIntro title="Browse Coupon Codes by Category" lead="Pick a category to see its coupon codes and stores." />
      <CategoryLinks label="Coupon code categories" />
    </>
  );
}
