import { pageMeta } from "~/route-exports/meta";
import { LISTING_PAGES } from "~/models/listing-pages";
import { routeHeaders } from "~/http/cache-headers.server";
import type { RouteExports } from "./content-page";

/**
 * The route exports of a page with fixed copy that shows what an upstream answers (`app/models/listing-pages.ts`):
 * canonical at its own path. With `list`, the loader data field without which the page is its 503 message, and
 * so not worth indexing.
 */
export function listingRoute(path: keyof typeof LISTING_PAGES, list?: string): RouteExports {
  const page = LISTING_PAGES[path];
  const listed = (data: unknown) => !list || Boolean((data as Record<string, unknown> | undefined)?.[list]);
  return {
    headers: routeHeaders,
    meta: (args) => pageMeta(args, { ...page, canonicalPath: path, noindex: !listed(args.data) }),
  };
}
