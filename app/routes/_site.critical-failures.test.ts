import { bodyOf, catalogForLoaders, SAINT_PETERSBURG, thrown, visitArgs } from "~/test-support/loader-harness";
import { log } from "~/services/log.server";
import { fetchAnswering, generatedAnswer } from "~/test-support/generated-answer";
import { loader as shellLoader } from "./_site";
import { loader as couponCodesLoader } from "./_site.coupon-codes._index";
import { loader as categoryLoader } from "./_site.coupon-codes.browse.$category";
import { loader as localLoader } from "./_site.local.$slug._index";

// SPEC §4 "critical error": the failures a page cannot stand without are the maintenance page (a bodiless 503, which
// entry.server gives its Retry-After and GeneralErrorBoundary draws). Its own file, so the process-wide cache has
// never held these upstreams' answers: a failure is never cached, and no earlier answer hides one.
const catalog = catalogForLoaders();
const quiet = () => vi.spyOn(log, "warn").mockImplementation(() => undefined);

async function expectMaintenance(answer: Promise<unknown>) {
  const warn = quiet();
  const response = await thrown(answer);
  warn.mockRestore();
  expect(response.status).toBe(503);
  expect(await response.text()).toBe("");
}

describe("a critical failure is the maintenance page", () => {
  it("when the top coupon codes fail, and when they answer none", async () => {
    await catalog.fault({ path: "/sdc/top-offers", status: 500, times: 1 });
    await expectMaintenance(couponCodesLoader());
    await catalog.fault({ path: "/sdc/top-offers", status: 200, body: "[]", times: 1 });
    await expectMaintenance(couponCodesLoader());
  });

  it.each([
    ["with its length", true],
    ["without a length", false],
  ])("when the top coupon codes answer 40 MB %s, more than an instance reads", async (_name, withLength) => {
    // The catalog's own top offers, well formed, padded to 40 MB.
    const json = JSON.stringify(await catalog.getJson("/sdc/top-offers"));
    const answer = () => generatedAnswer(40 * 1024 * 1024, { json, withLength }).response;
    vi.stubGlobal("fetch", fetchAnswering("/sdc/top-offers", answer));
    try {
      await expectMaintenance(couponCodesLoader());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("when a category's offers fail, and when its merchants fail", async () => {
    await catalog.fault({ path: "/sdc/category-offers/toys-games", status: 500, times: 1 });
    await expectMaintenance(
      categoryLoader(visitArgs("/coupon-codes/browse/toys-games", { params: { category: "toys-games" } })),
    );
    await catalog.fault({ path: "/sdc/merchants-by-category/travel", status: 500, times: 1 });
    await expectMaintenance(
      categoryLoader(visitArgs("/coupon-codes/browse/travel", { params: { category: "travel" } })),
    );
  });

  it("when the local feed answers 404", async () => {
    await catalog.fault({ path: "/coupon-feed/", status: 404, times: 5 });
    await expectMaintenance(
      localLoader(
        visitArgs("/local/saint-petersburg-fl", {
          params: { slug: "saint-petersburg-fl" },
          location: SAINT_PETERSBURG,
        }),
      ),
    );
  });

  it("when the merchant's offers behind ?cpncode= fail", async () => {
    const merchants = (await catalog.getJson("/sdc/merchants-by-category/travel")) as { merchantId: number }[];
    const merchant = merchants.at(-1)!;
    const path = `/sdc/merchants/${merchant.merchantId}/listings`;
    const [offer] = (await catalog.getJson(path)) as { componentUID: string }[];
    await catalog.fault({ path, status: 500, times: 1 });
    await expectMaintenance(shellLoader(visitArgs(`/coupon-codes/browse?cpncode=${offer!.componentUID}`)));
  });

  it("never for the same page once the upstream answers again", async () => {
    expect(bodyOf(await couponCodesLoader())).toMatchObject({ topOffers: expect.arrayContaining([expect.anything()]) });
  });
});
