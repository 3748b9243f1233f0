// The edge's configuration is refused at start, with a sentence naming the entry, when EDGE_TRUSTED_PROXIES names
// something that is not an address or range, or a range so wide that its clients could name any visitor address.
import { renderEdgeConfig, trustedProxyProblem } from "../../deploy/edge/render-config.mjs";
import { SERVER_TIMEOUTS } from "../../server/http-limits.mjs";

const render = (trustedProxies: string[]) =>
  renderEdgeConfig({ edgePort: 8080, sitePorts: [3001, 3002], catalogPort: 4010, prefix: "/tmp/edge", trustedProxies });

describe("EDGE_TRUSTED_PROXIES", () => {
  it.each([
    "203.0.113.7",
    "203.0.113.0/24",
    "104.16.0.0/13",
    "10.0.0.0/8",
    "2001:db8::1",
    "2606:4700::/32",
    "2a06:98c0::/29",
    "::1",
  ])("accepts a CDN's address or range %s", (entry) => {
    expect(trustedProxyProblem(entry)).toBeNull();
    expect(render([entry])).toContain(`set_real_ip_from ${entry};`);
  });

  it.each([
    ["0.0.0.0/0", /trusts too many addresses/],
    ["::/0", /trusts too many addresses/],
    ["128.0.0.0/1", /trusts too many addresses/],
    ["16.0.0.0/4", /trusts too many addresses/],
    ["2000::/3", /trusts too many addresses/],
    ["2001:db8::/16", /trusts too many addresses/],
    ["1.2.3.4/33", /no valid prefix length/],
    ["2001:db8::/129", /no valid prefix length/],
    ["1.2.3.4/", /no valid prefix length/],
    ["1.2.3.4/+8", /no valid prefix length/],
    ["1.2.3.256", /not an IP address/],
    ["1.2.3", /not an IP address/],
    ["cdn.example.com", /not an IP address/],
    ["1.2.3.4/8/8", /not an IP address/],
    ["1.2.3.4; deny all", /not an IP address/],
    ["::ffff:zz", /not an IP address/],
  ])("refuses %s, naming it", (entry, why) => {
    expect(trustedProxyProblem(entry)).toMatch(why);
    expect(() => render(["203.0.113.7", entry])).toThrow(`"${entry}"`);
  });

  it("reads the variable at start, entries separated by commas and spaces", () => {
    const before = process.env.EDGE_TRUSTED_PROXIES;
    try {
      process.env.EDGE_TRUSTED_PROXIES = "203.0.113.0/24, 2606:4700::/32";
      const config = renderEdgeConfig({ edgePort: 8080, sitePorts: [3001, 3002], catalogPort: 4010, prefix: "/tmp/e" });
      expect(config).toContain("set_real_ip_from 2606:4700::/32;");
      process.env.EDGE_TRUSTED_PROXIES = "203.0.113.0/24,0.0.0.0/0";
      expect(() =>
        renderEdgeConfig({ edgePort: 8080, sitePorts: [3001, 3002], catalogPort: 4010, prefix: "/tmp/e" }),
      ).toThrow(/"0\.0\.0\.0\/0" trusts too many addresses/);
    } finally {
      if (before === undefined) delete process.env.EDGE_TRUSTED_PROXIES;
      else process.env.EDGE_TRUSTED_PROXIES = before;
    }
  });
});

describe("what one client may hold of the edge", () => {
  const config = render([]);
  const number = (directive: string) => Number(new RegExp(`\\b${directive} (\\d+)`).exec(config)?.[1]);

  it("is no longer to send headers or a body than the site gives it", () => {
    expect(number("client_header_timeout") * 1000).toBeLessThanOrEqual(SERVER_TIMEOUTS.headersTimeout);
    expect(number("client_body_timeout") * 1000).toBeLessThanOrEqual(SERVER_TIMEOUTS.headersTimeout);
  });

  it("is a share of the connections, each proxied request holding two, that leaves the table to everyone else", () => {
    const perClient = number("limit_conn connections_per_client");
    const perWorker = number("worker_connections");
    expect(perClient).toBeGreaterThanOrEqual(200 * 3);
    expect(perClient * 2).toBeLessThan(perWorker);
    expect(number("worker_rlimit_nofile")).toBeGreaterThanOrEqual(perWorker * 2);
  });
});

describe("the edge's limits", () => {
  const retryAfter = (rates: { formRate?: string; beaconRate?: string; pageRate?: string }) =>
    /map \$status \$refusal_retry_after \{\s*429\s+(\d+);/.exec(
      renderEdgeConfig({ edgePort: 8080, sitePorts: [3001, 3002], catalogPort: 4010, prefix: "/tmp/e", ...rates }),
    )?.[1];

  it("tell a client past one to ask again once the slowest has freed a place, in whole seconds", () => {
    expect(retryAfter({})).toBe("1");
    expect(retryAfter({ formRate: "20r/m" })).toBe("3");
    expect(retryAfter({ formRate: "7r/m", pageRate: "1r/s" })).toBe("9");
    expect(retryAfter({ beaconRate: "1r/m" })).toBe("60");
  });

  it("refuse a rate that frees no place", () => {
    expect(() => retryAfter({ formRate: "0r/m" })).toThrow(/not an nginx rate/);
  });
});
