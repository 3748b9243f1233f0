/**
 * The directories' paging (the business and city directories): a list cut into pages of a fixed size, so no page of
 * a directory carries more links than a crawler reads, and every page's number is a link on every page of its list.
 */

/** One page (1-based) of `items`, or null before the first page or past the last (an empty list has no page). */
export function directoryPageOf<T>(
  items: readonly T[],
  page: number,
  perPage: number,
): { items: T[]; pages: number } | null {
  const pages = Math.ceil(items.length / perPage);
  if (!Number.isSafeInteger(page) || page < 1 || page > pages) return null;
  const start = (page - 1) * perPage;
  return { items: items.slice(start, start + perPage), pages };
}

/** The hrefs of every page of a list, first to last, from the list's href builder. */
export function directoryPageLinks(pages: number, hrefOf: (page: number) => string): string[] {
  return Array.from({ length: pages }, (_, i) => hrefOf(i + 1));
}
