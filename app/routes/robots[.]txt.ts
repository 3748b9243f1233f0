import { robotsTxt } from "~/models/sitemap";
import { requestOrigin } from "~/http/request-origin.server";
import { crawlerFileCacheControl } from "~/http/cache-policy.server";

/** `/robots.txt`: names the sitemap index by the configured origin and keeps crawlers out of dialog URLs and the API. */
export function loader() {
  return new Response(robotsTxt(requestOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": crawlerFileCacheControl() },
  });
}
