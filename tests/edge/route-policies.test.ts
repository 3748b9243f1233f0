// Every route of the production build, asked through the edge in every spelling Remix answers (the plain URL, its
// single-fetch data `.data`, `.data?_routes=`, `?index`, the old `?_data=`): a resource route answers with its own
// cache policy whichever the spelling, a page's data with the page's policy, and nothing private is ever served
// from the edge's cache.
import { describe, expect, it } from "vitest";
import { useTestEdge, type RawAnswer } from "./support";

type BuiltRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { default?: unknown; ErrorBoundary?: unknown };
};

// A value for each dynamic segment the routes have: one the site can answer, where there is one.
const now = Math.floor(Date.now() / 1000);
const PARAM_VALUES: Record<string, string> = {
  printId: `4321${now}`,
  event: "pageRequest",
  file: "local-fl.xml",
  slug: "tampa-fl",
  segment: "restaurants",
  campaign: "summer",
  "*": "no-such-page",
};

async function builtRoutes(): Promise<BuiltRoute[]> {
  const build = (await import(new URL("../../build/index.js", import.meta.url).href)) as {
    routes: Record<string, BuiltRoute>;
  };
  return Object.values(build.routes);
}

function fullPath(route: BuiltRoute, routes: Map<string, BuiltRoute>): string {
  const parts: string[] = [];
  for (let at: BuiltRoute | undefined = route; at; at = at.parentId ? routes.get(at.parentId) : undefined) {
    if (at.path) parts.unshift(at.path);
  }
  const path = parts
    .join("/")
    .split("/")
    .filter(Boolean)
    .map((segment) =>
      segment === "*" ? PARAM_VALUES["*"] : segment.startsWith(":") ? (PARAM_VALUES[segment.slice(1)] ?? "x") : segment,
    )
    .join("/");
  return `/${path}`;
}

/** The single-fetch data URL of a path (`/` → `/_root.data`). */
const dataUrl = (path: string) => (path === "/" ? "/_root.data" : `${path}.data`);

const edge = useTestEdge();

const cacheControlOf = (answer: RawAnswer) => String(answer.headers["cache-control"] ?? "");
const isShared = (cacheControl: string) => /\bpublic\b/.test(cacheControl) && !/private|no-store/.test(cacheControl);
const cacheStatusOf = (answer: RawAnswer) => String(answer.headers["x-cache-status"] ?? "");

describe("a route's cache policy in every spelling", () => {
  it("is the route's own for resource routes and the page's for page data, and nothing private is served from the cache", async () => {
    const all = await builtRoutes();
    const byId = new Map(all.map((route) => [route.id, route]));
    // Layout routes without a path of their own are matched only with a child; every leaf is asked.
    const leaves = all.filter((route) => route.id !== "root" && !all.some((other) => other.parentId === route.id));
    expect(leaves.length, "routes in the build").toBeGreaterThan(40);
    const ask = (path: string) => edge.request(path, { headers: { Cookie: edge.visitors.tampa } });
    const mismatches: string[] = [];
    for (const route of leaves) {
      const path = fullPath(route, byId);
      // Remix's own test of a resource route: neither a component nor an error boundary.
      const resource = route.module.default == null && route.module.ErrorBoundary == null;
      const plain = await ask(path);
      const expected = cacheControlOf(plain);
      const spellings = [dataUrl(path), `${dataUrl(path)}?_routes=${encodeURIComponent(route.id)}`, `${path}?index`];
      for (const spelling of spellings) {
        // Twice: the second would come from the cache if the first had been stored.
        for (let i = 0; i < 2; i++) {
          const answer = await ask(spelling);
          const got = cacheControlOf(answer);
          // A resource route's own header, exactly; a page's data shared exactly when its document is (a 404's data
          // asked with `_routes` may keep a page's lifetimes: Remix reports it as a 200).
          // A resource route's `.data` is its fetchers' spelling: Remix drops the route's headers there, and the site
          // answers it privately (server/resource-routes.mjs); `?index` is the route itself.
          const same = resource
            ? got === (spelling.startsWith(dataUrl(path)) ? "private, no-store" : expected)
            : isShared(got) === isShared(expected);
          if (!same) mismatches.push(`${route.id} ${spelling}: ${got} (plain ${path}: ${expected})`);
          if (/private|no-store/.test(got) || /private|no-store/.test(expected))
            expect(cacheStatusOf(answer), `${spelling} is private yet came from the cache`).not.toMatch(
              /HIT|STALE|UPDATING/,
            );
        }
      }
      // The pre-single-fetch data protocol is nobody's: the site refuses it (a page's own redirect may come first,
      // a resource route answers as itself), and what it answers is kept by no cache unless the plain URL would be.
      const old = await ask(`${path}?_data=${encodeURIComponent(route.id)}`);
      if (cacheControlOf(old) !== expected) expect(cacheControlOf(old), `${path}?_data=`).toMatch(/no-store/);
      expect(cacheStatusOf(old), `${path}?_data=`).not.toMatch(/HIT|STALE|UPDATING/);
      if (resource) expect(cacheStatusOf(plain), path).not.toMatch(/HIT|STALE|UPDATING/);
    }
    expect(mismatches).toEqual([]);
  });

  it("keeps the visitor's own place out of the cache whichever way it is asked", async () => {
    for (const spelling of ["/api/visitor-place", "/api/visitor-place.data", "/api/visitor-place.data?_routes=root"]) {
      await edge.request(spelling, { headers: { Cookie: edge.visitors.tampa } });
      const second = await edge.request(spelling, { headers: { Cookie: edge.visitors.tampa } });
      expect(cacheControlOf(second), spelling).toMatch(/private, no-store/);
      expect(cacheStatusOf(second), spelling).not.toMatch(/HIT|STALE|UPDATING/);
    }
  });
});
