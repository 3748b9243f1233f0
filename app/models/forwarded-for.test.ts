import { clientIpFromForwardedFor } from "./forwarded-for";

describe("clientIpFromForwardedFor", () => {
  it.each([
    ["8.8.8.8", "8.8.8.8"],
    ["8.8.8.8, 10.0.0.1, 10.0.0.2", "8.8.8.8"],
    ["  2001:4860:4860::8888 ,10.0.0.1", "2001:4860:4860::8888"],
    ["", "127.0.0.1"],
    [" , 10.0.0.1", "127.0.0.1"],
    [null, "127.0.0.1"],
    [undefined, "127.0.0.1"],
  ])("takes %j as %j", (header, ip) => {
    expect(clientIpFromForwardedFor(header)).toBe(ip);
  });
});
