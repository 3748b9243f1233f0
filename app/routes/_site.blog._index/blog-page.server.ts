import { data, redirect } from "@remix-run/node";
import { answerShowsAFailure } from "~/http/answer-notes.server";
import type { BlogPage } from "~/models/blog";
import { canonicalListHref, readPage } from "~/models/url-state";
import { settle } from "~/pages/settle.server";
import { getServices } from "~/services/index.server";

export type BlogListData =
  { blog: BlogPage; page: number; message: null } | { blog: null; page: number; message: string };

/**
 * `/blog?page={n}`: one page of articles, newest first (any other spelling of the page a 301 to this one). A page past the last is not a page (404); page 1 always
 * is, even while the blog is empty. When the repository fails the page says so with a 503 no cache keeps.
 */
export async function loadBlogPage(request: Request) {
  const url = new URL(request.url);
  const canonical = canonicalListHref(url.pathname, url.search, false);
  if (canonical) throw redirect(canonical, 301);
  const page = readPage(url.search);
  const result = await settle(getServices().contentRepository.getBlogPage(page));
  if (!result.ok) return data<BlogListData>({ blog: null, page, message: result.message }, { status: 503 });
  if (page > result.data.pageCount) {
    // A blog answered empty is most often a passing fault: its 404 past page 1 is kept briefly, as an empty list is.
    if (result.data.total === 0) answerShowsAFailure();
    throw new Response(null, { status: 404 });
  }
  return data<BlogListData>({ blog: result.data, page: result.data.page, message: null });
}
