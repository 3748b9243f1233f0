import { redirect } from "@remix-run/node";
import {
  businessDirectoryStatePath,
  directoryPage,
  directoryStates,
  parseDirectoryState,
  BUSINESS_DIRECTORY_PATH,
} from "~/models/business-directory";
import { isCanonicalPage, readPage } from "~/models/url-state";
import { stateName } from "~/models/us-states";
import { allStores } from "~/pages/sitemaps.server";
import { settle } from "~/pages/settle.server";

/**
 * The business directory's data (issue 27, `app/models/business-directory.ts`): the same store list the sitemaps
 * read (the coverage upstream, cached by its client), so the directory links exactly the sitemap's business pages.
 * Hrefs are made here, so the page's browser bundle carries no URL rules. A failing upstream is a 503 (crawlers come
 * back) rather than an empty directory.
 */

export async function loadBusinessDirectoryIndex() {
  const found = await settle(allStores());
  if (!found.ok) throw new Response(null, { status: 503 });
  return {
    states: directoryStates(found.data.stores).map((state) => ({
      ...state,
      pageLinks: Array.from({ length: state.pages }, (_, i) => businessDirectoryStatePath(state.state, i + 1)),
    })),
  };
}

/**
 * One page of a state's businesses. An unknown state, a page past the last, or a page number written any other way
 * than its links write it is not a page of its own: `?page=1`, `?page=02` or `?page=x` get a 301 to the one URL
 * (`readPage`'s reading of it).
 */
export async function loadBusinessDirectoryPage(request: Request, segment: string) {
  const state = parseDirectoryState(segment);
  if (!state) throw new Response(null, { status: 404 });
  const { search } = new URL(request.url);
  const page = readPage(search);
  if (!isCanonicalPage(search)) throw redirect(businessDirectoryStatePath(state, page), 301);
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
    canonicalPath: businessDirectoryStatePath(state, page),
    previous: page > 1 ? businessDirectoryStatePath(state, page - 1) : null,
    next: page < listed.pages ? businessDirectoryStatePath(state, page + 1) : null,
    indexPath: BUSINESS_DIRECTORY_PATH,
  };
}
