import type { HeadersFunction } from "@remix-run/node";
import type { MetaFunction, ShouldRevalidateFunction } from "@remix-run/react";
import { staticPageMeta } from "~/components/content/ContentPage";
import { errorMeta, pageMeta, type PageMetaInput } from "~/components/layout/meta";
import type { RouteHandle } from "~/components/layout/route-handle";
import { segmentLabel, type Crumb } from "~/models/breadcrumbs";
import { CONTENT_PAGES } from "~/models/content-pages";
import { LISTING_PAGES } from "~/models/listing-pages";
import { revalidateUnlessOnlyOverlayChanged } from "~/models/url-state";
import { routeHeaders } from "~/pages/cache-headers";

type RouteExports = { headers: HeadersFunction; meta: MetaFunction };

/**
 * The route exports every static content page shares: the central cache headers and the meta read from the page's
 * copy in `app/models/content-pages.ts`, so a page route only adds its own text.
 */
export function contentRoute(path: keyof typeof CONTENT_PAGES): RouteExports {
  return { headers: routeHeaders, meta: staticPageMeta(CONTENT_PAGES[path]) };
}

/**
 * The route exports of a page with fixed copy that shows what an upstream answers (`app/models/listing-pages.ts`):
 * canonical at its own path. With `list`, the loader data field without which the page is its 503 message, and
 * so not worth indexing.
 */
export function listingRoute(path: keyof typeof LISTING_PAGES, list?: string): RouteExports {
  const page = LISTING_PAGES[path];
  const listed = (data: unknown) => !list || Boolean((data as Record<string, unknown> | undefined)?.[list]);
  return { headers: routeHeaders, meta: (args) => pageMeta(args, { ...page, canonicalPath: path, noindex: !listed(args.data) }) };
}

/** What an item page (an article, a promotion, a deal list…) says about itself, from its loader's data. */
export type ItemPage<D> = {
  /** The title of its 503 page, when the upstream could not say what the item is. */
  fallbackTitle: string;
  /** Its meta (title, description, canonical path), or null when the loader found no item. */
  meta: (data: D) => PageMetaInput | null | undefined | false;
  /** The trail between Home and the item. */
  parents: Crumb[];
  /** The URL parameter naming the item: the last crumb's label until the item's own title is known. */
  param: string;
  /** The item's own title, for the last crumb. */
  crumb: (data: D | undefined) => string | null | undefined;
};

/**
 * The route exports of a page about one item of an upstream: the central cache headers; meta from the loader's
 * data (an error's meta, or a page that is not indexed when the upstream failed); and the trail Home › parents ›
 * the item's title (its URL segment's label while unknown).
 */
export function itemRoute<D>(page: ItemPage<D>): RouteExports & { handle: RouteHandle } {
  return {
    headers: routeHeaders,
    meta: (args) => {
      if (args.error) return errorMeta(args.error);
      const described = args.data ? page.meta(args.data as D) : null;
      return pageMeta(args, described || { title: page.fallbackTitle, noindex: true });
    },
    handle: {
      breadcrumbs: (match) => [
        ...page.parents,
        { label: page.crumb(match.data as D | undefined) ?? segmentLabel(match.params[page.param] ?? ""), to: match.pathname },
      ],
    },
  };
}

/**
 * The route exports of an editorial item's page (a blog article, a featured promotion): titled and described by the
 * item's own title and summary, canonical at `pathOf` its `param` (the item's id field of the same name), reached
 * from `section`, and not reloaded when only a dialog opens or closes.
 */
export function editorialRoute<K extends string, P extends string>(name: K, param: P, section: Crumb, pathOf: (id: string) => string, fallbackTitle: string) {
  type Item = { title: string; summary: string } & Record<P, string>;
  const itemOf = (data: unknown) => (data as Record<K, Item | null> | undefined)?.[name];
  return {
    ...itemRoute<unknown>({
      fallbackTitle,
      meta: (data) => {
        const item = itemOf(data);
        return item && { title: item.title, description: item.summary, canonicalPath: pathOf(item[param]) };
      },
      parents: [section],
      param,
      crumb: (data) => itemOf(data)?.title,
    }),
    shouldRevalidate: revalidateUnlessOnlyOverlayChanged as ShouldRevalidateFunction,
  };
}
