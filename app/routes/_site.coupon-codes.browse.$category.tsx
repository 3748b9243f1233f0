import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  BROWSE_PATH,
  categoryPath,
  COUPON_CODES_PATH,
  pageMeta,
  revalidateUnlessOnlyOverlayChanged,
  type RouteHandle,
  usePageRequestData,
} from "~/shared";
import { CategoryPage } from "~/components/coupon-codes/CategoryPage";
import { routeHeaders } from "~/http/cache-headers.server";
import { loadCouponCodeCategory } from "~/pages/coupon-codes.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) => {
  const category = args.data?.category;
  if (!category) return [];
  return pageMeta(args, {
    title: `${category.title} Coupon Codes`,
    description: `Coupon codes and online deals for ${category.title.toLowerCase()}, and the stores that offer them.`,
    canonicalPath: categoryPath(category.slug),
  });
};

type CategoryData = Awaited<ReturnType<typeof loadCouponCodeCategory>>;

// Home › Coupon Codes › Browse › the category's own title rather than its slug.
export const handle: RouteHandle = {
  breadcrumbs: (match) => {
    const category = (match.data as CategoryData | undefined)?.category;
    return [
      { label: "Coupon Codes", to: COUPON_CODES_PATH },
      { label: "Browse", to: BROWSE_PATH },
      ...(category ? [{ label: category.title, to: categoryPath(category.slug) }] : []),
    ];
  },
};

export const loader = ({ params }: LoaderFunctionArgs) => loadCouponCodeCategory(params.category ?? "");

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function CouponCodeCategory() {
  const { category, offers, merchants, leftNav, adSlot } = useLoaderData<typeof loader>();
  usePageRequestData({ page: "couponCodeCategory", category: category.slug });
  return (
    <CategoryPage
      title={`${category.title} Coupon Codes`}
      lead={`Coupon codes and deals from ${category.title.toLowerCase()} stores.`}
      category={category}
      offers={offers}
      merchants={merchants}
      leftNav={leftNav}
      adSlot={adSlot}
    />
  );
}
