import { createRequire } from "node:module";
import { afterEach, describe, expect, it } from "vitest";

// The patch of @remix-run/router (patches/, decision 015): `matchRoutes` keeps the ranked branches of a routes array
// and `matchPath` the RegExp of a pattern, instead of building both again on every call. Both builds are loaded as
// they run: the server's CommonJS file (what `@remix-run/server-runtime` requires) and the ESM file the browser
// bundle is built from.
type RouterModule = typeof import("@remix-run/router");

const require = createRequire(import.meta.url);
const builds: [string, () => Promise<RouterModule>][] = [
  ["CommonJS (server)", async () => require("@remix-run/router/dist/router.cjs.js") as RouterModule],
  ["ESM (browser bundle)", async () => (await import("@remix-run/router/dist/router.js")) as unknown as RouterModule],
];

const NativeRegExp = globalThis.RegExp;
afterEach(() => {
  globalThis.RegExp = NativeRegExp;
});

/** Counts the RegExps built while `run` runs. */
function regExpsBuiltBy(run: () => void): number {
  let built = 0;
  globalThis.RegExp = new Proxy(NativeRegExp, {
    construct(target, args) {
      built++;
      return Reflect.construct(target, args);
    },
  });
  try {
    run();
  } finally {
    globalThis.RegExp = NativeRegExp;
  }
  return built;
}

for (const [name, load] of builds) {
  describe(`route matching of @remix-run/router, ${name}`, () => {
    it("ranks a routes array once, however often it is matched", async () => {
      const { matchRoutes } = await load();
      let reads = 0;
      const watched = { id: "watched", path: "watched" };
      // flattenRoutes reads every route's caseSensitive when it ranks the tree.
      Object.defineProperty(watched, "caseSensitive", { get: () => (reads++, true) });
      const routes = [{ id: "root", path: "/", children: [{ id: "a", path: "a" }, watched, { id: "b", path: "b/:id" }] }];
      expect(matchRoutes(routes, "/b/7")?.at(-1)?.params).toEqual({ id: "7" });
      const afterFirst = reads;
      expect(afterFirst).toBeGreaterThan(0);
      expect(matchRoutes(routes, "/a")?.at(-1)?.route.id).toBe("a");
      expect(matchRoutes(routes, "/watched")?.at(-1)?.route.id).toBe("watched");
      expect(matchRoutes(routes, "/WATCHED")).toBeNull();
      expect(reads).toBe(afterFirst);
    });

    it("compiles a pattern once, and still matches each path on its own terms", async () => {
      const { matchPath } = await load();
      const pattern = { path: "/coupon-codes/:merchantSlug", caseSensitive: true, end: true };
      expect(matchPath(pattern, "/coupon-codes/acme")?.params).toEqual({ merchantSlug: "acme" });
      const again = regExpsBuiltBy(() => {
        expect(matchPath(pattern, "/coupon-codes/zeta")?.params).toEqual({ merchantSlug: "zeta" });
        expect(matchPath(pattern, "/Coupon-Codes/zeta")).toBeNull();
      });
      expect(again).toBe(0);
      // The same path with another case rule or end is another pattern.
      expect(matchPath({ path: "/coupon-codes/:merchantSlug", caseSensitive: false }, "/Coupon-Codes/zeta")?.params).toEqual({ merchantSlug: "zeta" });
      expect(matchPath({ path: "/coupon-codes", end: false }, "/coupon-codes/zeta")?.pathname).toBe("/coupon-codes");
    });

    it("finds routes patched into the tree during a navigation (lazy route discovery)", async () => {
      const { createMemoryHistory, createRouter } = await load();
      const router = createRouter({
        history: createMemoryHistory(),
        routes: [{ id: "root", path: "/", children: [{ id: "a", path: "a" }] }],
        patchRoutesOnNavigation: ({ path, patch }) => {
          if (path === "/late") patch("root", [{ id: "late", path: "late" }]);
        },
      });
      router.initialize();
      // The tree is matched (and its branches kept) before the route arrives.
      await router.navigate("/a");
      expect(router.state.matches.at(-1)?.route.id).toBe("a");
      await router.navigate("/late");
      expect(router.state.errors).toBeNull();
      expect(router.state.matches.at(-1)?.route.id).toBe("late");
      router.dispose();
    });
  });
}
