// A resource route (an API, the sitemaps, robots.txt: a route module without a component) answers with its own
// headers, its Cache-Control among them. Remix also answers its single-fetch spelling (`/api/visitor-place.data`),
// as the data of a page, with the page's cache policy laid over the route's: a private answer made public. Its own
// client never asks for that spelling (a fetcher asks a resource route by its plain URL), so here every spelling of
// a resource route is the route itself.
import { DATA_SUFFIX, ROUTES_PARAMETER } from "../app/framework/remix-private.mjs";

/**
 * The full path patterns of the build's resource routes, as regular expressions over a decoded-free pathname
 * (`:param` one segment, `*` the rest), case-sensitive as the routes are.
 * @param {{ routes: Record<string, { id: string, parentId?: string, path?: string, module: { default?: unknown, ErrorBoundary?: unknown } }> }} build
 * @returns {RegExp[]}
 */
export function resourceRoutePatterns(build) {
  const routes = build.routes;
  const fullPath = (route) => {
    const parts = [];
    for (let at = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
      if (at.path) parts.unshift(at.path);
    }
    return `/${parts.join("/")}`.replace(/\/+/g, "/");
  };
  return (
    Object.values(routes)
      // Remix's own test of a resource route: neither a component nor an error boundary.
      .filter((route) => route.id !== "root" && route.module.default == null && route.module.ErrorBoundary == null)
      .map((route) => {
        const source = fullPath(route)
          .split("/")
          .map((segment) =>
            segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
          )
          .join("/");
        return new RegExp(`^${source}$`);
      })
  );
}

/**
 * Express middleware: a single-fetch data request (`{path}.data`) for a resource route is served as the route's
 * plain URL (its own answer and headers); the data protocol's `_routes` parameter is not the route's.
 * @param {RegExp[]} patterns from `resourceRoutePatterns`
 */
export function resourceRoutesAnswerThemselves(patterns) {
  return (req, _res, next) => {
    const url = req.url ?? "";
    const mark = url.indexOf("?");
    const pathname = mark === -1 ? url : url.slice(0, mark);
    if (!pathname.endsWith(DATA_SUFFIX)) return next();
    const page = pathname.slice(0, -DATA_SUFFIX.length);
    if (!patterns.some((pattern) => pattern.test(page))) return next();
    // Whole `name=value` pairs are dropped, so the rest of the query keeps its bytes.
    const query = (mark === -1 ? "" : url.slice(mark + 1))
      .split("&")
      .filter((pair) => pair !== "" && pair.split("=")[0] !== ROUTES_PARAMETER)
      .join("&");
    req.url = query === "" ? page : `${page}?${query}`;
    req.originalUrl = req.url;
    next();
  };
}
