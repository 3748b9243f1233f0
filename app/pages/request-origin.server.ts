import { getConfig } from "~/services/config.server";

/** The site's public origin: SITE_URL when configured (behind a proxy or CDN), else the request's own. */
export function requestOrigin(request: Request): string {
  return getConfig().siteUrl ?? new URL(request.url).origin;
}
