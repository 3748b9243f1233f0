import { isIssuablePrintId, printCouponId, type PrintCouponIdSource } from "./print-coupon-id";

const june2025 = new Date("2025-06-01T12:00:00.000Z"); // 1748779200 s

describe("printCouponId", () => {
  it.each<[string, PrintCouponIdSource, Date, string]>([
    ["the config id followed by Unix seconds", { configId: 4521, offerId: "o-9" }, june2025, "45211748779200"],
    ["the offer id when there is no config id", { configId: null, offerId: "889" }, june2025, "8891748779200"],
    ["the offer id when the config id is undefined", { configId: undefined, offerId: 77 }, june2025, "771748779200"],
    ["the offer id when the config id is empty", { configId: "", offerId: 77 }, june2025, "771748779200"],
    ["a config id of zero", { configId: 0, offerId: 77 }, june2025, "01748779200"],
    [
      "whole seconds, ignoring milliseconds",
      { configId: 1, offerId: 2 },
      new Date("2025-06-01T12:00:00.999Z"),
      "11748779200",
    ],
    [
      "a zero-padded suffix for early clocks",
      { configId: 1, offerId: 2 },
      new Date("1970-01-02T00:00:00.000Z"),
      "10000086400",
    ],
  ])("prints %s", (_label, source, now, expected) => {
    expect(printCouponId(source, now)).toBe(expected);
  });

  it("always ends in exactly 10 digits of the current second", () => {
    const id = printCouponId({ configId: 12, offerId: 3 }, june2025);
    expect(id.slice(-10)).toMatch(/^\d{10}$/);
    expect(Number(id.slice(-10))).toBe(june2025.getTime() / 1000);
  });
});

describe("isIssuablePrintId (issue 35: the barcode answers only for ids the site could have issued)", () => {
  const now = june2025;
  const at = (offsetSeconds: number) =>
    printCouponId({ configId: 4521, offerId: "o-9" }, new Date(now.getTime() + offsetSeconds * 1000));

  it.each<[string, string, boolean]>([
    ["an id made now", at(0), true],
    ["an id made a minute ago", at(-60), true],
    ["an id made a day ago", at(-86_400), true],
    ["an id of a browser whose clock is a day ahead", at(86_400), true],
    ["an id made a day and a second ago", at(-86_401), false],
    ["an id more than a day in the future", at(86_401), false],
    ["an id of the year 2001", "45211000000000", false],
    ["an id of the far future", "45219999999999", false],
    ["the shortest id, made now", `0${String(now.getTime() / 1000)}`, true],
    ["ten digits only", String(now.getTime() / 1000), false],
    ["thirty-one digits", `${"1".repeat(21)}${String(now.getTime() / 1000)}`, false],
    ["letters", `abc${String(now.getTime() / 1000)}`, false],
    ["an id with a suffix", `${at(0)}.svg`, false],
  ])("%s → %s", (_label, printId, expected) => {
    expect(isIssuablePrintId(printId, now)).toBe(expected);
  });
});
