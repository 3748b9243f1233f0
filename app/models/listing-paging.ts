import type { ListingView } from "./listing-view";
import { pageHref } from "./url-state";

// Paging of listing pages: a first page of listings per group, 'More coupons' for the next.

/**
 * 20 a group: two groups make the first screenful of a phone several times over, and keep a page of long business
 * names and disclaimers under issue 11's 100 KB of HTML in every city (24 a group came to 95–103 KB).
 */
export const LISTINGS_PER_PAGE = 20;

/** The most links a crawler should find on a page (issue 27; tests/e2e/crawl-quality.spec.ts). */
export const MAX_LINKS_PER_PAGE = 250;
/** The links one listing card renders at most: its business, its further offers, its offer's action (ListingCard). */
export const LINKS_PER_CARD = 3;
/**
 * The links a listing page renders besides its cards, at most: skip link, header and menu, the place's bar, campaigns,
 * categories, sorts, paging and footer (about 70 on a city's first page; the rest is room for a longer menu).
 */
export const LINKS_BESIDE_CARDS = 80;
/** The most cards a listing page holds in all its groups, so that no page passes the link budget. */
export const MAX_CARDS_PER_PAGE = Math.floor((MAX_LINKS_PER_PAGE - LINKS_BESIDE_CARDS) / LINKS_PER_CARD);
/** The fewest cards of the second group (service businesses) a first page keeps beside a long first group: two rows. */
export const MIN_FIRST_PAGE_SERVING = 8;
/**
 * The most cards the first group's first page may hold where a visitor's own nearest need more than a page (decision
 * 049): what the link budget leaves beside the second group's fewest.
 */
export const MAX_FIRST_PAGE_LEAD = MAX_CARDS_PER_PAGE - MIN_FIRST_PAGE_SERVING;

/**
 * How many cards of each group a listing page's first page holds when its first group must lead with `lead` of them
 * (a visitor's own nearest, decision 049; 0 for none): a page of each, the first group's longer where it must be and
 * the second's shorter by as much as that passes the link budget (never below `MIN_FIRST_PAGE_SERVING`: a lead past
 * `MAX_FIRST_PAGE_LEAD` is not shared, nearest-cell.ts). The next pages follow on from it, a page at a time.
 */
export function firstPageSizes(lead: number): { visit: number; serving: number } {
  const visit = Math.max(LISTINGS_PER_PAGE, Math.min(lead, MAX_FIRST_PAGE_LEAD));
  return { visit, serving: Math.min(LISTINGS_PER_PAGE, MAX_CARDS_PER_PAGE - visit) };
}

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
 * A group's size with how many its first page holds: LISTINGS_PER_PAGE, or another count (at least one) where the
 * first page must hold a visitor's own nearest (decision 049, `firstPageSizes`).
 */
export type GroupSize = number | { size: number; firstPage: number };

function pagesOf(group: GroupSize, perPage: number): number {
  if (typeof group === "number") return Math.ceil(group / perPage);
  const first = Math.max(1, group.firstPage);
  return group.size <= first ? Math.min(1, group.size) : 1 + Math.ceil((group.size - first) / perPage);
}

/** Pages a listing page has: enough for its longest group, and at least one (an empty page says so). */
export function pageCountOf(groupSizes: readonly GroupSize[], perPage = LISTINGS_PER_PAGE): number {
  return Math.max(1, ...groupSizes.map((group) => pagesOf(group, perPage)));
}

/**
 * The listings of one group on page `page` (1-based); the first page holds `firstPage` of them (a page, or another
 * count where a visitor's own nearest need it, `firstPageSizes`), and the next pages follow on from it.
 */
export function groupPage<T>(items: readonly T[], page: number, perPage = LISTINGS_PER_PAGE, firstPage = perPage) {
  const first = Math.max(1, firstPage);
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
