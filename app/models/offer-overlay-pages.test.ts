import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PAGES_WITH_OWN_OFFER_OVERLAYS, pageShowsOfferOverlays } from "./offer-overlay-pages";

/** A route id's module: `routes/x` is `app/routes/x.tsx` or the folder `app/routes/x/route.tsx`. */
function routeSource(id: string): string {
  const base = `app/${id}`;
  const file = [`${base}.tsx`, `${base}/route.tsx`].find((path) => existsSync(path));
  if (!file) throw new Error(`no module for ${id}`);
  return readFileSync(file, "utf8");
}

describe("pages with their own offer dialogs", () => {
  it("names routes that exist", () => {
    for (const id of PAGES_WITH_OWN_OFFER_OVERLAYS) expect(() => routeSource(id), id).not.toThrow();
  });

  it("tells a page with its own dialogs from one that needs the layout's", () => {
    expect(pageShowsOfferOverlays(["root", "routes/_site", "routes/_site.local.$slug._index"])).toBe(true);
    expect(pageShowsOfferOverlays(["root", "routes/_site", "routes/_site.about-valuvo"])).toBe(false);
  });
});
