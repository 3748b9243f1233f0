import type { HeadersFunction } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/react";
import { staticPageMeta } from "~/route-exports/static-page-meta";
import { CONTENT_PAGES } from "~/copy/content-pages";
import { routeHeaders } from "~/http/cache-headers.server";

// One route-exports helper per module (content, listing, item pages): a route's browser bundle takes the whole
// module it imports, so a helper beside another would ship that one's page copy to every page that uses either.

export type RouteExports = { headers: HeadersFunction; meta: MetaFunction };
/**
 * The route exports every static content page shares: the central cache headers and the meta read from the page's
 * copy in `app/copy/content-pages.ts`, so a page route only adds its own text.
 */
export function contentRoute(path: keyof typeof CONTENT_PAGES): RouteExports {
  return { headers: routeHeaders, meta: staticPageMeta(CONTENT_PAGES[path]) };
}
