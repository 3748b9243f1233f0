import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { BlogArticleView } from "~/components/blog/BlogArticleView";
import { errorMeta, pageMeta } from "~/components/layout/meta";
import type { RouteHandle } from "~/components/layout/route-handle";
import { BLOG_PATH, blogArticlePath } from "~/models/blog";
import { segmentLabel } from "~/models/breadcrumbs";
import { revalidateUnlessOnlyOverlayChanged } from "~/models/url-state";
import { routeHeaders } from "~/pages/cache-headers";
import { loadBlogArticle, type BlogArticleData } from "./blog-article.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) => {
  if (args.error) return errorMeta(args.error);
  const article = args.data?.article;
  return article
    ? pageMeta(args, { title: article.title, description: article.summary, canonicalPath: blogArticlePath(article.contentId) })
    : pageMeta(args, { title: "Savings Blog", noindex: true });
};

// Home › Blog › the article's title.
export const handle: RouteHandle = {
  breadcrumbs: (match) => {
    const article = (match.data as BlogArticleData | undefined)?.article;
    return [
      { label: "Blog", to: BLOG_PATH },
      { label: article?.title ?? segmentLabel(match.params.contentId ?? ""), to: match.pathname },
    ];
  },
};

export const loader = ({ request, params, context }: LoaderFunctionArgs) => loadBlogArticle(request, context, params.contentId ?? "");

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function BlogArticlePage() {
  return <BlogArticleView data={useLoaderData<typeof loader>()} />;
}
