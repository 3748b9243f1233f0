import type { ShouldRevalidateFunction } from "@remix-run/react";
import { errorMeta, pageMeta, type PageMetaInput } from "~/route-exports/meta";
import type { RouteHandle } from "~/components/layout/route-handle";
import { segmentLabel, type Crumb } from "~/models/breadcrumbs";
import { revalidateUnlessOnlyOverlayChanged } from "~/models/url-state";
import { routeHeaders } from "~/http/cache-headers.server";
import type { RouteExports } from "./content-page";

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
        {
          label: page.crumb(match.data as D | undefined) ?? segmentLabel(match.params[page.param] ?? ""),
          to: match.pathname,
        },
      ],
    },
  };
}

/**
 * The route exports of an editorial item's page (a blog article, a featured promotion): titled and described by the
 * item's own title and summary, canonical at `pathOf` its `param` (the item's id field of the same name), reached
 * from `section`, and not reloaded when only a dialog opens or closes.
 */
export function editorialRoute<K extends string, P extends string>(
  name: K,
  param: P,
  section: Crumb,
  pathOf: (id: string) => string,
  fallbackTitle: string,
  /** Name the kind of page after the item's title, where another page may carry the same title (issue 27). */
  options: { titleNamesKind?: boolean } = {},
) {
  type Item = { title: string; summary: string } & Record<P, string>;
  const itemOf = (data: unknown) => (data as Record<K, Item | null> | undefined)?.[name];
  return {
    ...itemRoute<unknown>({
      fallbackTitle,
      meta: (data) => {
        const item = itemOf(data);
        return (
          item && {
            title: options.titleNamesKind ? `${item.title}: ${fallbackTitle}` : item.title,
            description: item.summary,
            canonicalPath: pathOf(item[param]),
          }
        );
      },
      parents: [section],
      param,
      crumb: (data) => itemOf(data)?.title,
    }),
    shouldRevalidate: revalidateUnlessOnlyOverlayChanged as ShouldRevalidateFunction,
  };
}
