import { isPostalCode } from "./validated-location";

describe("isPostalCode", () => {
  it.each([
    ["33701", true],
    ["3370", false],
    ["337011", false],
    ["3370a", false],
    [" 33701", false],
  ])("%j is a postal code: %s", (text, expected) => {
    expect(isPostalCode(text)).toBe(expected);
  });
});
