import { createRequire } from "node:module";
import type { ComponentType, ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";

/**
 * patches/@remix-run+react+2.17.5.patch: on the server, a `<Link>` whose `to` is a string that needs no route to
 * resolve (a path from the root, or an absolute URL) is written as its `<a>` directly, skipping the router hooks that
 * resolve it (a quarter of a listing page's render). Hydration needs the very markup the router's `<Link>` gives, so
 * each case here is rendered twice: through the patched string path, and through the router with the same target as
 * a location object (which the patch leaves to the router).
 *
 * The server build loads the CommonJS build of @remix-run/react (its `main`), the one patched; it is loaded the same
 * way here, with the react-router-dom and React it requires.
 */
const require = createRequire(import.meta.url);
const { Link, NavLink } = require("@remix-run/react") as {
  Link: ComponentType<Record<string, unknown>>;
  NavLink: ComponentType<Record<string, unknown>>;
};
const { StaticRouter } = require("react-router-dom/server") as {
  StaticRouter: ComponentType<{ location: string; basename?: string; children?: ReactNode }>;
};
const { parsePath, Router } = require("react-router-dom") as typeof import("react-router-dom");
const { createElement } = require("react") as typeof import("react");
const { renderToStaticMarkup } = require("react-dom/server") as typeof import("react-dom/server");

function render(
  props: Record<string, unknown>,
  { location = "/local/saint-petersburg-fl/restaurants", basename = "/", component = Link } = {},
) {
  return renderToStaticMarkup(
    createElement(StaticRouter, { location, basename }, createElement(component, { children: "go", ...props })),
  );
}

/** The same link, with its target given as a location object: rendered by the router's own hooks. */
function renderThroughRouter(
  props: Record<string, unknown> & { to: string },
  options?: { location?: string; component?: ComponentType<Record<string, unknown>> },
) {
  const { pathname, search, hash } = parsePath(props.to);
  return render({ ...props, to: { pathname, search, hash } }, options);
}

describe("a Link rendered on the server", () => {
  const paths = [
    "/",
    "/local/saint-petersburg-fl",
    "/local/saint-petersburg-fl/",
    "/local/saint-petersburg-fl?page=2",
    "/local/saint-petersburg-fl/sunny-side-diner-104472?store=504742&offer=7008475",
    "/search?term=pizza%20%26%20wings#results",
    "/coupon-codes?",
    "/coupon-codes#",
    "/blog/a-b?x=%3Cscript%3E",
    "/local/../deals",
    "/coupon-codes?#",
    "/search?term=café latte",
  ];

  it.each(paths)("writes the router's markup for the root path %s", (to) => {
    expect(render({ to })).toBe(renderThroughRouter({ to }));
  });

  it("keeps every attribute the router's Link keeps, in its order, and drops the router-only props", () => {
    const props = {
      to: "/deals?location=change",
      className: "offer",
      "aria-haspopup": "dialog",
      target: "_self",
      prefetch: "intent",
      preventScrollReset: true,
      replace: true,
      state: { from: "card" },
      relative: "path",
      viewTransition: true,
      onClick: () => undefined,
    };
    const markup = render(props);
    expect(markup).toBe(renderThroughRouter(props));
    expect(markup).toBe('<a class="offer" aria-haspopup="dialog" data-discover="true" href="/deals?location=change" target="_self">go</a>');
  });

  it("marks discovery as the router does: not for discover=none, nor for a link that reloads the document", () => {
    for (const props of [{ discover: "none" }, { reloadDocument: true }, { discover: "render" }]) {
      const link = { to: "/coupon-codes", ...props };
      expect(render(link)).toBe(renderThroughRouter(link));
    }
    expect(render({ to: "/coupon-codes", discover: "none" })).toBe('<a href="/coupon-codes">go</a>');
  });

  it("writes an absolute URL as it is, without discovery", () => {
    expect(render({ to: "https://www.clipp.example/deals?a=1", target: "_blank", rel: "noopener" })).toBe(
      '<a rel="noopener" href="https://www.clipp.example/deals?a=1" target="_blank">go</a>',
    );
    expect(render({ to: "//cdn.example/x" })).toBe('<a href="//cdn.example/x">go</a>');
  });

  it("does not ask the router to resolve a root path or an absolute URL", () => {
    const navigator = { createHref: vi.fn(() => "/resolved"), encodeLocation: vi.fn(), go: vi.fn(), push: vi.fn(), replace: vi.fn() };
    const links = ["/local/tampa-fl?page=3", "https://www.clipp.example/deals"].map((to) => createElement(Link, { key: to, to }));
    const markup = renderToStaticMarkup(createElement(Router, { location: "/deals", navigator, static: true, children: links }));
    expect(markup).toBe('<a data-discover="true" href="/local/tampa-fl?page=3"></a><a href="https://www.clipp.example/deals"></a>');
    expect(navigator.createHref).not.toHaveBeenCalled();
    // The same target as a location object is the router's to resolve.
    renderToStaticMarkup(createElement(Router, { location: "/deals", navigator, static: true }, createElement(Link, { to: { pathname: "/local" } })));
    expect(navigator.createHref).toHaveBeenCalled();
  });

  it("leaves relative targets and other basenames to the router, which resolves them", () => {
    // Relative to the route (here the router's root), not written as given.
    expect(render({ to: "restaurants?page=2" }, { location: "/local/tampa-fl/" })).toBe(
      '<a data-discover="true" href="/restaurants?page=2">go</a>',
    );
    expect(render({ to: "?offer=1" }, { location: "/deals" })).toBe('<a data-discover="true" href="/deals?offer=1">go</a>');
    expect(render({ to: "/deals" }, { location: "/app/deals", basename: "/app" })).toBe(
      '<a data-discover="true" href="/app/deals">go</a>',
    );
  });
});

describe("a NavLink rendered on the server", () => {
  const nav = (props: Record<string, unknown> & { to: string }, location: string) => {
    const options = { location, component: NavLink };
    const markup = render(props, options);
    expect(markup).toBe(renderThroughRouter(props, options));
    return markup;
  };

  it("is active on its own page and below it, and says so as the router does", () => {
    expect(nav({ to: "/local/tampa-fl" }, "/local/tampa-fl")).toBe(
      '<a data-discover="true" aria-current="page" class="active" href="/local/tampa-fl">go</a>',
    );
    expect(nav({ to: "/local/tampa-fl" }, "/local/tampa-fl/restaurants")).toContain('class="active"');
    expect(nav({ to: "/local/tampa-fl/" }, "/local/tampa-fl/restaurants")).toContain('class="active"');
    expect(nav({ to: "/local/tampa-fl" }, "/local/tampa-fl-2")).toBe('<a data-discover="true" class="" href="/local/tampa-fl">go</a>');
    expect(nav({ to: "/" }, "/deals")).toBe('<a data-discover="true" class="" href="/">go</a>');
    expect(nav({ to: "/" }, "/")).toContain('aria-current="page"');
  });

  it("matches only its own page with end, and letter case unless caseSensitive", () => {
    expect(nav({ to: "/local/tampa-fl", end: true }, "/local/tampa-fl/restaurants")).not.toContain("active");
    expect(nav({ to: "/local/tampa-fl", end: true }, "/local/tampa-fl")).toContain("active");
    expect(nav({ to: "/Local/Tampa-FL" }, "/local/tampa-fl")).toContain("active");
    expect(nav({ to: "/Local/Tampa-FL", caseSensitive: true }, "/local/tampa-fl")).not.toContain("active");
  });

  it("resolves and encodes its target as the router does before comparing", () => {
    for (const to of ["/search?term=café latte", "/local/../deals", "/deals?#", "/blog/a-b?x=%3Cscript%3E", "/café"]) {
      for (const location of ["/deals", "/search", "/caf%C3%A9", "/local"]) nav({ to }, location);
    }
  });

  it("passes its class, style and children functions what the router passes them", () => {
    const props = {
      to: "/coupon-codes",
      className: ({ isActive, isPending }: { isActive: boolean; isPending: boolean }) => `chip${isActive ? " on" : ""}${isPending ? " wait" : ""}`,
      style: ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 700 : 400 }),
      children: ({ isActive, isTransitioning }: { isActive: boolean; isTransitioning: boolean }) =>
        `${isActive ? "here" : "there"}${isTransitioning ? "…" : ""}`,
    };
    expect(nav(props, "/coupon-codes/browse")).toBe(
      '<a data-discover="true" aria-current="page" class="chip on" style="font-weight:700" href="/coupon-codes">here</a>',
    );
    nav(props, "/deals");
  });

  it("keeps every attribute the router's NavLink keeps, in its order, and drops the router-only props", () => {
    const props = {
      to: "/deals?location=change",
      id: "deals-link",
      "aria-current": "location",
      className: "nav",
      target: "_self",
      prefetch: "intent",
      preventScrollReset: true,
      replace: true,
      state: { from: "menu" },
      relative: "path",
      reloadDocument: false,
      onClick: () => undefined,
      title: "Deals",
    };
    expect(nav(props, "/deals")).toBe(
      '<a id="deals-link" title="Deals" data-discover="true" aria-current="location" class="nav active" href="/deals?location=change" target="_self">go</a>',
    );
    nav({ to: "/deals", discover: "none" }, "/deals");
    nav({ to: "/deals", reloadDocument: true }, "/deals");
    nav({ to: "/deals", viewTransition: true }, "/deals");
  });

  it("leaves relative targets, absolute URLs, other basenames and view transitions to the router", () => {
    const navigator = { createHref: vi.fn(() => "/resolved"), encodeLocation: vi.fn((to) => to), go: vi.fn(), push: vi.fn(), replace: vi.fn() };
    const markup = renderToStaticMarkup(
      createElement(Router, { location: "/deals", navigator, static: true }, createElement(NavLink, { to: "/deals" })),
    );
    expect(markup).toBe('<a data-discover="true" aria-current="page" class="active" href="/deals"></a>');
    expect(navigator.createHref).not.toHaveBeenCalled();
    expect(render({ to: "restaurants" }, { location: "/local/tampa-fl/", component: NavLink })).toBe(
      '<a data-discover="true" class="" href="/restaurants">go</a>',
    );
    expect(render({ to: "/deals" }, { location: "/app/deals", basename: "/app", component: NavLink })).toBe(
      '<a data-discover="true" aria-current="page" class="active" href="/app/deals">go</a>',
    );
    // The router's own answer, quirk included: it compares an absolute URL's path with the location's.
    expect(render({ to: "https://www.clipp.example/deals" }, { location: "/deals", component: NavLink })).toBe(
      '<a aria-current="page" class="active" href="https://www.clipp.example/deals">go</a>',
    );
  });
});
