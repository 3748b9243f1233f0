import { browserHasOptedOut } from "./privacy-optout";

describe("whether the browser has opted out, as its page reads it", () => {
  it.each([
    ["", undefined, false],
    ["vp_local_geo=%7B%7D", undefined, false],
    ["vp_dns=1", undefined, true],
    ["vp_local_geo=%7B%7D; vp_dns=1", undefined, true],
    ["vp_dns=0; vp_dns=1", undefined, true],
    ["vp_dns=", undefined, false],
    ["vp_dns=11", undefined, false],
    ["xvp_dns=1", undefined, false],
    ["", true, true],
    ["", false, false],
    ["", "true", false],
  ])("cookie %j with globalPrivacyControl %j → %j", (cookie, globalPrivacyControl, expected) => {
    expect(browserHasOptedOut({ cookie, globalPrivacyControl })).toBe(expected);
  });
});
