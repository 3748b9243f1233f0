// A resource route (an API, the sitemaps, robots.txt: a route module without a component) answers with its own
// headers, its Cache-Control among them. Remix also answers its single-fetch spelling (`/api/visitor-place.data`),
// the one its fetchers use, as the data of a page, without the route's headers: the page's cache policy laid over
// it would make a private answer public. Such a request is marked here, and answered privately.
import { STATUS_CODES } from "node:http";
import { DATA_SUFFIX, pagePathOf } from "../app/framework/remix-private.mjs";
import escapeStringRegexp from "escape-string-regexp";

/**
 * The build's resource routes: each one's id, its full path as a regular expression over a pathname (`:param` one
 * segment, `*` the rest), case-sensitive as the routes are, whether it takes posts (has an action), and why it costs
 * an instance too little to count against the budget per address (server/address-budget.mjs), when its module says
 * so in `addressBudgetExemption` (a sentence; null otherwise).
 * @param {{ routes: Record<string, { id: string, parentId?: string, path?: string, module: { default?: unknown, ErrorBoundary?: unknown, action?: unknown, addressBudgetExemption?: unknown } }> }} build
 * @returns {Array<{ id: string, pattern: RegExp, takesPosts: boolean, exemption: string | null }>}
 */
function resourceRoutes(build) {
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
          .map((segment) => (segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : escapeStringRegexp(segment)))
          .join("/");
        const exemption = route.module.addressBudgetExemption;
        return {
          id: route.id,
          pattern: new RegExp(`^${source}$`),
          takesPosts: route.module.action != null,
          exemption: typeof exemption === "string" && exemption.trim() !== "" ? exemption : null,
        };
      })
  );
}

/**
 * The full path patterns of the build's resource routes (see `resourceRoutes`).
 * @param {Parameters<typeof resourceRoutes>[0]} build
 * @returns {RegExp[]}
 */
export function resourceRoutePatterns(build) {
  return resourceRoutes(build).map((route) => route.pattern);
}

/**
 * The build's resource routes as the budget per address reads them (server/address-budget.mjs): id, pattern and
 * exemption (see `resourceRoutes`).
 * @param {Parameters<typeof resourceRoutes>[0]} build
 * @returns {Array<{ id: string, pattern: RegExp, exemption: string | null }>}
 */
export function budgetRoutes(build) {
  return resourceRoutes(build).map(({ id, pattern, exemption }) => ({ id, pattern, exemption }));
}

/**
 * Express middleware: marks a single-fetch data request (`{path}.data`) for a resource route, which is how Remix's
 * fetchers ask one (`fetcher.load("/api/…")` sends `/api/….data?_routes=…` and decodes the answer as single fetch).
 * Remix answers it as page data, without the route's own headers: the document entry then answers it privately
 * (`res.locals.resourceData`, read into the load context), never with a page's shared lifetimes.
 * @param {RegExp[]} patterns from `resourceRoutePatterns`
 */
export function markResourceRouteData(patterns) {
  return (req, res, next) => {
    const url = req.url ?? "";
    const mark = url.indexOf("?");
    const pathname = mark === -1 ? url : url.slice(0, mark);
    if (pathname.endsWith(DATA_SUFFIX)) {
      const page = pathname.slice(0, -DATA_SUFFIX.length);
      if (patterns.some((pattern) => pattern.test(page))) res.locals.resourceData = true;
    }
    next();
  };
}

/**
 * Express middleware: the rules the root loader holds every page to, for the resource routes, whose requests it never
 * sees. A path with a trailing slash is sent to the path without it (routes are strict, and `/sitemap.xml/?offer=1…N`
 * must not be a new answer for each value); a request the guard refused but handed on as a document (another method,
 * a cross-site post, a body over its limit: `res.locals.rejection`), and a post to a route without an action, are
 * answered with their status, kept by no cache, instead of the route's answer to a GET (or Remix's "Unexpected Server
 * Error"). The API's refusals never get here: the guard answers them itself.
 * @param {Parameters<typeof resourceRoutes>[0]} build
 */
export function holdResourceRoutesToPageRules(build) {
  const routes = resourceRoutes(build);
  return (req, res, next) => {
    const url = req.url ?? "";
    const mark = url.indexOf("?");
    const pathname = mark === -1 ? url : url.slice(0, mark);
    const trimmed = pathname.replace(/\/+$/, "");
    if (trimmed === "" || pathname.startsWith("//")) return next();
    const route = routes.find(({ pattern }) => pattern.test(pagePathOf(trimmed)));
    if (!route) return next();
    const refused = res.locals.rejection ?? (req.method === "POST" && !route.takesPosts ? 405 : undefined);
    if (refused) {
      if (refused === 405) res.set("Allow", route.takesPosts ? "GET, HEAD, POST" : "GET, HEAD");
      res
        .status(refused)
        .set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" })
        .send(`${STATUS_CODES[refused] ?? "Error"}\n`);
      return;
    }
    if (trimmed !== pathname) {
      res.set("Cache-Control", "no-store").redirect(301, `${trimmed}${mark === -1 ? "" : url.slice(mark)}`);
      return;
    }
    next();
  };
}
