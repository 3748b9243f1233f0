import type { HeadersFunction } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/react";
import { staticPageMeta } from "~/components/content/ContentPage";
import { CONTENT_PAGES } from "~/models/content-pages";
import { routeHeaders } from "~/pages/cache-headers";

/**
 * The route exports every static content page shares: the central cache headers and the meta read from the page's
 * copy in `app/models/content-pages.ts`, so a page route only adds its own text.
 */
export function contentRoute(path: keyof typeof CONTENT_PAGES): { headers: HeadersFunction; meta: MetaFunction } {
  return { headers: routeHeaders, meta: staticPageMeta(CONTENT_PAGES[path]) };
}
