import { redirect } from "@remix-run/node";
import { parseDirectoryState } from "~/models/business-directory";
import { isCanonicalPage, readPage } from "~/models/url-state";

/**
 * The state and page a directory's state page names (`/local/{businesses|cities}/{st}?page=N`). An unknown state is
 * a 404; a page number written any other way than its links write it (`?page=1`, `?page=02`, `?page=x`) is not a
 * page of its own but a 301 to the one URL (`readPage`'s reading of it, `pathOf` the list's href builder).
 */
export function readDirectoryPageRequest(
  request: Request,
  segment: string,
  pathOf: (state: string, page: number) => string,
): { state: string; page: number } {
  const state = parseDirectoryState(segment);
  if (!state) throw new Response(null, { status: 404 });
  const { search } = new URL(request.url);
  const page = readPage(search);
  if (!isCanonicalPage(search)) throw redirect(pathOf(state, page), 301);
  return { state, page };
}
