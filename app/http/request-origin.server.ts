import { getConfig } from "~/services/config.server";

/**
 * The site's public origin for canonical URLs, share links and sitemaps: always the configured `SITE_URL` (or its
 * local default), never the request's own. A request's `Host` is whatever the client sent, and echoing it would let
 * anyone make a cached page point crawlers at another site (decision 009). The request is not read on purpose.
 */
export function requestOrigin(_request?: Request): string {
  return getConfig().siteUrl;
}
