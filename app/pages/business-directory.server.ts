import {
  businessDirectoryStatePath,
  directoryPage,
  directoryStates,
  BUSINESS_DIRECTORY_PATH,
  type DirectoryState,
} from "~/models/business-directory";
import type { BusinessStore } from "~/models/coverage";
import { directoryPaging } from "~/models/directory-paging";
import { stateName } from "~/models/us-states";
import { readDirectoryPageRequest } from "~/pages/directory-request.server";
import { allStores } from "~/pages/sitemaps.server";
import { settle } from "~/pages/settle.server";

/**
 * The business directory's data (issue 27, `app/models/business-directory.ts`): the same store list the sitemaps
 * read (the coverage upstream, cached by its client), so the directory links exactly the sitemap's business pages.
 * Hrefs are made here, so the page's browser bundle carries no URL rules. A failing upstream is a 503 (crawlers come
 * back) rather than an empty directory.
 */

// The states are counted once per store list: the list is the cached upstream answer, the same object until it expires.
const statesOf = new WeakMap<readonly BusinessStore[], DirectoryState[]>();
function statesOfStores(stores: readonly BusinessStore[]): DirectoryState[] {
  let states = statesOf.get(stores);
  if (!states) statesOf.set(stores, (states = directoryStates(stores)));
  return states;
}

export async function loadBusinessDirectoryIndex() {
  const found = await settle(allStores());
  if (!found.ok) throw new Response(null, { status: 503 });
  return {
    states: statesOfStores(found.data.stores).map((state) => ({
      ...state,
      path: businessDirectoryStatePath(state.state),
    })),
  };
}

/**
 * Each state's first page of businesses, for the home page: a link from `/` to every state's page, which links all
 * its pages, keeps every business page three clicks from `/`. Optional data: nothing when the store list fails.
 */
export async function loadBusinessDirectoryStates(): Promise<{ name: string; path: string }[]> {
  const found = await settle(allStores());
  return found.ok
    ? statesOfStores(found.data.stores).map((state) => ({
        name: state.name,
        path: businessDirectoryStatePath(state.state),
      }))
    : [];
}

/**
 * One page of a state's businesses. An unknown state, a page past the last, or a page number written any other way
 * than its links write it is not a page of its own: `?page=1`, `?page=02` or `?page=x` get a 301 to the one URL
 * (`readPage`'s reading of it).
 */
export async function loadBusinessDirectoryPage(request: Request, segment: string) {
  const { state, page } = readDirectoryPageRequest(request, segment, businessDirectoryStatePath);
  const found = await settle(allStores());
  if (!found.ok) throw new Response(null, { status: 503 });
  const listed = directoryPage(found.data.stores, state, page);
  if (!listed) throw new Response(null, { status: 404 });
  return {
    state,
    stateName: stateName(state),
    page,
    pages: listed.pages,
    count: listed.count,
    businesses: listed.businesses,
    ...directoryPaging(page, listed.pages, (n) => businessDirectoryStatePath(state, n)),
    indexPath: BUSINESS_DIRECTORY_PATH,
  };
}
