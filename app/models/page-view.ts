import { searchWithoutOverlays } from "./url-state";

/**
 * What makes a page view (SPEC §7 pageRequest): its path and its search without the overlay parameters. Opening an
 * offer, deal or location dialog changes the URL but is not a new page; `?page=2` or another search term is.
 */
export function pageViewKey(pathname: string, search: string): string {
  const rest = searchWithoutOverlays(search);
  return rest === "" ? pathname : `${pathname}?${rest}`;
}
