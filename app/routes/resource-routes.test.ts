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
const routes = Object.values(flatRoutesOf(APP, ["**/.*", "**/*.test.{ts,tsx}"]));
const resourceRoutes = routes.filter(
  (route) => route.parentId === "root" && !/^export default/m.test(readFileSync(join(APP, route.file), "utf8")),
);

/** A URL of the route, each dynamic segment given a plausible value. */
const urlOf = (path: string) => `http://localhost/${path.replace(/:[^/]+/g, "x1")}`;

async function served(route: (typeof routes)[number]) {
  const module = (await import(/* @vite-ignore */ join(APP, route.file))) as object;
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
  return createRequestHandler(build, "production");
}

describe("resource routes", () => {
  it("are found: the API, robots.txt and the sitemaps", () => {
    const paths = resourceRoutes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(["api/location", "robots.txt", "sitemap.xml", "sitemaps/:file"]));
  });

  it.each(resourceRoutes.map((route) => [route.id, route] as const))(
    "%s answers a GET, and a script's form post where it takes posts, with a Response: Remix logs no future change",
    async (_, route) => {
      const warn = vi.spyOn(console, "warn");
      warn.mockClear();
      const handle = await served(route);
      const form = new URLSearchParams({ q: "Nowhere Special", js: "1", intent: "coupons", returnTo: "/" });
      const module = (await import(/* @vite-ignore */ join(APP, route.file))) as { action?: unknown };
      const post = new Request(urlOf(route.path!), {
        method: "POST",
        body: form,
        headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
      });
      for (const request of [new Request(urlOf(route.path!)), ...(module.action ? [post] : [])]) {
        const answer = await handle(request, {});
        expect(answer.status, `${request.method} ${request.url}`).toBeLessThan(500);
      }
      const futureChanges = warn.mock.calls.flat().filter((text) => /FUTURE CHANGE/.test(String(text)));
      warn.mockRestore();
      expect(futureChanges).toEqual([]);
    },
  );
});
