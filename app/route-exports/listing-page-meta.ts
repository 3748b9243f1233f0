import type { MetaArgs, MetaDescriptor } from "@remix-run/react";
import { readListingSort } from "~/models/url-state";
import { absoluteUrl, pageMeta, siteOrigin } from "./meta";
import { listingPageLinks } from "~/models/listing-paging";

/**
 * Meta of a paged listing page: each page is its own canonical URL (page 1 without `?page=`), with `rel="prev"`
 * and `rel="next"` links to its neighbours so crawlers find every listing.
 */
export function listingPageMeta(
  args: Pick<MetaArgs, "matches" | "location">,
  data: { page: number; pageCount: number },
  path: string,
  page: { title: string; description: string },
): MetaDescriptor[] {
  const links = listingPageLinks(path, data.page, data.pageCount);
  const origin = siteOrigin(args.matches);
  return [
    ...pageMeta(args, {
      title: data.page > 1 ? `${page.title}, page ${data.page}` : page.title,
      // Each page's title and description are its own (issue 27: no two pages share them).
      description: data.page > 1 ? `${page.description} Page ${data.page} of ${data.pageCount}.` : page.description,
      canonicalPath: links.canonical,
      // Another order repeats the page's listings: canonical to the list as it is by default, and not indexed.
      noindex: readListingSort(args.location.search) !== "distance",
    }),
    ...(links.prev ? [{ tagName: "link", rel: "prev", href: absoluteUrl(links.prev, origin) }] : []),
    ...(links.next ? [{ tagName: "link", rel: "next", href: absoluteUrl(links.next, origin) }] : []),
  ];
}
