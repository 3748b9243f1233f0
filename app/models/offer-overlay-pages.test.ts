import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { flatRoutesOf } from "~/framework/flat-routes.mjs";
import { PAGES_WITH_OWN_OFFER_OVERLAYS, pageShowsOfferOverlays } from "./offer-overlay-pages";

const APP = join(import.meta.dirname, "..");
/** The layout's own dialogs, which every page of a layout renders: not a page's own. */
const LAYOUT_DIALOGS = /\/(?:LayoutOverlays|SiteOfferOverlays)$/;

/** The app's modules a file imports (relative or `~/`, lazily too), resolved to files. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/(?:from |import\()"((?:~|\.{1,2})\/[^"]+)"/g)]
    .map((m) => m[1]!)
    .filter((spec) => !LAYOUT_DIALOGS.test(spec))
    .map((spec) => (spec.startsWith("~/") ? join(APP, spec.slice(2)) : join(dirname(file), spec)))
    .flatMap((base) => [`${base}.tsx`, `${base}.ts`, join(base, "index.tsx")].filter((path) => existsSync(path)));
}

/** The source of a route's module and of every app module it renders from, without the layout's dialogs. */
function renderedSource(routeFile: string): string {
  const seen = new Set<string>();
  const queue = [routeFile];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || file.endsWith(".server.ts")) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return [...seen].map((file) => readFileSync(file, "utf8")).join("\n");
}

describe("pages with their own offer dialogs", () => {
  const routes = Object.values(flatRoutesOf(APP, ["**/.*", "**/*.test.{ts,tsx}"]));
  const rendered = new Map(routes.map((route) => [route.id, renderedSource(join(APP, route.file))]));

  it.each([
    ["offer", "<OfferOverlays"],
    ["deal", "<DealOverlays"],
  ] as const)("names exactly the pages that render the %s dialog over their own lists", (kind, tag) => {
    const rendering = [...rendered].filter(([, source]) => source.includes(tag)).map(([id]) => id);
    expect(rendering.sort()).toEqual([...PAGES_WITH_OWN_OFFER_OVERLAYS[kind]].sort());
  });

  it("leaves to the layout the dialog a page does not show itself", () => {
    const home = ["root", "routes/_site", "routes/_site._index"];
    expect(pageShowsOfferOverlays(home, "offer")).toBe(true);
    expect(pageShowsOfferOverlays(home, "deal")).toBe(false);
    const deals = ["root", "routes/_site", "routes/_site.deals"];
    expect([pageShowsOfferOverlays(deals, "offer"), pageShowsOfferOverlays(deals, "deal")]).toEqual([false, true]);
    const about = ["root", "routes/_site", "routes/_site.about-valuvo"];
    expect([pageShowsOfferOverlays(about, "offer"), pageShowsOfferOverlays(about, "deal")]).toEqual([false, false]);
  });
});
