import { currentDealPrice, dealDiscountLabel, dealUrgencyLabel, dealMoney } from "./deal-discount";

describe("dealDiscountLabel", () => {
  it.each([
    ["half price", 100, 50, null, "50% OFF"],
    ["a price drop replaces the offer price", 100, 50, 40, "60% OFF"],
    ["rounds to a whole number", 30, 20, null, "33% OFF"],
    ["rounds half up", 8, 7.96, null, "1% OFF"],
    ["free", 25, 0, null, "100% OFF"],
    ["no saving", 40, 40, null, null],
    ["a price above the value", 40, 45, null, null],
    ["a zero full value", 0, 0, null, null],
    ["a negative price", 40, -1, null, null],
    ["a saving that rounds to zero", 1000, 999, null, null],
  ])("%s: value %d, price %d, drop %j → %j", (_name, full, price, drop, label) => {
    expect(dealDiscountLabel(full, price, drop)).toBe(label);
  });
});

describe("currentDealPrice", () => {
  it.each([
    [50, null, 50],
    [50, 40, 40],
    [50, 0, 0],
  ])("offer %d with drop %j costs %d", (price, drop, expected) => {
    expect(currentDealPrice(price, drop)).toBe(expected);
  });
});

describe("dealUrgencyLabel", () => {
  it.each([
    ["a price drop below the offer price", 50, 40, null, "Price Drop"],
    ["a price drop wins over an urgency call", 50, 40, "Almost Gone!", "Price Drop"],
    ["a 'drop' that is not lower", 50, 50, null, null],
    ["selling fast", 50, null, "Selling Fast!", "Selling Fast!"],
    ["almost gone, any case and spacing", 50, null, " almost gone! ", "Almost Gone!"],
    ["free text is not a label", 50, null, "Only 3 left", null],
    ["nothing", 50, null, null, null],
  ])("%s → %j", (_name, price, drop, call, label) => {
    expect(dealUrgencyLabel(price, drop, call)).toBe(label);
  });
});

describe("deal money", () => {
  it.each([
    [24, "$24"],
    [19.5, "$19.50"],
    [0, "$0"],
  ])("shows %d as %s", (amount, text) => expect(dealMoney(amount)).toBe(text));
});
