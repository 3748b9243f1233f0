import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { flatRoutesOf } from "~/framework/flat-routes.mjs";
import { catalogForLoaders } from "~/test-support/loader-harness";

// A route module without a view is what a client outside Remix calls (a crawler, the edge, a form posted without
// JavaScript). React Router 7 accepts only a Response from it; Remix 2 wraps anything else itself and logs a "REMIX
// FUTURE CHANGE" warning on every such request. Each resource route of the app, served by Remix's own request
// handler, is asked as those clients ask it: a GET, and a script's form post.

catalogForLoaders();

const APP = join(import.meta.dirname, "..");
type Route = ReturnType<typeof flatRoutesOf>[string];
const routes = Object.values(flatRoutesOf(APP, ["**/.*", "**/*.test.{ts,tsx}"]));
// Remix's own rule (server/resource-routes.mjs): no view and no error boundary of its own.
const resourceRoutes = routes.filter((route) => {
  const source = readFileSync(join(APP, route.file), "utf8");
  return !/^export (?:default\b|(?:async )?function ErrorBoundary\b|\{[^}]*\b(?:default|ErrorBoundary)\b)/m.test(
    source,
  );
});

/** A URL of the route, each dynamic segment given a plausible value. */
const urlOf = (path: string) => `http://localhost/${path.replace(/:[^/]+/g, "x1")}`;

/** Remix's request handler over a build of the root and this one route, as production builds it. */
async function served(route: Route) {
  const module = (await import(/* @vite-ignore */ join(APP, route.file))) as { action?: unknown };
  const root = { id: "root", path: "", module: { default: () => null } };
  const build = {
    mode: "production",
    entry: { module: { default: () => new Response("document") } },
    routes: { root, [route.id]: { ...route, module } },
    assets: {
      version: "v1",
      url: "/build/manifest-v1.js",
      entry: { module: "/build/entry.client.js", imports: [] },
      routes: {
        root: { id: "root", path: "", module: "/build/root.js" },
        [route.id]: { ...route, module: "/build/route.js" },
      },
    },
    future: { v3_singleFetch: true, v3_lazyRouteDiscovery: true },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    isSpaMode: false,
  } as unknown as ServerBuild;
  return { handle: createRequestHandler(build, "production"), takesPosts: Boolean(module.action) };
}

const formPost = (url: string, fields: Record<string, string>) =>
  new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Host: "localhost", Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
  });

describe("resource routes", () => {
  it("are found: the API, robots.txt and the sitemaps, each under the root (what `served` builds)", () => {
    expect(resourceRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining(["api/location", "robots.txt", "sitemap.xml", "sitemaps/:file"]),
    );
    expect(resourceRoutes.filter((route) => route.parentId !== "root")).toEqual([]);
  });

  it.each(resourceRoutes.map((route) => [route.id, route] as const))(
    "%s answers a GET, and a script's form post where it takes posts, with a Response: Remix logs no future change",
    async (_, route) => {
      const warn = vi.spyOn(console, "warn");
      try {
        warn.mockClear();
        const { handle, takesPosts } = await served(route);
        const post = formPost(urlOf(route.path!), { q: "Nowhere Special", js: "1", intent: "coupons", returnTo: "/" });
        for (const request of [new Request(urlOf(route.path!)), ...(takesPosts ? [post] : [])]) {
          const answer = await handle(request, {});
          expect(answer.status, `${request.method} ${request.url}`).toBeLessThan(500);
        }
        const futureChanges = warn.mock.calls.flat().filter((text) => /FUTURE CHANGE/.test(String(text)));
        expect(futureChanges).toEqual([]);
      } finally {
        warn.mockRestore();
      }
    },
  );

  it("gives the location dialog's fetcher (a single-fetch post) the places a name may mean, as data", async () => {
    const route = resourceRoutes.find((r) => r.id === "routes/api.location")!;
    const { handle } = await served(route);
    const answer = await handle(formPost("http://localhost/api/location.data", { q: "Portland", js: "1" }), {});
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/x-script");
    const body = await answer.text();
    expect(body).toContain('"choice"');
    expect(body).toContain('"Portland"');
    expect(body).not.toContain("DataWithResponseInit");
  });
});
