import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createRequestHandler, redirectDocument, type ServerBuild } from "@remix-run/node";
import { UNSAFE_SingleFetchRedirectSymbol } from "@remix-run/server-runtime";
import fc from "fast-check";
import { flatRoutesOf } from "./flat-routes.mjs";
import {
  DATA_SUFFIX,
  pagePathOf,
  ROOT_DATA_PATH,
  ROUTE_DISCOVERY_PATH,
  ROUTE_DISCOVERY_URL_LIMIT,
  ROUTES_PARAMETER,
  SINGLE_FETCH_CONTENT_TYPE,
  SINGLE_FETCH_REDIRECT_STATUS,
  browserRouterOf,
  pageHrefOfDataUrl,
  singleFetchActionBody,
  singleFetchActionErrorBody,
  singleFetchLoaderBody,
  singleFetchReloadBody,
} from "./remix-private.mjs";

// Each private part of Remix this site relies on, checked against the installed Remix: a test here fails when an
// upgrade moves one, before the pages that depend on it break in ways only a browser would show.

const require = createRequire(import.meta.url);
const remixFile = (path: string) => readFileSync(require.resolve(path), "utf8");

/** The smallest server build Remix serves: a root route with a loader, single fetch and route discovery on. */
function tinyBuild(): ServerBuild {
  const root = { id: "root", path: "", module: { default: () => null, loader: () => ({ greeting: "hello" }) } };
  const child = { id: "routes/deals", parentId: "root", path: "deals", module: { default: () => null } };
  return {
    mode: "production",
    entry: { module: { default: () => new Response("document") } },
    routes: { root, "routes/deals": child },
    assets: {
      version: "v1",
      url: "/build/manifest-v1.js",
      entry: { module: "/build/entry.client.js", imports: [] },
      routes: {
        root: { id: "root", path: "", module: "/build/root.js", hasLoader: true, hasAction: false },
        "routes/deals": { id: "routes/deals", parentId: "root", path: "deals", module: "/build/deals.js" },
      },
    },
    future: { v3_singleFetch: true, v3_lazyRouteDiscovery: true },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    isSpaMode: false,
  } as unknown as ServerBuild;
}

describe("Remix's wire, as the server answers it", () => {
  const handle = createRequestHandler(tinyBuild(), "production");

  it("answers route discovery at ROUTE_DISCOVERY_PATH with the routes of each `p`", async () => {
    const answer = await handle(new Request(`http://site${ROUTE_DISCOVERY_PATH}?p=/deals&version=v1`));
    expect(answer.status).toBe(200);
    expect(Object.keys((await answer.json()) as object)).toContain("routes/deals");
  });

  it("answers the root's data at ROOT_DATA_PATH, and a page's at its path plus DATA_SUFFIX", async () => {
    for (const path of [ROOT_DATA_PATH, `/deals${DATA_SUFFIX}?${ROUTES_PARAMETER}=root`]) {
      const answer = await handle(new Request(`http://site${path}`));
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Content-Type")).toBe(SINGLE_FETCH_CONTENT_TYPE);
      expect(await answer.text()).toContain("hello");
    }
  });

  it("answers a redirect to a data request with SINGLE_FETCH_REDIRECT_STATUS", async () => {
    const build = tinyBuild();
    build.routes["routes/deals"]!.module = {
      default: () => null,
      loader: () => new Response(null, { status: 302, headers: { Location: "/" } }),
    } as never;
    const answer = await createRequestHandler(build, "production")(new Request(`http://site/deals${DATA_SUFFIX}`));
    expect(answer.status).toBe(SINGLE_FETCH_REDIRECT_STATUS);
  });

  it("writes a resource route's data for a fetcher, and an action's, as singleFetchLoaderBody and singleFetchActionBody", async () => {
    const build = tinyBuild();
    const refused = { error: "Too Many Requests" };
    build.routes["routes/api.x"] = {
      id: "routes/api.x",
      parentId: "root",
      path: "api/x",
      module: { loader: () => Response.json(refused), action: () => Response.json(refused) },
    } as never;
    const handle = createRequestHandler(build, "production");
    const load = await handle(new Request(`http://site/api/x${DATA_SUFFIX}?${ROUTES_PARAMETER}=routes/api.x`));
    expect(load.headers.get("Content-Type")).toBe(SINGLE_FETCH_CONTENT_TYPE);
    expect(await load.text()).toBe(await singleFetchLoaderBody("routes/api.x", refused));
    const post = await handle(new Request(`http://site/api/x${DATA_SUFFIX}`, { method: "POST", body: "" }));
    expect(await post.text()).toBe(await singleFetchActionBody(refused));
  });

  it("sends a page's data request to the page as a document as singleFetchReloadBody, and a failed action as singleFetchActionErrorBody", async () => {
    const build = tinyBuild();
    const unavailable = { error: "Service Unavailable" };
    build.routes["routes/deals"]!.module = {
      default: () => null,
      loader: () => redirectDocument("/deals?page=2"),
      action: () => {
        throw Response.json(unavailable, { status: 503, statusText: "Service Unavailable" });
      },
    } as never;
    const handle = createRequestHandler(build, "production");
    const load = await handle(new Request(`http://site/deals${DATA_SUFFIX}`));
    expect(await load.text()).toBe(await singleFetchReloadBody("/deals?page=2"));
    const post = await handle(new Request(`http://site/deals${DATA_SUFFIX}`, { method: "POST", body: "" }));
    expect(await post.text()).toBe(await singleFetchActionErrorBody(503, "Service Unavailable", unavailable));
  });

  it("reads a data path as the page it loads", () => {
    expect(pagePathOf(ROOT_DATA_PATH)).toBe("/");
    expect(pagePathOf(`/local/tampa-fl${DATA_SUFFIX}`)).toBe("/local/tampa-fl");
    expect(pagePathOf("/local/tampa-fl")).toBe("/local/tampa-fl");
  });
});

describe("Remix's wire, as the browser asks it", () => {
  it("the browser's route discovery asks ROUTE_DISCOVERY_PATH, in URLs of at most ROUTE_DISCOVERY_URL_LIMIT", () => {
    const fogOfWar = remixFile("@remix-run/react/dist/esm/fog-of-war.js");
    expect(fogOfWar).toContain(`/${ROUTE_DISCOVERY_PATH.slice(1)}\``);
    expect(fogOfWar).toContain(`URL_LIMIT = ${ROUTE_DISCOVERY_URL_LIMIT};`);
  });

  it("single fetch names its routes with ROUTES_PARAMETER and the root's data with ROOT_DATA_PATH", () => {
    const singleFetch = remixFile("@remix-run/react/dist/esm/single-fetch.js");
    expect(singleFetch).toContain(`searchParams.set("${ROUTES_PARAMETER}"`);
    expect(singleFetch).toContain(`"${ROOT_DATA_PATH.slice(1)}"`);
  });

  it("single fetch hands a fetcher the data of singleFetchLoaderBody, and an action's of singleFetchActionBody", async () => {
    // Remix's browser decoder; the router then takes the fetcher's route's `data` (a load) or `data` (an action).
    const { decodeViaTurboStream } = require("@remix-run/react/dist/single-fetch.js") as {
      decodeViaTurboStream: (body: ReadableStream<Uint8Array>, global: object) => Promise<{ value: unknown }>;
    };
    const decode = async (body: Promise<string>) =>
      (await decodeViaTurboStream(new Response(await body).body!, globalThis)).value;
    const data = { error: "Too Many Requests", nested: { term: "pizza <b>" } };
    expect(await decode(singleFetchLoaderBody("routes/api.search-suggestions", data))).toEqual({
      "routes/api.search-suggestions": { data },
    });
    expect(await decode(singleFetchActionBody(data))).toEqual({ data });
  });

  it("single fetch sends the browser to singleFetchReloadBody's page as a document, and shows singleFetchActionErrorBody's status", async () => {
    const { decodeViaTurboStream } = require("@remix-run/react/dist/single-fetch.js") as {
      decodeViaTurboStream: (body: ReadableStream<Uint8Array>, global: object) => Promise<{ value: unknown }>;
    };
    const decode = async (body: Promise<string>) =>
      (await decodeViaTurboStream(new Response(await body).body!, globalThis)).value as Record<
        string | symbol,
        unknown
      >;
    const reload = await decode(singleFetchReloadBody("/local/tampa-fl?page=2"));
    expect(reload[UNSAFE_SingleFetchRedirectSymbol]).toEqual({
      redirect: "/local/tampa-fl?page=2",
      status: 302,
      revalidate: false,
      reload: true,
      replace: false,
    });
    const failed = await decode(singleFetchActionErrorBody(429, "Too Many Requests", { error: "Too Many Requests" }));
    expect(failed.error).toMatchObject({ status: 429, statusText: "Too Many Requests", internal: false });
    // The router reads the document's reload from the header the redirect carries (X-Remix-Reload-Document).
    expect(remixFile("@remix-run/react/dist/esm/single-fetch.js")).toContain(
      'headers["X-Remix-Reload-Document"] = "yes"',
    );
  });

  it("the page of a data URL is a path on this site, without `.data` or the routes parameter", () => {
    expect(pageHrefOfDataUrl(`/local/tampa-fl${DATA_SUFFIX}?page=2&${ROUTES_PARAMETER}=root%2Croutes%2F_site`)).toBe(
      "/local/tampa-fl?page=2",
    );
    expect(pageHrefOfDataUrl(`${ROOT_DATA_PATH}?${ROUTES_PARAMETER}=root`)).toBe("/");
    expect(pageHrefOfDataUrl(`/search${DATA_SUFFIX}?q=a+b&&q2=%26`)).toBe("/search?q=a+b&q2=%26");
    const target = fc.tuple(
      fc.stringMatching(/^[/\\a-z.%]{0,12}$/),
      fc.array(fc.constantFrom(ROUTES_PARAMETER, "%5Froutes", "=", "&", "a", "_", "%2F", "?", "+"), { maxLength: 8 }),
    );
    fc.assert(
      fc.property(target, ([path, query]) => {
        const href = pageHrefOfDataUrl(`${path}${DATA_SUFFIX}?${query.join("")}`);
        expect(href).toMatch(/^\/(?![/\\])/);
        expect(new URL(href, "http://site").origin).toBe("http://site");
        expect(new URL(href, "http://site").searchParams.has(ROUTES_PARAMETER)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it("the started router is the one browserRouterOf reads", () => {
    expect(remixFile("@remix-run/react/dist/esm/browser.js")).toContain("window.__remixRouter = router");
    const router = { subscribe: () => () => undefined };
    expect(browserRouterOf({ __remixRouter: router } as unknown as Window)).toBe(router);
  });
});

describe("Remix's flat-routes convention", () => {
  it("makes this app's routes from its files, with the ids and paths the pages rely on", () => {
    const routes = flatRoutesOf(join(import.meta.dirname, ".."), ["**/.*", "**/*.test.{ts,tsx}"]);
    expect(routes["routes/_site._index"]).toMatchObject({ parentId: "routes/_site", index: true });
    expect(routes["routes/_site.local.$slug._index"]).toMatchObject({ path: "local/:slug", index: true });
    expect(routes["routes/_site.$"]).toMatchObject({ path: "*" });
  });
});
