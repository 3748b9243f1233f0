import { isCriticalFailure } from "~/models/critical-error";
import { timedOut } from "~/models/result";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { bodyOf, SAINT_PETERSBURG, catalogForLoaders, visitArgs } from "~/test-support/loader-harness";
import { loader as newsroomLoader } from "./_newsroom.newsroom._index";
import { loader as couponCodesLoader } from "./_site.coupon-codes._index";
import { loader as localLoader } from "./_site.local.$slug._index";
import { log } from "~/services/log.server";
import { loader as homeLoader } from "./_site._index/route";
import { loader as shellLoader } from "./_site";
import type { ShellData } from "~/models/shell";
import { getServices } from "~/services/index.server";

// Decision 030: what a time-out shows, per area. Its own file, so the process-wide cache holds no last good copy and
// the services are built with short time-outs: the default, and the content's (SPEC §9's 5 s). The pages wait for
// optional data as long as the loader harness lets them, so the store's calls end in their time-out, not a budget.
process.env.UPSTREAM_TIMEOUT_MS = "300";
process.env.UPSTREAM_CONTENT_TIMEOUT_MS = "500";
const catalog = catalogForLoaders();
const quiet = () => vi.spyOn(log, "warn").mockImplementation(() => undefined);

describe("an upstream time-out with nothing cached", () => {
  it("is never a SPEC §4 critical failure", () => {
    for (const area of [
      "localOffers",
      "localServices",
      "topOffers",
      "merchantOffers",
      "categoryOffers",
      "categoryMerchants",
    ] as const) {
      expect(isCriticalFailure(area, timedOut(UPSTREAM_MESSAGES.topOffers))).toBe(false);
    }
  });

  it("leaves /coupon-codes without top offers rather than the maintenance page", async () => {
    await catalog.fault({ path: "/sdc/top-offers", delayMs: 1200, times: 1 });
    const warn = quiet();
    const page = await couponCodesLoader();
    warn.mockRestore();
    expect(page.topOffers).toEqual([]);
  });

  it("leaves out the local group whose feed timed out, marked so its 'can't find' message is not shown", async () => {
    const coords = { lat: 27.79, lng: -82.64 };
    // The feeds a city's own page asks for its visitor's cell (decision 049): storefronts and four corners' services.
    await catalog.fault({ path: "/coupon-feed/", delayMs: 1200, times: 5 });
    const warn = quiet();
    const page = await localLoader(
      visitArgs("/local/saint-petersburg-fl", {
        params: {
          slug: "saint-petersburg-fl",
        },
        location: { ...SAINT_PETERSBURG, coords },
      }),
    );
    warn.mockRestore();
    expect(page.visit.timedOut).toBe(true);
    expect(page.serving.timedOut).toBe(true);
  });

  it("shows the newsroom's areas as nothing, not 'We seem to be having trouble loading our Newsroom content'", async () => {
    await catalog.fault({ path: "/content", delayMs: 1500, times: 2 });
    const warn = quiet();
    const page = await newsroomLoader();
    warn.mockRestore();
    // AreaResult renders a timed-out area as nothing (AreaMessage.test.tsx).
    expect(page.pressReleases).toMatchObject({ ok: false, timedOut: true });
    expect(page.coverage).toMatchObject({ ok: false, timedOut: true });
  });

  it("never shows the billboards' or specialty links' message for a time-out, also while the store's failure is remembered", async () => {
    await catalog.fault({ path: "/storage/", delayMs: 1500, times: 4 });
    const warn = quiet();
    const home = () => homeLoader(visitArgs("/", { location: SAINT_PETERSBURG }));
    const shell = async () =>
      bodyOf(await shellLoader(visitArgs("/coupon-codes", { location: SAINT_PETERSBURG }))) as unknown as ShellData;
    // Ended by the content time-out: nothing shown, nothing said.
    expect((await home()).billboardsError).toBeNull();
    expect((await shell()).specialtyLinksError).toBeNull();
    // The store's own calls end in their content time-out, which the cache then remembers and answers at once.
    const { content } = getServices();
    await Promise.all([
      expect(content.getBillboards(3477)).rejects.toMatchObject({ kind: "timeout" }),
      expect(content.getSpecialtyLinks()).rejects.toMatchObject({ kind: "timeout" }),
    ]);
    const remembered = await home();
    const menu = await shell();
    warn.mockRestore();
    expect(remembered.billboards).toEqual([]);
    expect(remembered.billboardsError).toBeNull();
    expect(menu.specialtyLinksError).toBeNull();
  });
});
