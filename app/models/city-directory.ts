import type { CoveredCity } from "./coverage";
import { directoryPageOf, directoryStatesOf, type DirectoryStateSummary } from "./directory-paging";
import { CITY_DIRECTORY_PATH } from "./page-paths";
import { pageHref } from "./url-state";

/**
 * The city directory (decision 009) at the size of the country: `/local/cities` is an index of the states, each
 * linking its own page of places, `/local/cities/{state}` (paged as the business directory is), so no page of the
 * directory carries more than a few hundred links however many towns the coupon feed covers.
 */

export { CITY_DIRECTORY_PATH };

/** Places a state's page lists: with the site's header and footer and the pager, a page stays under 250 links. */
export const CITIES_PER_DIRECTORY_PAGE = 150;

/** A state of the city directory's index; `count`: its covered places. */
export type DirectoryCityState = DirectoryStateSummary;

export function cityDirectoryStatePath(state: string, page = 1): string {
  return pageHref(`${CITY_DIRECTORY_PATH}/${state.toLowerCase()}`, "", page);
}

/** The states with covered places, alphabetically by name, with how many pages each state's list takes. */
export function cityDirectoryStates(cities: readonly CoveredCity[]): DirectoryCityState[] {
  return directoryStatesOf(cities, CITIES_PER_DIRECTORY_PAGE);
}

/** One page (1-based) of a state's places by name, or null past its last page or for a state without places. */
export function cityDirectoryPage(
  cities: readonly CoveredCity[],
  state: string,
  page: number,
): { cities: CoveredCity[]; pages: number; count: number } | null {
  const inState = cities
    .filter((city) => city.state === state)
    .sort((a, b) => a.city.localeCompare(b.city) || a.slug.localeCompare(b.slug));
  const listed = directoryPageOf(inState, page, CITIES_PER_DIRECTORY_PAGE);
  return listed && { cities: listed.items, pages: listed.pages, count: inState.length };
}
