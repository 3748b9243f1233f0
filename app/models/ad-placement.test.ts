import { AD_PLACEMENT_REFRESH_MS, fillAdSlot } from "./ad-placement";

const merchants = [1, 2, 3, 4, 5].map((merchantId) => ({ merchantId }));
const ids = (list: { merchantId: number }[]) => list.map((m) => m.merchantId);

describe("fillAdSlot", () => {
  it.each([
    ["starts at the first merchant for r = 0", merchants, 0, 3, [1, 2, 3]],
    ["starts in the middle for r = 0.5", merchants, 0.5, 3, [3, 4, 5]],
    ["wraps around the end of the list", merchants, 0.99, 3, [5, 1, 2]],
    ["shows the whole list when it is no longer than the slot", merchants.slice(0, 2), 0.7, 3, [1, 2]],
    ["stays empty for an empty placement (a failed one)", [], 0.3, 3, []],
    ["stays empty for a slot of no size", merchants, 0.3, 0, []],
    ["treats a broken random source as 0", merchants, Number.NaN, 2, [1, 2]],
  ])("%s", (_name, list, r, size, expected) => {
    expect(ids(fillAdSlot(list, () => r, size))).toEqual(expected);
  });

  it("refreshes about 0.9 s after the dialog opens (SPEC §2)", () => {
    expect(AD_PLACEMENT_REFRESH_MS).toBe(900);
  });
});
