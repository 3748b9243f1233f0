// Remix's flat-routes convention, from `@remix-run/dev`'s own module: the package exports no path to it, and
// `remix.config.js` declares the routes again to mark every one case-sensitive (SPEC §2). Build time only; one of the
// framework's private parts listed in `remix-private.mjs`.
import { createRequire } from "node:module";

/**
 * The routes Remix's flat-routes convention makes of `appDirectory`, from `@remix-run/dev`'s own module (the package
 * exports no path to it; `remix.config.js` declares them again to mark every route case-sensitive).
 * @param {string} appDirectory
 * @param {string[]} ignoredRouteFiles
 * @returns {Record<string, { id: string; path?: string; index?: boolean; caseSensitive?: boolean; parentId?: string; file: string }>}
 */
export function flatRoutesOf(appDirectory, ignoredRouteFiles) {
  const require = createRequire(import.meta.url);
  return require("@remix-run/dev/dist/config/flat-routes.js").flatRoutes(appDirectory, ignoredRouteFiles);
}
