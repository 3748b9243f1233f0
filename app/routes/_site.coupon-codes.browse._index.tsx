import type { MetaFunction } from "@remix-run/node";
import { usePageRequestData } from "~/components/analytics/PageRequest";
import { CategoryLinks } from "~/components/coupon-codes/CategoryLinks";
import { PageIntro } from "~/components/coupon-codes/CouponCodesPage";
import { pageMeta } from "~/components/layout/meta";
import type { RouteHandle } from "~/components/layout/route-handle";
import { BROWSE_PATH } from "~/models/coupon-code-pages";
import { COUPON_CODES_PATH } from "~/models/page-paths";

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
