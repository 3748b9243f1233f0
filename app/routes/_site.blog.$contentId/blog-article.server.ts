import type { BlogArticleData } from "~/components/blog/BlogArticleView";
import { loadEditorialPage } from "~/pages/related-offers.server";
import { getServices } from "~/services/index.server";

export type { BlogArticleData };

/** `/blog/{contentId}`: the article with what it is about; an unknown id is a 404, a repository failure a 503. */
export const loadBlogArticle = (request: Request, context: unknown, contentId: string) =>
  loadEditorialPage("article", getServices().contentRepository.getBlogArticle(contentId), request, context);
