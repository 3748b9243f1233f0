import { printCouponId, type PrintCouponIdSource } from "./print-coupon-id";

const june2025 = new Date("2025-06-01T12:00:00.000Z"); // 1748779200 s

describe("printCouponId", () => {
  it.each<[string, PrintCouponIdSource, Date, string]>([
    ["the config id followed by Unix seconds", { configId: 4521, offerId: "o-9" }, june2025, "45211748779200"],
    ["the offer id when there is no config id", { configId: null, offerId: "889" }, june2025, "8891748779200"],
    ["the offer id when the config id is undefined", { configId: undefined, offerId: 77 }, june2025, "771748779200"],
    ["the offer id when the config id is empty", { configId: "", offerId: 77 }, june2025, "771748779200"],
    ["a config id of zero", { configId: 0, offerId: 77 }, june2025, "01748779200"],
    ["whole seconds, ignoring milliseconds", { configId: 1, offerId: 2 }, new Date("2025-06-01T12:00:00.999Z"), "11748779200"],
    ["a zero-padded suffix for early clocks", { configId: 1, offerId: 2 }, new Date("1970-01-02T00:00:00.000Z"), "10000086400"],
  ])("prints %s", (_label, source, now, expected) => {
    expect(printCouponId(source, now)).toBe(expected);
  });

  it("always ends in exactly 10 digits of the current second", () => {
    const id = printCouponId({ configId: 12, offerId: 3 }, june2025);
    expect(id.slice(-10)).toMatch(/^\d{10}$/);
    expect(Number(id.slice(-10))).toBe(june2025.getTime() / 1000);
  });
});
