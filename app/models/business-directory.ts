import type { BusinessStore } from "./coverage";
import { directoryPageOf, directoryStatesOf, type DirectoryStateSummary } from "./directory-paging";
import { decodeHtmlEntities } from "./html-entities";
import { businessStorePath } from "./sitemap-sections";
import { isUsStateCode } from "./slug";
import { pageHref } from "./url-state";

/**
 * The business directory (issue 27): every business page the sitemap lists, by state, in pages small enough that no
 * page carries more than a few hundred links. The home page without a place links each state's first page, and every
 * page of a state links all its pages, so each business page is three clicks from `/` even at the national catalog's
 * ~86,000 (one index of every page would carry ~600 links); `/local/businesses` (the footer's) links the states.
 * Each entry links the URL the sitemap names (`businessStorePath`).
 */

export const BUSINESS_DIRECTORY_PATH = "/local/businesses";

/**
 * Entries a directory page lists: with the site's header and footer and a link to every page of its state (the
 * largest state of the national catalog takes 34), a page stays under 250 links.
 */
export const BUSINESSES_PER_DIRECTORY_PAGE = 150;

export interface DirectoryBusiness {
  name: string;
  /** 'Dallas, TX'. */
  place: string;
  path: string;
}

export type DirectoryState = DirectoryStateSummary;

export function businessDirectoryStatePath(state: string, page = 1): string {
  return pageHref(`${BUSINESS_DIRECTORY_PATH}/${state.toLowerCase()}`, "", page);
}

/** The state a directory path segment names (`tx`), or null: lower-case USPS codes only, as the index links them. */
export function parseDirectoryState(segment: string): string | null {
  return /^[a-z]{2}$/.test(segment) && isUsStateCode(segment) ? segment.toUpperCase() : null;
}

const byPlaceThenName = (a: BusinessStore, b: BusinessStore) =>
  a.city.localeCompare(b.city) ||
  a.businessName.localeCompare(b.businessName) ||
  a.businessProfileId - b.businessProfileId ||
  (a.storeId ?? 0) - (b.storeId ?? 0);

/** The states with business pages, alphabetically by name, with how many pages each state's list takes. */
export function directoryStates(stores: readonly BusinessStore[]): DirectoryState[] {
  return directoryStatesOf(stores, BUSINESSES_PER_DIRECTORY_PAGE);
}

/** One page of one state's list (1-based), or null past its last page or for a state without business pages. */
export function directoryPage(
  stores: readonly BusinessStore[],
  state: string,
  page: number,
): { businesses: DirectoryBusiness[]; pages: number; count: number } | null {
  const inState = stores.filter((store) => store.state === state).sort(byPlaceThenName);
  const listed = directoryPageOf(inState, page, BUSINESSES_PER_DIRECTORY_PAGE);
  if (!listed) return null;
  return {
    businesses: listed.items.map((store) => ({
      name: decodeHtmlEntities(store.businessName),
      place: `${store.city}, ${store.state}`,
      path: businessStorePath(store),
    })),
    pages: listed.pages,
    count: inState.length,
  };
}
