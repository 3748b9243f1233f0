import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseSitemapChild } from "~/models/sitemap";
import { childSitemapXml } from "~/pages/sitemaps.server";
import { crawlerFileCacheControl } from "~/http/cache-policy.server";

/** `/sitemaps/{section}.xml`: one child of the sitemap index; any other name is a 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  const child = parseSitemapChild(params.file ?? "");
  if (!child) throw new Response("Not Found\n", { status: 404 });
  return new Response(await childSitemapXml(child), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": crawlerFileCacheControl() },
  });
}
