import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageHref, pageMeta, siteOrigin, usePageRequestData } from "~/shared";
import { BlogListView } from "~/components/blog/BlogListView";
import { BLOG_PATH } from "~/models/blog";
import { routeHeaders } from "~/http/cache-headers.server";
import { loadBlogPage } from "./blog-page.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) => {
  const blog = args.data?.blog ?? null;
  const page = blog?.page ?? 1;
  const origin = siteOrigin(args.matches);
  // Each page of the list is its own canonical page; its neighbours are announced for crawlers.
  const neighbours = blog
    ? [
        ...(page > 1
          ? [{ tagName: "link", rel: "prev", href: new URL(pageHref(BLOG_PATH, "", page - 1), origin).toString() }]
          : []),
        ...(page < blog.pageCount
          ? [{ tagName: "link", rel: "next", href: new URL(pageHref(BLOG_PATH, "", page + 1), origin).toString() }]
          : []),
      ]
    : [];
  return [
    ...pageMeta(args, {
      title: page > 1 ? `Savings Blog, Page ${page}` : "Savings Blog: Money-Saving Tips and Local Guides",
      description: `Money-saving tips, coupon know-how and local guides from the Valuvo team.${page > 1 ? ` Page ${page}.` : ""}`,
      canonicalPath: pageHref(BLOG_PATH, "", page),
      noindex: blog === null,
    }),
    ...neighbours,
  ];
};

export const loader = ({ request }: LoaderFunctionArgs) => loadBlogPage(request);

export default function Blog() {
  const page = useLoaderData<typeof loader>();
  usePageRequestData({ page: "blog", pageNumber: page.page });
  return <BlogListView {...page} />;
}
