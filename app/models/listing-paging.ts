import type { ListingView } from "./listing-view";
import { pageHref } from "./url-state";

// Paging of listing pages: a first page of listings per group, 'More coupons' for the next.

/**
 * 20 a group: two groups make the first screenful of a phone several times over, and keep a page of long business
 * names and disclaimers under issue 11's 100 KB of HTML in every city (24 a group came to 95–103 KB).
 */
export const LISTINGS_PER_PAGE = 20;

/** One group of a listing page: its listings on this page and how many it has in all. */
export interface ListingGroupPage {
  listings: ListingView[];
  total: number;
  /** True when a later page holds more listings of this group. */
  hasMore: boolean;
  /** The group's feed did not answer in time and nothing was cached: the area is left out, with no message. */
  timedOut?: boolean;
}

/**
 * A group's size with how many its first page holds: LISTINGS_PER_PAGE, or more where the first page must hold a
 * visitor's own nearest (decision 049, `firstPage`).
 */
export type GroupSize = number | { size: number; firstPage: number };

function pagesOf(group: GroupSize, perPage: number): number {
  if (typeof group === "number") return Math.ceil(group / perPage);
  const first = Math.max(perPage, group.firstPage);
  return group.size <= first ? Math.min(1, group.size) : 1 + Math.ceil((group.size - first) / perPage);
}

/** Pages a listing page has: enough for its longest group, and at least one (an empty page says so). */
export function pageCountOf(groupSizes: readonly GroupSize[], perPage = LISTINGS_PER_PAGE): number {
  return Math.max(1, ...groupSizes.map((group) => pagesOf(group, perPage)));
}

/**
 * The listings of one group on page `page` (1-based); the first page holds `firstPage` of them when that is more
 * than a page (a visitor's own nearest, decision 049), and the next pages follow on from it.
 */
export function groupPage<T>(items: readonly T[], page: number, perPage = LISTINGS_PER_PAGE, firstPage = perPage) {
  const first = Math.max(perPage, firstPage);
  const start = page === 1 ? 0 : first + (page - 2) * perPage;
  const end = page === 1 ? first : start + perPage;
  return { items: items.slice(start, end), total: items.length, hasMore: items.length > end };
}

/** What the status line says when 'More coupons' has appended a page: '20 more coupons shown, 40 of 100.' */
export function moreCouponsAnnouncement(added: number, shown: number, total: number): string {
  return `${added} more ${added === 1 ? "coupon" : "coupons"} shown, ${shown} of ${total}.`;
}

/** The canonical, previous and next URLs of page `page` of a listing page at `path` (page 1 has no `?page=`). */
export function listingPageLinks(path: string, page: number, pageCount: number) {
  const at = (n: number) => pageHref(path, "", n);
  return {
    canonical: at(page),
    prev: page > 1 ? at(page - 1) : null,
    next: page < pageCount ? at(page + 1) : null,
  };
}
