import type { BrowsePageData } from "~/components/browse/BrowseView";
import { settle } from "~/pages/settle.server";
import { visitorOf } from "~/pages/visitor.server";
import { getServices } from "~/services/index.server";

export type { BrowsePageData };

/**
 * `/browse`: every way into the site's coupons — the local categories for the visitor's place (or a prompt for
 * one), the service categories, the coupon-code categories and the deals directory. Service categories are optional:
 * their failure shows their message in place.
 */
export async function loadBrowsePage(request: Request, context: unknown): Promise<BrowsePageData> {
  const [visitor, services] = await Promise.all([
    visitorOf(request, context),
    settle(getServices().coverage.getServiceCategories()),
  ]);
  return { place: visitor.place && { slug: visitor.place.slug, label: visitor.place.label }, services };
}
