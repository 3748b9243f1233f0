import { isUsStateCode } from "./slug";
import { stateName } from "./us-states";

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

/** A state of a directory's index: its name, how many entries its list holds, and how many pages they take. */
export interface DirectoryStateSummary {
  state: string;
  name: string;
  count: number;
  pages: number;
}

/** The states `items` are in (those of the states and DC), alphabetically by name, with their counts and pages. */
export function directoryStatesOf(items: readonly { state: string }[], perPage: number): DirectoryStateSummary[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.state, (counts.get(item.state) ?? 0) + 1);
  return [...counts.entries()]
    .filter(([state]) => isUsStateCode(state))
    .map(([state, count]) => ({ state, name: stateName(state), count, pages: Math.ceil(count / perPage) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The links of one page of a list: its own (canonical) href, every page's, the previous and the next. */
export function directoryPaging(page: number, pages: number, hrefOf: (page: number) => string) {
  return {
    canonicalPath: hrefOf(page),
    pageLinks: directoryPageLinks(pages, hrefOf),
    previous: page > 1 ? hrefOf(page - 1) : null,
    next: page < pages ? hrefOf(page + 1) : null,
  };
}
