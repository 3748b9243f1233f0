import { crawlerFileCacheControl } from "~/http/cache-policy.server";
import { sitemapIndexXmlOf } from "~/pages/sitemaps.server";

/** `/sitemap.xml`: the sitemap index (decision 009), named by robots.txt. */
export async function loader() {
  return new Response(await sitemapIndexXmlOf(), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": crawlerFileCacheControl() },
  });
}
