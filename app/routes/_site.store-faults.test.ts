import type { ShellData } from "~/models/shell";
import { bodyOf, SAINT_PETERSBURG, catalogForLoaders, thrown, visitArgs } from "~/test-support/loader-harness";
import { loader as homeLoader } from "./_site._index/route";
import { loader as shellLoader } from "./_site";
import { log } from "~/services/log.server";

// Its own file, so the process-wide cache has never held the store's answers (SPEC §8 store messages, issue 13's
// slow store): what a page shows the first time the store fails or crawls.
const catalog = catalogForLoaders();

const quiet = () => vi.spyOn(log, "warn").mockImplementation(() => undefined);

describe("pages while the store (billboards, specialty links) fails", () => {
  it("say in the menu that the specialty links cannot be loaded, and keep the page", async () => {
    await catalog.fault({ path: "/storage/specialty-links.json", status: 500, times: 5 });
    const warn = quiet();
    const shell = bodyOf(await shellLoader(visitArgs("/coupon-codes"))) as ShellData;
    warn.mockRestore();
    expect(shell.specialOffers.some((link) => link.external)).toBe(false);
    expect(shell.specialtyLinksError).toBe("We seem to be having trouble loading our specialty links");
  });

  it("say where the billboards would be that they cannot be loaded, and show the rest of the home page", async () => {
    await catalog.fault({ path: "/storage/billboards-", status: 500, times: 5 });
    const warn = quiet();
    const page = bodyOf(await homeLoader(visitArgs("/", { location: SAINT_PETERSBURG }))) as Awaited<
      ReturnType<typeof homeLoader>
    >;
    warn.mockRestore();
    expect(page.billboards).toEqual([]);
    expect(page.billboardsError).toBe("We seem to be having trouble loading our billboard content");
    expect(page.near.length).toBeGreaterThan(0);
  });
});

describe("the Deals link while the deals service fails", () => {
  it("leads to the location dialog instead of /deals in a corporate-owned territory (SPEC §4 deals error)", async () => {
    // A point no other test of this file asked deals for: nothing cached to fall back on.
    await catalog.fault({ path: "/deals/offers", status: 500, times: 5 });
    const warn = quiet();
    const shell = bodyOf(
      await shellLoader(
        visitArgs("/coupon-codes", {
          location: { ...SAINT_PETERSBURG, zip: "33704", coords: { lat: 27.7948, lng: -82.6373 } },
        }),
      ),
    ) as ShellData;
    warn.mockRestore();
    expect(shell.location?.label).toBe("Saint Petersburg, FL");
    expect(shell.dealsAvailable).toBe(false);
  });
});

describe("the home page while the coupon feed answers 404", () => {
  it("is the maintenance page (SPEC §4 critical error), as the local pages are", async () => {
    await catalog.fault({ path: "/coupon-feed/", status: 404, times: 3 });
    const response = await thrown(
      homeLoader(visitArgs("/", { location: { ...SAINT_PETERSBURG, coords: { lat: 27.81, lng: -82.7 } } })),
    );
    expect(response.status).toBe(503);
  });
});
