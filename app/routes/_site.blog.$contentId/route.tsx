import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogArticleView } from "~/components/blog/BlogArticleView";
import { BLOG_PATH, blogArticlePath } from "~/models/blog";
import { editorialRoute } from "~/route-exports/item-page";
import { loadBlogArticle } from "./blog-article.server";

// Home › Blog › the article's title.
const section = { label: "Blog", to: BLOG_PATH };
export const { headers, meta, handle, shouldRevalidate } = editorialRoute(
  "article",
  "contentId",
  section,
  blogArticlePath,
  "Savings Blog",
);

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadBlogArticle(request, context, params.contentId ?? "");

export default function BlogArticlePage() {
  return <BlogArticleView data={useLoaderData<typeof loader>()} />;
}
