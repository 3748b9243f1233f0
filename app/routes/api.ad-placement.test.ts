import { EXCLUDED_MERCHANT_IDS } from "~/models/excluded-merchants";
import { AD_SLOT_SIZE } from "~/models/ad-placement";
import type { Merchant } from "~/models/sdc-coupon";
import { startCatalogForLoaders } from "~/test-support/loader-harness";
import type { ContractCatalog } from "~/services/__contract__/harness";
import { loader as couponCodesHome } from "./_site.coupon-codes._index";
import { loader } from "./api.ad-placement";
import { log } from "~/services/log.server";

let catalog: ContractCatalog;
beforeAll(async () => {
  catalog = await startCatalogForLoaders();
});
afterAll(() => catalog?.stop());

async function featuredMerchantIds(): Promise<number[]> {
  const answer = await fetch(`${catalog.url}/sdc/merchant-placement/featuredMerchant`);
  return ((await answer.json()) as Merchant[])
    .map((m) => m.merchantId)
    .filter((id) => !EXCLUDED_MERCHANT_IDS.includes(id));
}

describe("the coupon-code ad placement resource route", () => {
  // First in the file: the placement is cached once it has answered.
  it("answers an empty slot, and only logs, when the placement fails (SPEC §8)", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    await catalog.fault({ path: "/sdc/merchant-placement", status: 500 });
    const answer = await loader();
    expect(await answer.json()).toEqual({ merchants: [] });
    expect(answer.status).toBe(200);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ placement: "featuredMerchant" }),
      "merchant placement failed",
    );
    await catalog.clearFaults();
    warn.mockRestore();
  });

  it("fills the slot from the featuredMerchant placement, uncached by browsers and edges", async () => {
    const placed = await featuredMerchantIds();
    const answer = await loader();
    const { merchants } = (await answer.json()) as { merchants: Merchant[] };
    const ids = merchants.map((m) => m.merchantId);
    expect(ids).toHaveLength(Math.min(AD_SLOT_SIZE, placed.length));
    for (const id of ids) expect(placed).toContain(id);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
  });

  it("gives the coupon-codes page its first fill of the slot", async () => {
    const placed = await featuredMerchantIds();
    const page = await couponCodesHome();
    expect(page.adSlot.length).toBeGreaterThan(0);
    for (const merchant of page.adSlot) expect(placed).toContain(merchant.merchantId);
  });
});
