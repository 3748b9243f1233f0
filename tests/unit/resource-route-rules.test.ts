// The resource routes (the sitemaps, robots.txt, the API) answer without the root loader, which holds every page to
// the site's rules: server/resource-routes.mjs holds them to the same, behind the request guard as in server.mjs.
import express from "express";
import type { AddressInfo } from "node:net";
import { holdResourceRoutesToPageRules } from "../../server/resource-routes.mjs";
import { requestGuard } from "../../server/request-guard.mjs";

const route = (id: string, path: string) => ({ id, parentId: "root", path, module: {} });
const build = {
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    sitemaps: route("routes/sitemaps.$file", "sitemaps/:file"),
    sitemap: route("routes/sitemap[.]xml", "sitemap.xml"),
    favorites: route("routes/api.favorites", "api/favorites"),
    location: { ...route("routes/api.location", "api/location"), module: { action: () => null } },
    page: { id: "routes/_site.deals", parentId: "root", path: "deals", module: { default: () => null } },
  },
};

async function site() {
  const app = express();
  app.use(requestGuard({ trustProxy: false }));
  app.use(holdResourceRoutesToPageRules(build));
  app.use((req, res) => {
    res.set("Cache-Control", "public, s-maxage=3600").send(`routed ${req.method} ${req.url}`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("a resource route, held to the pages' rules", () => {
  it("sends a path with a trailing slash to the path without it, query kept, kept by no cache", async () => {
    const { base, close } = await site();
    try {
      for (const [target, location] of [
        ["/sitemaps/businesses-1.xml/?offer=1", "/sitemaps/businesses-1.xml?offer=1"],
        ["/sitemap.xml//", "/sitemap.xml"],
        ["/api/favorites/?ids=1", "/api/favorites?ids=1"],
      ]) {
        const answer = await fetch(`${base}${target}`, { redirect: "manual" });
        expect(answer.status, target).toBe(301);
        expect(answer.headers.get("location"), target).toBe(location);
        expect(answer.headers.get("cache-control"), target).toBe("no-store");
      }
      // Pages are the root loader's (which redirects them itself), and the route's own path goes on.
      expect(await (await fetch(`${base}/deals/`, { redirect: "manual" })).text()).toBe("routed GET /deals/");
      expect(await (await fetch(`${base}/sitemap.xml`)).text()).toBe("routed GET /sitemap.xml");
    } finally {
      await close();
    }
  });

  it("answers a request the guard refused with its status, privately, never the route's answer to a GET", async () => {
    const { base, close } = await site();
    try {
      const put = await fetch(`${base}/sitemaps/local-ca.xml`, { method: "PUT" });
      expect(put.status).toBe(405);
      expect(put.headers.get("allow")).toBe("GET, HEAD");
      expect(put.headers.get("cache-control")).toBe("private, no-store");
      expect(await put.text()).not.toContain("routed");
      const crossSite = await fetch(`${base}/sitemap.xml`, {
        method: "POST",
        headers: { Origin: "https://elsewhere.example", "Content-Type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
      expect(crossSite.status).toBe(403);
      expect(crossSite.headers.get("cache-control")).toBe("private, no-store");
      // A same-site post to a route without an action: Remix's would be a 405 saying "Unexpected Server Error".
      for (const path of ["/sitemap.xml", "/api/favorites"]) {
        const post = await fetch(`${base}${path}`, { method: "POST" });
        expect(post.status, path).toBe(405);
        expect(post.headers.get("allow"), path).toBe("GET, HEAD");
        expect(post.headers.get("cache-control"), path).toBe("private, no-store");
      }
      expect(await (await fetch(`${base}/api/location`, { method: "POST" })).text()).toBe("routed POST /api/location");
    } finally {
      await close();
    }
  });
});
